import type { ProductReviewSort } from '@kwc/domain';

// What the calls take, apart from the client: the SWR keys and the start-up reads build the same
// requests from them without importing the client.

/** Query of `getWishlist`. `pageSize` is 0 off the wishlist page (spec section 7). */
export interface WishlistQueryInput {
  anonymousId?: string | null;
  page?: number;
  pageSize?: number;
  /** Named lists to show (logged-in users). */
  lists?: readonly number[];
}

/** Query of `getFilterValues`: one page of one filter's options (spec section 7). */
export interface FilterValuesQueryInput {
  path: string;
  filterName: string;
  filterValuesPage?: number;
  filterValuesPageSize?: number;
  filterValuesSearch?: string;
}

/** Query of `getProductReviews`. */
export interface ProductReviewsQueryInput {
  sku: string;
  sort?: ProductReviewSort;
  page?: number;
  pageSize?: number;
}

/** Query of a paged list (`getNewestReviews`, `getReviewers`): the first page's request has no `page`. */
export interface PageQueryInput {
  /** @default 1 */
  page?: number;
  /** @default the API's page size of the list */
  pageSize?: number;
}

/** A wishlist or recently-viewed write: the product and, while logged out, the anonymous id. */
export interface ProductOfVisitor {
  productSKU: string;
  anonymousId?: string | null;
}

/** Body of `areProductsOnWishlist`: the products and, while logged out, the anonymous id. */
export interface ProductsOfVisitor {
  productSKUs: readonly string[];
  anonymousId?: string | null;
}
