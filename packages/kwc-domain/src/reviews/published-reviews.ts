import { z } from 'zod';

import { PAGES_LIMITS } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { dateTimeSchema, queryInt, skuSchema } from '../schemas/common';
import { emptyAsAbsent, pageQuery } from '../schemas/page-query';
import { productSchema, userSummarySchema } from '../schemas/product';
import { requiredText } from '../validation/fields';
import { purchaseSourceSchema, reviewSchema, usageTimeSchema } from './review';
import { PRODUCT_REVIEW_SORTS } from './review-sorts';

// ours: every read in this module (DESIGN.md section 4); `PAGES_API` in schemas/pages.ts routes them.

// ours: orders of a product's reviews; the choice is kept in the `selected-review-sort` cookie.
export const productReviewSortSchema = z.enum(PRODUCT_REVIEW_SORTS, { error: VALIDATION_MESSAGES.unknownSort });
export type ProductReviewSort = z.infer<typeof productReviewSortSchema>;

// ours: query of `GET /api/catalog/product-reviews`.
export const productReviewsQuerySchema = z.object({
  sku: requiredText().pipe(skuSchema),
  sort: z.preprocess(emptyAsAbsent, productReviewSortSchema.default('newest')),
  page: pageQuery,
  pageSize: queryInt({ min: 1, max: PAGES_LIMITS.reviewsMaxPageSize, fallback: PAGES_LIMITS.reviewsPageSize }),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuerySchema>;

// ours: a published review as anyone may read it: no status, moderation notes or drafts' fields.
/** Usage time and purchase source may be missing on reviews older than the form that asks for them. */
export const publicReviewSchema = reviewSchema
  .pick({
    id: true,
    productSKU: true,
    author: true,
    rating: true,
    title: true,
    body: true,
    pros: true,
    cons: true,
    skinType: true,
    hairType: true,
    receivedAs: true,
    photos: true,
    likes: true,
  })
  .extend({
    // What was published stays readable whatever the writing rules are now (older, shorter reviews).
    title: z.string(),
    body: z.string(),
    usageTime: usageTimeSchema.nullable(),
    purchaseSource: purchaseSourceSchema.nullable(),
    publishedAt: dateTimeSchema,
  });
export type PublicReview = z.infer<typeof publicReviewSchema>;

// ours: answer of `GET /api/catalog/product-reviews`.
export const productReviewsResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number().int().nonnegative(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

// ours: a published review with the product it is about, for `/najnowsze-recenzje`.
export const reviewWithProductSchema = publicReviewSchema.extend({ product: productSchema });
export type ReviewWithProduct = z.infer<typeof reviewWithProductSchema>;

// ours: query of `GET /api/reviews/newest`.
export const newestReviewsQuerySchema = z.object({
  page: pageQuery,
  pageSize: queryInt({ min: 1, max: PAGES_LIMITS.reviewsMaxPageSize, fallback: PAGES_LIMITS.reviewsPageSize }),
});
export type NewestReviewsQuery = z.infer<typeof newestReviewsQuerySchema>;

// ours: answer of `GET /api/reviews/newest`, newest first.
export const newestReviewsResponseSchema = z.object({
  reviews: z.array(reviewWithProductSchema),
  total: z.number().int().nonnegative(),
});
export type NewestReviewsResponse = z.infer<typeof newestReviewsResponseSchema>;

// ours: a reviewer with her published reviews and the likes ("pochwały") they got.
export const activeReviewerSchema = userSummarySchema.extend({
  reviewCount: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
});
export type ActiveReviewer = z.infer<typeof activeReviewerSchema>;

// ours: query of `GET /api/reviewers`.
export const reviewersQuerySchema = z.object({
  page: pageQuery,
  pageSize: queryInt({ min: 1, max: PAGES_LIMITS.reviewersMaxPageSize, fallback: PAGES_LIMITS.reviewersPageSize }),
});
export type ReviewersQuery = z.infer<typeof reviewersQuerySchema>;

// ours: answer of `GET /api/reviewers` (`/recenzentki.html`): most published reviews first, then most likes.
export const reviewersResponseSchema = z.object({
  reviewers: z.array(activeReviewerSchema),
  total: z.number().int().nonnegative(),
});
export type ReviewersResponse = z.infer<typeof reviewersResponseSchema>;
