import { describe, expect, it } from 'vitest';

import { productReviewSortSchema } from './published-reviews';
import { isProductReviewSort, PRODUCT_REVIEW_SORTS } from './review-sorts';

describe('isProductReviewSort', () => {
  it('accepts exactly what the review-sort schema accepts', () => {
    for (const value of [...PRODUCT_REVIEW_SORTS, 'NEWEST', '', 'rating', null, undefined, 3]) {
      expect(isProductReviewSort(value), String(value)).toBe(productReviewSortSchema.safeParse(value).success);
    }
  });
});
