// @vitest-environment node
import { COOKIE_NAMES, HEADER_NAMES } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startRealApi, TEST_ORIGIN, type RealApi } from '../test/realApi';
import { createApiClient, type ApiClient } from './createApiClient';
import { ApiResponseError } from './errors';

// Happy paths against the real API (apps/api on an in-memory PGlite, seeded once for this file).

const FACE_CARE = '/pielegnacja-twarzy';
const ANONYMOUS_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00';

let api: RealApi;
let cookies: Record<string, string>;
let client: ApiClient;
const notifier = { error: vi.fn<(message: string) => void>() };

beforeAll(async () => {
  api = await startRealApi();
  client = createApiClient({
    baseUrl: TEST_ORIGIN,
    fetch: api.fetch,
    getCookie: (name) => cookies[name] ?? null,
    notifier,
    requestId: 'ssr-request-1',
    forwardedFor: '198.51.100.4',
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

function lastRequest(): Request {
  return api.requests.at(-1)!;
}

describe('createApiClient against the real API', () => {
  it('reads a category listing with its filters and products', async () => {
    cookies = {};
    const info = await client.getCategoryInfo(FACE_CARE);

    expect(info.category?.url_key).toBe('pielegnacja-twarzy');
    expect(info.redirect).toBeNull();
    expect(info.products.length).toBeGreaterThan(0);
    expect(info.total).toBe(info.products.length);
    expect(info.filters.agg_marka?.type).toBe('options');
    expect(lastRequest().headers.get(HEADER_NAMES.requestId)).toBe('ssr-request-1');
    expect(lastRequest().headers.get(HEADER_NAMES.forwardedFor)).toBe('198.51.100.4');

    const products = await client.getProducts(FACE_CARE);
    expect(products.products.map((product) => product.sku)).toEqual(info.products.map((product) => product.sku));
  });

  it('gives a moved category as a redirect with its code and no products', async () => {
    const info = await client.getCategoryInfo('/kosmetyki-do-twarzy');

    expect(info).toMatchObject({ redirect: FACE_CARE, code: 301, products: [] });
  });

  it('goes through /catalog/test/ when the test-search cookie is on, not for landing pages', async () => {
    cookies = { [COOKIE_NAMES.testSearch]: 'on' };

    await client.getProducts(FACE_CARE);
    expect(new URL(lastRequest().url).pathname).toBe('/catalog/test/products');
    await client.getCategoryInfo('/lp-weganskie-kremy-do-twarzy');
    expect(new URL(lastRequest().url).pathname).toBe('/catalog/category-info');
    const results = await client.textSearch({ text: 'Krem' });
    expect(new URL(lastRequest().url).pathname).toBe('/catalog/test/text-search');
    expect(results.length).toBeGreaterThan(0);
    cookies = {};
  });

  it('pages through a filter’s values', async () => {
    const first = await client.getFilterValues({
      path: FACE_CARE,
      filterName: 'agg_marka',
      filterValuesPage: 1,
      filterValuesPageSize: 2,
    });
    const second = await client.getFilterValues({
      path: FACE_CARE,
      filterName: 'agg_marka',
      filterValuesPage: 2,
      filterValuesPageSize: 2,
    });

    expect(first.options).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(second.options[0]!.slug).not.toBe(first.options[0]!.slug);
  });

  it('reads categories, the menu, search results and a legal hint', async () => {
    const category = await client.getCategory({ urlKey: 'pielegnacja-twarzy' });
    await expect(client.getCategory({ categoryId: category.id })).resolves.toMatchObject({ url_key: category.url_key });
    await expect(client.getInstanceCategory()).resolves.toMatchObject({ id: expect.any(Number) });
    const menu = await client.getMenu('uroda');
    expect(menu.some((item) => item.level === 1 && item.is_active === '1')).toBe(true);
    const results = await client.textSearch({ text: '  KREM ' });
    expect(new URL(lastRequest().url).searchParams.get('text')).toBe('krem');
    expect(results.some((result) => result._type === 'product')).toBe(true);
    await expect(client.textSearch({ text: 'qqqzzzxx' })).resolves.toEqual([]);
    const hint = await client.getLegalHintContent('regulamin-opinii');
    expect(hint.content).toContain('Opinie');
  });

  it('surfaces the API’s Polish message on a 4xx, without a toast', async () => {
    notifier.error.mockClear();

    const error = await client.getLegalHintContent('nie-ma-takiej').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 404, message: 'Nie znaleziono treści', code: 'not_found' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('keeps an anonymous wishlist: add, check, list, remove', async () => {
    const [first, second] = (await client.getProducts(FACE_CARE)).products;

    await expect(client.addToWishlist({ productSKU: first!.sku, anonymousId: ANONYMOUS_ID })).resolves.toEqual({
      productSKU: first!.sku,
      isOnWishlist: true,
      allListsTotal: 1,
    });
    await client.addToWishlist({ productSKU: second!.sku, anonymousId: ANONYMOUS_ID });
    await expect(client.isProductOnWishlist({ productSKU: first!.sku, anonymousId: ANONYMOUS_ID })).resolves.toEqual({
      isOnWishlist: true,
    });
    await expect(
      client.areProductsOnWishlist({ productSKUs: [first!.sku, 'KWC-999999'], anonymousId: ANONYMOUS_ID }),
    ).resolves.toEqual([first!.sku]);
    const page = await client.getWishlist({ anonymousId: ANONYMOUS_ID, page: 1, pageSize: 24 });
    expect(page.products.map((product) => product.sku).sort()).toEqual([first!.sku, second!.sku].sort());
    await expect(client.getWishlist({ anonymousId: ANONYMOUS_ID, pageSize: 0 })).resolves.toMatchObject({
      products: [],
      total: 2,
    });
    expect(new URL(lastRequest().url).searchParams.get('pageSize')).toBe('0');
    await expect(client.removeFromWishlist({ productSKU: first!.sku, anonymousId: ANONYMOUS_ID })).resolves.toEqual({
      productSKU: first!.sku,
      isOnWishlist: false,
      allListsTotal: 1,
    });
  });

  it('answers the lists of an unknown visitor as empty (the API’s 401 is ignored)', async () => {
    notifier.error.mockClear();

    await expect(client.getWishlist({})).resolves.toEqual({ products: [], total: 0, allListsTotal: 0 });
    await expect(client.getRecentlyViewed({})).resolves.toEqual({ products: [], recentlyViewedOnWishlist: [] });
    expect(api.requests.at(-1)!.url).toContain('/kwc/recently-viewed');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('records product views (the beacon falls back to fetch in Node) and lists them', async () => {
    const visitor = 'd00dd00dd00dd00dd00dd00dd00dd00d';
    const [first, second] = (await client.getProducts(FACE_CARE)).products;

    await expect(client.sendProductViewBeacon({ productSKU: first!.sku, anonymousId: visitor })).resolves.toBe(true);
    await client.recordRecentlyViewed({ productSKU: second!.sku, anonymousId: visitor });
    await client.addToWishlist({ productSKU: second!.sku, anonymousId: visitor });

    const viewed = await client.getRecentlyViewed({ anonymousId: visitor });
    expect(viewed.products.map((product) => product.sku)).toEqual([second!.sku, first!.sku]);
    expect(viewed.recentlyViewedOnWishlist).toEqual([second!.sku]);
  });
});
