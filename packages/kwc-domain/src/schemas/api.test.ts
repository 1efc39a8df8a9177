import { describe, expect, it } from 'vitest';

import { CATALOG_API, FRONT_API, buildMetaPath, fillPath, pagePayloadPath } from './api';

describe('API contract', () => {
  it('covers the front API table of spec section 7', () => {
    const calls = Object.values(FRONT_API).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/token/refresh',
        'POST /api/login_check',
        'POST /api/token/invalidate',
        'POST /api/user',
        'GET /api/user',
        'PATCH /api/user',
        'POST /api/user/email-change/{code}',
        'GET /api/kwc/wishlist',
        'POST /api/kwc/wishlist',
        'DELETE /api/kwc/wishlist',
        'GET /api/kwc/wishlist/is-product-on-wishlist',
        'POST /api/kwc/wishlist/are-products-on-wishlist',
        'GET /api/kwc/wishlist-list',
        'POST /api/kwc/wishlist-list',
        'DELETE /api/kwc/wishlist-list',
        'POST /api/kwc/add-product-to-wishlist-list',
        'POST /api/kwc/rename-wishlist-list',
        'GET /api/kwc/recently-viewed',
        'POST /api/kwc/recently-viewed',
        'GET /api/catalog/legal-hint-content',
      ]),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('covers the catalog API table, under /api', () => {
    expect(Object.values(CATALOG_API).map((endpoint) => endpoint.path)).toEqual([
      '/api/catalog/filter-values',
      '/api/catalog/get-category',
      '/api/catalog/get-instance-category',
      '/api/catalog/category-info',
      '/api/catalog/products',
      '/api/catalog/get-menu',
      '/api/catalog/text-search',
    ]);
  });

  it('validates requests with the schemas it names', () => {
    expect(FRONT_API.getWishlist.query.parse({ page: '2' })).toMatchObject({ page: 2 });
    expect(FRONT_API.addToWishlist.body.safeParse({ productSKU: 'x' }).success).toBe(false);
    expect(CATALOG_API.textSearch.query.safeParse({ text: 'a' }).success).toBe(false);
  });
});

describe('paths', () => {
  it('fill placeholders, encoding values', () => {
    expect(fillPath(FRONT_API.confirmEmailChange.path, { code: 'a/b c' })).toBe('/api/user/email-change/a%2Fb%20c');
    expect(() => fillPath(FRONT_API.confirmEmailChange.path, {})).toThrow(TypeError);
  });

  it('name the build metadata and page payload files', () => {
    expect(buildMetaPath('2026-06-15.1')).toBe('/builds/meta/2026-06-15.1.json');
    expect(pagePayloadPath('/kosmetyki/kremy/')).toBe('/kosmetyki/kremy/_payload.json');
  });
});
