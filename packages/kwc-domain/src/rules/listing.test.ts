import { describe, expect, it } from 'vitest';

import type { DecodedCategoryPath } from '../schemas';
import { applySearchPhrase, clearSearchPhrase, hasMoreProducts, wishlistPageAfterChange } from './listing';

describe('hasMoreProducts', () => {
  it('stops at the end of the products and at the 10,000-product window', () => {
    expect(hasMoreProducts({ page: 1, pageSize: 24, total: 50 })).toBe(true);
    expect(hasMoreProducts({ page: 3, pageSize: 24, total: 72 })).toBe(false);
    expect(hasMoreProducts({ page: 416, pageSize: 24, total: 50_000 })).toBe(true);
    expect(hasMoreProducts({ page: 417, pageSize: 24, total: 50_000 })).toBe(false);
  });
});

describe('wishlistPageAfterChange', () => {
  it('drops back a page when the current page no longer exists', () => {
    expect(wishlistPageAfterChange({ page: 3, total: 48, pageSize: 24 })).toBe(2);
    expect(wishlistPageAfterChange({ page: 2, total: 25, pageSize: 24 })).toBe(2);
    expect(wishlistPageAfterChange({ page: 1, total: 0, pageSize: 24 })).toBe(1);
  });
});

describe('search on a listing', () => {
  const listing = {
    url_key: 'kremy-do-twarzy',
    queryParams: { page: '3', utm_source: 'x' },
    keyFilters: { brand: ['marka-nivea'] },
    additionalFilters: { bestseller: ['1'] },
    sort: { value: 'price', direction: 'asc' },
    hash: null,
  } as const satisfies DecodedCategoryPath;

  it('sets q, clears the filters and the page parameter', () => {
    expect(applySearchPhrase(listing, '  Krem SPF ')).toEqual({
      ...listing,
      queryParams: { utm_source: 'x', q: 'krem spf' },
      keyFilters: {},
      additionalFilters: {},
    });
  });

  it('removes q when the search is cleared', () => {
    const searched = applySearchPhrase(listing, 'krem');
    expect(clearSearchPhrase(searched).queryParams).toEqual({ utm_source: 'x' });
  });
});
