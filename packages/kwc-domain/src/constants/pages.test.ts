import { describe, expect, it } from 'vitest';

import { productReviewSortSchema } from '../schemas';
import { isProductReviewSort, PRODUCT_REVIEW_SORTS, productPageHref } from './pages';

describe('isProductReviewSort', () => {
  it('accepts exactly what the review-sort schema accepts', () => {
    for (const value of [...PRODUCT_REVIEW_SORTS, 'NEWEST', '', 'rating', null, undefined, 3]) {
      expect(isProductReviewSort(value), String(value)).toBe(productReviewSortSchema.safeParse(value).success);
    }
  });
});

describe('productPageHref', () => {
  it('turns a product urlPath into its page address', () => {
    expect(productPageHref('krem-nivea,12')).toBe('/krem-nivea,12.html');
    expect(productPageHref('/krem-nivea,12.html')).toBe('/krem-nivea,12.html');
    expect(productPageHref('/krem-nivea,12')).toBe('/krem-nivea,12.html');
  });
});
