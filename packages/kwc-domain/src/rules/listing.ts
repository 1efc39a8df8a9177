import { LISTING, LISTING_QUERY_KEYS } from '../constants';
import type { DecodedCategoryPath } from '../schemas';
import { normalizeSearchPhrase } from '../validation/search-phrase';

/**
 * Whether a listing can load the page after `page` (1-based): products remain, and the next page
 * starts inside the 10,000-product window (spec section 9).
 */
export function hasMoreProducts(input: { page: number; pageSize: number; total: number }): boolean {
  const loaded = input.page * input.pageSize;
  return loaded < input.total && loaded < LISTING.productWindow;
}

/**
 * The wishlist page to show after a change (spec section 4): back to the last page when the current
 * one no longer exists, never below 1.
 */
export function wishlistPageAfterChange(input: { page: number; total: number; pageSize: number }): number {
  const pageCount = input.pageSize > 0 ? Math.max(1, Math.ceil(input.total / input.pageSize)) : 1;
  return Math.max(1, Math.min(input.page, pageCount));
}

/**
 * The listing after a search is applied (spec section 2 "Search"): `q` set to the normalized phrase,
 * filters cleared and the page parameter removed; sort and hash stay.
 */
export function applySearchPhrase(path: DecodedCategoryPath, rawPhrase: string): DecodedCategoryPath {
  return {
    ...path,
    queryParams: {
      ...withoutKey(path.queryParams, LISTING_QUERY_KEYS.page),
      [LISTING_QUERY_KEYS.searchPhrase]: normalizeSearchPhrase(rawPhrase),
    },
    keyFilters: {},
    additionalFilters: {},
  };
}

/** The listing after the search is cleared (spec section 2 "Search"): `q` removed, back to the category. */
export function clearSearchPhrase(path: DecodedCategoryPath): DecodedCategoryPath {
  return { ...path, queryParams: withoutKey(path.queryParams, LISTING_QUERY_KEYS.searchPhrase) };
}

function withoutKey(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
