import { z } from 'zod';

import { REVIEW } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { dateTimeSchema, idSchema, queryInt } from '../schemas/common';
import { pageQuery } from '../schemas/page-query';
import { productSchema, userSummarySchema } from '../schemas/product';
import { requiredText } from '../validation/fields';
import { REVIEW_MESSAGES } from './review-messages';
import { REVIEW_REASON_CODES, REVIEW_REASONS, type ReviewReasonCode } from './review-reasons';
import {
  hairTypeSchema,
  purchaseSourceSchema,
  receivedAsSchema,
  reviewInputSchema,
  reviewPhotoSchema,
  reviewSchema,
  reviewStatusSchema,
  skinTypeSchema,
  usageTimeSchema,
} from './review';

// ours: writing, moderating and liking reviews (DESIGN.md section 4 "Reviews and moderation").

/**
 * A draft ("szkic") as the author types: every field may be missing or unfinished; only types and
 * upper limits hold. Submitting checks the whole `reviewInputSchema`.
 */
export const reviewDraftSchema = z.object({
  rating: z.number().int().min(1).max(5).nullable().optional(),
  title: z.string().max(REVIEW.titleMaxLength, { error: VALIDATION_MESSAGES.tooLong }).optional(),
  body: z.string().max(REVIEW.bodyMaxLength, { error: VALIDATION_MESSAGES.tooLong }).optional(),
  usageTime: usageTimeSchema.nullable().optional(),
  packagesUsed: z.number().int().min(1).max(99).nullable().optional(),
  purchaseSource: purchaseSourceSchema.nullable().optional(),
  shopId: idSchema.nullable().optional(),
  pros: z.string().max(1000, { error: VALIDATION_MESSAGES.tooLong }).nullable().optional(),
  cons: z.string().max(1000, { error: VALIDATION_MESSAGES.tooLong }).nullable().optional(),
  skinType: skinTypeSchema.nullable().optional(),
  hairType: hairTypeSchema.nullable().optional(),
  receivedAs: receivedAsSchema.nullable().optional(),
  photoIds: z.array(idSchema).max(REVIEW.maxPhotos, { error: REVIEW_MESSAGES.tooManyPhotos }).optional(),
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/**
 * `POST /api/reviews`: starts the author's review of a product, as a draft or sent at once. A
 * second review of the same product answers 409 with the existing review's id.
 */
export const createReviewRequestSchema = z.discriminatedUnion('submit', [
  z.object({ productId: idSchema, submit: z.literal(false), draft: reviewDraftSchema }),
  z.object({ productId: idSchema, submit: z.literal(true), review: reviewInputSchema }),
]);
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/**
 * `PATCH /api/reviews/{reviewId}`: saves a draft (`submit: false`, the draft's fields) or sends the
 * review (`submit: true`, the whole review) — a draft or one that needs changes goes to pending; a
 * published one gets a pending revision while it stays published.
 */
export const updateReviewRequestSchema = z.discriminatedUnion('submit', [
  z.object({ submit: z.literal(false), draft: reviewDraftSchema }),
  z.object({ submit: z.literal(true), review: reviewInputSchema }),
]);
export type UpdateReviewRequest = z.infer<typeof updateReviewRequestSchema>;

export const reviewIdParamsSchema = z.object({ reviewId: z.coerce.number().int().positive() });

/** `GET /api/reviews/mine?productId=`: the author's review of a product, whatever its state (`null` when none). */
export const myReviewQuerySchema = z.object({ productId: queryInt({ min: 1 }) });

/** The author's review with what the form shows: the draft's unfinished fields too. */
export const myReviewResponseSchema = z.object({
  review: reviewSchema,
  /** The unfinished fields while the review is a draft (else `null`). */
  draft: reviewDraftSchema.nullable(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

/**
 * `GET /api/reviews/mine`: the author's review, or `null` when she has none yet. An answer, not a 404:
 * every product page asks it for a signed-in visitor, and a 404 is an error in the browser's console.
 */
export const myReviewLookupResponseSchema = myReviewResponseSchema.nullable();

/** `POST /api/reviews/photos` (multipart field `photo`): one photo, resized; its id goes into `photoIds`. */
export const reviewPhotoResponseSchema = z.object({ photo: reviewPhotoSchema });

/** A moderator's decision (`POST /api/moderation/reviews/{reviewId}/decision`). */
export const moderationDecisionSchema = z
  .object({
    decision: z.enum(['publish', 'request_changes', 'reject', 'hide']),
    reasonCodes: z.array(z.enum(REVIEW_REASON_CODES)).default([]),
    remark: z.string().trim().max(2000, { error: VALIDATION_MESSAGES.tooLong }).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.decision === 'publish') return;
    const codes: readonly ReviewReasonCode[] = value.reasonCodes;
    if (codes.length === 0) {
      context.addIssue({ code: 'custom', path: ['reasonCodes'], message: REVIEW_MESSAGES.reasonsRequired });
      return;
    }
    const wanted = value.decision === 'request_changes' ? 'fixable' : value.decision === 'reject' ? 'final' : null;
    if (wanted && !codes.every((code) => REVIEW_REASONS[code].kind === wanted)) {
      context.addIssue({ code: 'custom', path: ['reasonCodes'], message: REVIEW_MESSAGES.reasonsKind });
    }
  });
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** `GET /api/moderation/reviews`: the queue, oldest first. */
export const moderationQueueQuerySchema = z.object({
  status: z.enum(['pending', 'needs_changes', 'rejected', 'published', 'hidden']).default('pending'),
  /** A new review or an edit of a published one. */
  kind: z.enum(['all', 'review', 'revision']).default('all'),
  page: pageQuery,
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export const moderationQueueItemSchema = z.object({
  kind: z.enum(['review', 'revision']),
  review: reviewSchema,
  product: productSchema,
  /** The author's published reviews so far (a glance at who writes). */
  authorPublishedReviews: z.number().int().nonnegative(),
  /** The author's answer to the last remarks (`/review/ticket-reply`), if any. */
  authorReply: z.string().nullable(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationQueueResponseSchema = z.object({
  items: z.array(moderationQueueItemSchema),
  total: z.number().int().nonnegative(),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

/** One entry of a review's append-only history. */
export const reviewEventSchema = z.object({
  id: idSchema,
  from: reviewStatusSchema.nullable(),
  to: reviewStatusSchema,
  /** Whether it concerned the pending revision of a published review. */
  revision: z.boolean(),
  actor: userSummarySchema,
  reasonCodes: z.array(z.string()),
  remark: z.string().nullable(),
  /** The author's answer sent with the reply link (`/review/ticket-reply`). */
  message: z.string().nullable(),
  at: dateTimeSchema,
});
export const reviewEventsResponseSchema = z.object({ events: z.array(reviewEventSchema) });

export const replyHashParamsSchema = z.object({ replyHash: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

/** `GET /api/reviews/reply/{replyHash}`: the review the remarks are about (its author logged in). */
export const ticketReplyResponseSchema = z.object({ review: reviewSchema, product: productSchema });
export type TicketReplyResponse = z.infer<typeof ticketReplyResponseSchema>;

/** `POST /api/reviews/reply/{replyHash}`: the author's answer and the corrected review; back to pending. */
export const ticketReplyRequestSchema = z.object({
  message: requiredText().max(5000, { error: VALIDATION_MESSAGES.tooLong }),
  review: reviewInputSchema,
});
export type TicketReplyRequest = z.infer<typeof ticketReplyRequestSchema>;

/** `POST` / `DELETE /api/reviews/{reviewId}/like`: "pochwała", one per user and review. */
export const reviewLikeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int().nonnegative() });

/** `GET /api/reviews/liked?ids[]=`: which of these reviews the user has praised. */
export const likedReviewsResponseSchema = z.object({ reviewIds: z.array(idSchema) });

/** `GET /api/reviews/shops`: the catalogue's shops for the form's 'where bought', by name. */
export const reviewShopsResponseSchema = z.object({
  shops: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type ReviewShopsResponse = z.infer<typeof reviewShopsResponseSchema>;

/** `GET /api/catalog/product-review-counts?productId=`: transparency counts (EU Omnibus). */
export const productReviewCountsResponseSchema = z.object({
  published: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  /** Taken down after publication (hidden) or withdrawn by the author. */
  withdrawn: z.number().int().nonnegative(),
  /** Published reviews of products received free or in a test campaign (the next two together). */
  publishedReceivedFree: z.number().int().nonnegative(),
  /** Published reviews of products received free (`receivedAs: 'free'`). */
  publishedFree: z.number().int().nonnegative(),
  /** Published reviews of products from a KWC test campaign (`receivedAs: 'test_campaign'`). */
  publishedTestCampaign: z.number().int().nonnegative(),
});
export type ProductReviewCounts = z.infer<typeof productReviewCountsResponseSchema>;
