import {
  COOKIE_NAMES,
  PAGES_LIMITS,
  isProductReviewSort,
  type ProductReviewSort,
  type PublicReview,
} from '@kwc/domain';
import type { ProductReviewsQueryInput } from '@kwc/hooks';
import type { ReviewCardData } from '@kwc/ui';

/** The cookie keeping the visitor's review order (spec section 7). */
export const REVIEW_SORT_COOKIE = COOKIE_NAMES.selectedReviewSort;

/** How long the chosen order is remembered. ours: the spec gives the cookie no lifetime. */
export const REVIEW_SORT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const DEFAULT_REVIEW_SORT: ProductReviewSort = 'newest';

/** The order in the cookie, when it is one of `PRODUCT_REVIEW_SORTS`; else the newest first. */
export function reviewSortFromCookie(value: string | null | undefined): ProductReviewSort {
  return isProductReviewSort(value) ? value : DEFAULT_REVIEW_SORT;
}

/**
 * One page of a product's reviews. Every field is spelled out, so the key the loader prefills
 * (`productReviewsKey`) is exactly the one the page asks for.
 */
export function reviewsQuery(sku: string, sort: ProductReviewSort, page: number): ProductReviewsQueryInput {
  return { sku, sort, page, pageSize: PAGES_LIMITS.reviewsPageSize };
}

/**
 * What `ReviewCard` shows of a published review. A public review has no creation date: its
 * publication date stands in for it.
 */
export function reviewCardData(review: PublicReview): ReviewCardData {
  return {
    author: review.author,
    rating: review.rating,
    title: review.title,
    body: review.body,
    pros: review.pros,
    cons: review.cons,
    likes: review.likes,
    createdAt: review.publishedAt,
    publishedAt: review.publishedAt,
    skinType: review.skinType,
    hairType: review.hairType,
    // `ReviewCard` requires a usage time, which reviews older than the form may lack (the API
    // sends null); the card would then print it blank. Reported to the kwc-ui owner.
    usageTime: review.usageTime as ReviewCardData['usageTime'],
    photos: review.photos,
    receivedAs: review.receivedAs,
  };
}
