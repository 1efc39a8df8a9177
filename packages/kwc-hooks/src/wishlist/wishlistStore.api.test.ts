// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { startRealApi, TEST_ORIGIN, type RealApi } from '../test/realApi';
import { recordingLogger } from '../test/wrapper';
import { createWishlistStore } from './wishlistStore';

// The wishlist state machine of spec section 4 against the real API (in-memory PGlite, seeded once).

let api: RealApi;
let client: ApiClient;
let skus: string[];

beforeAll(async () => {
  api = await startRealApi();
  client = createApiClient({ baseUrl: TEST_ORIGIN, fetch: api.fetch, getCookie: () => null });
  const listings = await Promise.all(
    ['/pielegnacja-twarzy', '/pielegnacja-ciala'].map((path) => client.getProducts(path)),
  );
  skus = listings.flatMap((listing) => listing.products.map((product) => product.sku));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

function storeFor(visitor: string | null, pageSize = 2) {
  const { logger, errors } = recordingLogger();
  const store = createWishlistStore({ client, getAnonymousId: () => visitor, logger, pageSize });
  return { store, errors };
}

const wishlistCalls = () => api.requests.filter((request) => new URL(request.url).pathname === '/kwc/wishlist');

describe('wishlist store against the real API', () => {
  it('off the wishlist page, loads only the counts (pageSize 0) and tracks added products', async () => {
    const { store } = storeFor('aaaa1111aaaa1111aaaa1111aaaa1111');

    await store.load({ isWishlistPage: false });
    expect(new URL(wishlistCalls().at(-1)!.url).searchParams.get('pageSize')).toBe('0');
    expect(store.getSnapshot()).toMatchObject({ isLoaded: true, total: 0, allListsTotal: 0, products: [] });

    await expect(store.add(skus[0]!)).resolves.toBe(true);
    await expect(store.toggle(skus[1]!)).resolves.toBe(true);
    expect(store.getSnapshot()).toMatchObject({ allListsTotal: 2, skus: [skus[0], skus[1]] });
    expect(store.isOnWishlist(skus[1]!)).toBe(true);

    await store.load();
    expect(store.getSnapshot()).toMatchObject({ total: 2, allListsTotal: 2 });
  });

  it('refuses an action while another runs: one request, the second resolves false', async () => {
    const { store } = storeFor('bbbb2222bbbb2222bbbb2222bbbb2222');
    const before = wishlistCalls().length;

    const first = store.add(skus[0]!);
    expect(store.getSnapshot().pendingAction).toEqual({ type: 'add', sku: skus[0] });
    const second = store.add(skus[1]!);
    const third = store.remove(skus[0]!);

    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    await expect(third).resolves.toBe(false);
    expect(wishlistCalls()).toHaveLength(before + 1);
    expect(store.getSnapshot()).toMatchObject({ skus: [skus[0]], pendingAction: null });
    await expect(store.add(skus[1]!)).resolves.toBe(true);
  });

  it('on the wishlist page keeps removed products shown until the page changes or they are re-added', async () => {
    const visitor = 'cccc3333cccc3333cccc3333cccc3333';
    for (const sku of skus.slice(0, 5)) await client.addToWishlist({ productSKU: sku, anonymousId: visitor });
    const { store } = storeFor(visitor);

    await store.load({ isWishlistPage: true, page: 1 });
    const shown = store.getSnapshot().products.map((product) => product.sku);
    expect(shown).toHaveLength(2);
    expect(store.getSnapshot()).toMatchObject({ total: 5, page: 1, isWishlistPage: true });

    await store.remove(shown[0]!);
    expect(store.getSnapshot().products.map((product) => product.sku)).toEqual(shown);
    expect(store.getSnapshot()).toMatchObject({ deletedSkus: [shown[0]], total: 4, allListsTotal: 4 });
    expect(store.isOnWishlist(shown[0]!)).toBe(false);

    await store.add(shown[0]!);
    expect(store.getSnapshot()).toMatchObject({ deletedSkus: [], total: 5 });

    await store.remove(shown[1]!);
    expect(store.getSnapshot().deletedSkus).toEqual([shown[1]]);
    await expect(store.setPage(2)).resolves.toBe(true);
    expect(store.getSnapshot()).toMatchObject({ page: 2, deletedSkus: [], total: 4 });
    expect(store.getSnapshot().products.map((product) => product.sku)).not.toContain(shown[1]);
  });

  it('drops back a page when a change leaves the current page past the last one', async () => {
    const visitor = 'dddd4444dddd4444dddd4444dddd4444';
    for (const sku of skus.slice(0, 3)) await client.addToWishlist({ productSKU: sku, anonymousId: visitor });
    const { store } = storeFor(visitor);

    await store.load({ isWishlistPage: true, page: 2 });
    const [last] = store.getSnapshot().products;
    expect(store.getSnapshot().products).toHaveLength(1);

    await expect(store.remove(last!.sku)).resolves.toBe(true);

    expect(store.getSnapshot()).toMatchObject({ page: 1, total: 2, deletedSkus: [] });
    expect(store.getSnapshot().products).toHaveLength(2);
    expect(new URL(wishlistCalls().at(-1)!.url).searchParams.get('page')).toBe('1');
  });

  it('learns which listed products are on the wishlist', async () => {
    const visitor = 'eeee5555eeee5555eeee5555eeee5555';
    await client.addToWishlist({ productSKU: skus[2]!, anonymousId: visitor });
    const { store } = storeFor(visitor);

    await store.checkProducts(skus.slice(0, 4));

    expect(store.getSnapshot().skus).toEqual([skus[2]]);
  });

  it('keeps its snapshot and tells no one when an answer changes nothing', async () => {
    const visitor = 'ffff6666ffff6666ffff6666ffff6666';
    await client.addToWishlist({ productSKU: skus[3]!, anonymousId: visitor });
    const { store } = storeFor(visitor);
    await store.checkProducts(skus.slice(0, 5));
    const checked = store.getSnapshot();
    let changes = 0;
    store.subscribe(() => (changes += 1));

    await store.checkProducts(skus.slice(0, 5));
    await store.checkProducts([skus[0]!, skus[1]!]);

    expect(store.getSnapshot()).toBe(checked);
    expect(changes).toBe(0);

    await store.checkProducts([skus[3]!, skus[4]!]);
    expect(store.getSnapshot()).toBe(checked);
    await client.addToWishlist({ productSKU: skus[4]!, anonymousId: visitor });
    await store.checkProducts([skus[4]!]);
    expect(store.getSnapshot().skus).toEqual([skus[3], skus[4]]);
    expect(changes).toBe(1);
  });

  it('loads nothing, silently, for a visitor without an id', async () => {
    const { store, errors } = storeFor(null);

    await store.load({ isWishlistPage: true });

    expect(store.getSnapshot()).toMatchObject({ isLoaded: true, total: 0, products: [] });
    expect(errors).toEqual([]);
  });
});
