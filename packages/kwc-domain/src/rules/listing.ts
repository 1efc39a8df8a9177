import { LISTING } from '../constants';

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
