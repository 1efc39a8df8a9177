// Free of zod, so the product page can check the sort cookie without the schemas.

/** ours: the orders of a product's reviews. */
export const PRODUCT_REVIEW_SORTS = ['newest', 'oldest', 'rating_desc', 'rating_asc', 'most_liked'] as const;

/** Whether a value is one of `PRODUCT_REVIEW_SORTS`. */
export function isProductReviewSort(value: unknown): value is (typeof PRODUCT_REVIEW_SORTS)[number] {
  return typeof value === 'string' && (PRODUCT_REVIEW_SORTS as readonly string[]).includes(value);
}
