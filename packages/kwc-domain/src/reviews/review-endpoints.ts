// The review calls' table, apart from the spec's tables: the anonymous pages' bundle leaves it out.
import type { EndpointDefinition } from '../schemas/api';
import { okResponseSchema } from '../account/account-api';
import { queryArray } from '../schemas/common';
import { idSchema } from '../schemas/common';
import { z } from 'zod';
import { REVIEW_API_PATHS } from './review-paths';
import {
  createReviewRequestSchema,
  likedReviewsResponseSchema,
  moderationDecisionSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  myReviewQuerySchema,
  myReviewLookupResponseSchema,
  myReviewResponseSchema,
  productReviewCountsResponseSchema,
  reviewShopsResponseSchema,
  replyHashParamsSchema,
  reviewEventsResponseSchema,
  reviewIdParamsSchema,
  reviewLikeResponseSchema,
  reviewPhotoResponseSchema,
  ticketReplyRequestSchema,
  ticketReplyResponseSchema,
  updateReviewRequestSchema,
} from './review-writing';

/** The review calls (DESIGN.md section 4); every one but the counts needs a session. ours. */
export const REVIEW_API = {
  myReview: {
    method: 'GET',
    path: REVIEW_API_PATHS.myReview,
    query: myReviewQuerySchema,
    response: myReviewLookupResponseSchema,
  },
  createReview: {
    method: 'POST',
    path: REVIEW_API_PATHS.createReview,
    body: createReviewRequestSchema,
    response: myReviewResponseSchema,
  },
  updateReview: {
    method: 'PATCH',
    path: REVIEW_API_PATHS.updateReview,
    params: reviewIdParamsSchema,
    body: updateReviewRequestSchema,
    response: myReviewResponseSchema,
  },
  uploadReviewPhoto: {
    method: 'POST',
    path: REVIEW_API_PATHS.uploadReviewPhoto,
    upload: 'photo',
    response: reviewPhotoResponseSchema,
  },
  reviewShops: {
    method: 'GET',
    path: REVIEW_API_PATHS.reviewShops,
    response: reviewShopsResponseSchema,
  },
  reviewEvents: {
    method: 'GET',
    path: REVIEW_API_PATHS.reviewEvents,
    params: reviewIdParamsSchema,
    response: reviewEventsResponseSchema,
  },
  likeReview: {
    method: 'POST',
    path: REVIEW_API_PATHS.likeReview,
    params: reviewIdParamsSchema,
    response: reviewLikeResponseSchema,
  },
  unlikeReview: {
    method: 'DELETE',
    path: REVIEW_API_PATHS.unlikeReview,
    params: reviewIdParamsSchema,
    response: reviewLikeResponseSchema,
  },
  likedReviews: {
    method: 'GET',
    path: REVIEW_API_PATHS.likedReviews,
    query: z.object({ ids: queryArray(z.coerce.number().pipe(idSchema)) }),
    response: likedReviewsResponseSchema,
  },
  ticketReply: {
    method: 'GET',
    path: REVIEW_API_PATHS.ticketReply,
    params: replyHashParamsSchema,
    response: ticketReplyResponseSchema,
  },
  sendTicketReply: {
    method: 'POST',
    path: REVIEW_API_PATHS.sendTicketReply,
    params: replyHashParamsSchema,
    body: ticketReplyRequestSchema,
    response: okResponseSchema,
  },
  moderationQueue: {
    method: 'GET',
    path: REVIEW_API_PATHS.moderationQueue,
    query: moderationQueueQuerySchema,
    response: moderationQueueResponseSchema,
  },
  moderationDecision: {
    method: 'POST',
    path: REVIEW_API_PATHS.moderationDecision,
    params: reviewIdParamsSchema,
    body: moderationDecisionSchema,
    response: okResponseSchema,
  },
  productReviewCounts: {
    method: 'GET',
    path: REVIEW_API_PATHS.productReviewCounts,
    query: z.object({ productId: z.coerce.number().pipe(idSchema) }),
    response: productReviewCountsResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
