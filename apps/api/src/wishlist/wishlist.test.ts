import {
  areProductsOnWishlistResponseSchema,
  recentlyViewedResponseSchema,
  wishlistItemResponseSchema,
  wishlistResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
const visitorA = 'anon_0123456789abcdef';
const visitorB = 'anon_fedcba9876543210';

beforeAll(async () => {
  database = await openSeededDatabase(60);
  api = createApi(database);
});
afterAll(async () => {
  await database.close();
});

const send = (method: string, path: string, body: unknown, contentType = 'application/json') =>
  api.request(path, { method, body: JSON.stringify(body), headers: { 'content-type': contentType } });

async function count(table: 'wishlist_items' | 'recently_viewed') {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row!.n;
}

describe('anonymous wishlist', () => {
  it('adds, lists newest first, answers membership, and removes products', async () => {
    for (const sku of ['KWC-3', 'KWC-7', 'KWC-5']) {
      const response = await send('POST', '/kwc/wishlist', { productSKU: sku, anonymousId: visitorA });
      expect(response.status).toBe(200);
      expect(wishlistItemResponseSchema.parse(await response.json())).toMatchObject({
        productSKU: sku,
        isOnWishlist: true,
      });
    }
    // Adding twice keeps one entry.
    const again = wishlistItemResponseSchema.parse(
      await (await send('POST', '/kwc/wishlist', { productSKU: 'KWC-7', anonymousId: visitorA })).json(),
    );
    expect(again.allListsTotal).toBe(3);

    const page = wishlistResponseSchema.parse(
      await (await api.request(`/kwc/wishlist?anonymousId=${visitorA}&page=1&pageSize=2`)).json(),
    );
    expect(page.products.map((product) => product.sku)).toEqual(['KWC-5', 'KWC-7']);
    expect(page).toMatchObject({ total: 3, allListsTotal: 3 });
    const counts = wishlistResponseSchema.parse(
      await (await api.request(`/kwc/wishlist?anonymousId=${visitorA}&pageSize=0`)).json(),
    );
    expect(counts).toEqual({ products: [], total: 3, allListsTotal: 3 });

    const on = await (
      await api.request(`/kwc/wishlist/is-product-on-wishlist?anonymousId=${visitorA}&productSKU=KWC-3`)
    ).json();
    expect(on).toEqual({ isOnWishlist: true });
    const many = areProductsOnWishlistResponseSchema.parse(
      await (
        await send('POST', '/kwc/wishlist/are-products-on-wishlist', {
          anonymousId: visitorA,
          productSKUs: ['KWC-1', 'KWC-3', 'KWC-5'],
        })
      ).json(),
    );
    expect(many).toEqual(['KWC-3', 'KWC-5']);

    const removed = wishlistItemResponseSchema.parse(
      await (await send('DELETE', '/kwc/wishlist', { productSKU: 'KWC-3', anonymousId: visitorA })).json(),
    );
    expect(removed).toEqual({ productSKU: 'KWC-3', isOnWishlist: false, allListsTotal: 2 });
  });

  it('keeps visitors apart and starts unknown ids empty', async () => {
    const other = wishlistResponseSchema.parse(
      await (await api.request(`/kwc/wishlist?anonymousId=${visitorB}`)).json(),
    );
    expect(other).toEqual({ products: [], total: 0, allListsTotal: 0 });
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const before = await count('wishlist_items');
    const badId = await send('POST', '/kwc/wishlist', { productSKU: 'KWC-3', anonymousId: 'krótki' });
    expect(badId.status).toBe(400);
    const badSku = await send('POST', '/kwc/wishlist', { productSKU: 'ABC-3', anonymousId: visitorA });
    expect(badSku.status).toBe(400);
    expect((await badSku.json()).error.message).toBe('Nieprawidłowy kod produktu');
    const unknown = await send('POST', '/kwc/wishlist', { productSKU: 'KWC-999999', anonymousId: visitorA });
    expect(unknown.status).toBe(404);
    const notJson = await api.request('/kwc/wishlist', { method: 'POST', body: '{nie json' });
    expect(notJson.status).toBe(400);
    expect(await count('wishlist_items')).toBe(before);
  });

  it('answers 401 without a visitor identity', async () => {
    expect((await api.request('/kwc/wishlist')).status).toBe(401);
    expect((await api.request('/kwc/recently-viewed')).status).toBe(401);
  });
});

describe('recently viewed', () => {
  it('records beacons sent as text/plain, newest first, without duplicates, and marks wishlist items', async () => {
    await send('POST', '/kwc/wishlist', { productSKU: 'KWC-9', anonymousId: visitorB });
    for (const sku of ['KWC-8', 'KWC-9', 'KWC-10', 'KWC-8']) {
      // navigator.sendBeacon posts a string body as text/plain.
      const response = await send(
        'POST',
        '/kwc/recently-viewed',
        { productSKU: sku, anonymousId: visitorB },
        'text/plain;charset=UTF-8',
      );
      expect(response.status).toBe(204);
    }
    const viewed = recentlyViewedResponseSchema.parse(
      await (await api.request(`/kwc/recently-viewed?anonymousId=${visitorB}`)).json(),
    );
    expect(viewed.products.map((product) => product.sku)).toEqual(['KWC-8', 'KWC-10', 'KWC-9']);
    expect(viewed.recentlyViewedOnWishlist).toEqual(['KWC-9']);
  });

  it('keeps only the newest 24 views of a visitor', async () => {
    const visitor = 'anon_many_views_0001';
    for (let id = 1; id <= 30; id++) {
      await send('POST', '/kwc/recently-viewed', { productSKU: `KWC-${id}`, anonymousId: visitor });
    }
    const viewed = recentlyViewedResponseSchema.parse(
      await (await api.request(`/kwc/recently-viewed?anonymousId=${visitor}`)).json(),
    );
    expect(viewed.products).toHaveLength(24);
    expect(viewed.products[0]?.sku).toBe('KWC-30');
    const [stored] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from recently_viewed where anonymous_id = ${visitor}`,
    );
    expect(stored!.n).toBe(24);
  });
});
