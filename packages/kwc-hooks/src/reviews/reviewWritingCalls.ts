import {
  REVIEW_API,
  type CreateReviewRequest,
  type ModerationDecision,
  type ModerationQueueQuery,
  type TicketReplyRequest,
  type UpdateReviewRequest,
} from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** The parsed answer of a `REVIEW_API` call (kwc-hooks has no zod of its own to infer with). */
export type ReviewAnswer<K extends keyof typeof REVIEW_API> = ReturnType<(typeof REVIEW_API)[K]['response']['parse']>;

/**
 * Writing, liking and moderating reviews (`REVIEW_API`, ours). Errors as the account calls:
 * `ApiResponseError` with the Polish `fields` of a 400; a 409 on create carries the existing `reviewId`.
 */
export interface ReviewWritingCalls {
  /** The author's review of a product in any state; a 404 when there is none. */
  getMyReview(productId: number, options?: RequestOptions): Promise<ReviewAnswer<'myReview'>>;
  createReview(body: CreateReviewRequest, options?: RequestOptions): Promise<ReviewAnswer<'createReview'>>;
  updateReview(
    reviewId: number,
    body: UpdateReviewRequest,
    options?: RequestOptions,
  ): Promise<ReviewAnswer<'updateReview'>>;
  /** Sends the image as the multipart field `photo`; the answer's id goes into `photoIds`. */
  uploadReviewPhoto(file: Blob, options?: RequestOptions): Promise<ReviewAnswer<'uploadReviewPhoto'>>;
  getReviewEvents(reviewId: number, options?: RequestOptions): Promise<ReviewAnswer<'reviewEvents'>>;
  /** The catalogue's shops for 'where bought'. */
  getReviewShops(options?: RequestOptions): Promise<ReviewAnswer<'reviewShops'>>;
  likeReview(reviewId: number, options?: RequestOptions): Promise<ReviewAnswer<'likeReview'>>;
  unlikeReview(reviewId: number, options?: RequestOptions): Promise<ReviewAnswer<'unlikeReview'>>;
  /** Which of these reviews the user likes. */
  getLikedReviews(ids: readonly number[], options?: RequestOptions): Promise<ReviewAnswer<'likedReviews'>>;
  getTicketReply(replyHash: string, options?: RequestOptions): Promise<ReviewAnswer<'ticketReply'>>;
  sendTicketReply(
    replyHash: string,
    body: TicketReplyRequest,
    options?: RequestOptions,
  ): Promise<ReviewAnswer<'sendTicketReply'>>;
  /** A 403 for anyone without the moderator role. */
  getModerationQueue(
    query?: Partial<ModerationQueueQuery>,
    options?: RequestOptions,
  ): Promise<ReviewAnswer<'moderationQueue'>>;
  decideReview(
    reviewId: number,
    decision: ModerationDecision,
    options?: RequestOptions,
  ): Promise<ReviewAnswer<'moderationDecision'>>;
  getProductReviewCounts(productId: number, options?: RequestOptions): Promise<ReviewAnswer<'productReviewCounts'>>;
}

export function reviewWritingCalls({ request }: Transport): ReviewWritingCalls {
  return {
    getMyReview: (productId, opts) =>
      request(
        { ...at(REVIEW_API.myReview), query: { productId }, schema: REVIEW_API.myReview.response, front: true },
        opts,
      ),
    createReview: (body, opts) =>
      request({ ...at(REVIEW_API.createReview), body, schema: REVIEW_API.createReview.response, front: true }, opts),
    updateReview: (reviewId, body, opts) =>
      request(
        { ...at(REVIEW_API.updateReview, { reviewId }), body, schema: REVIEW_API.updateReview.response, front: true },
        opts,
      ),
    uploadReviewPhoto(file, opts) {
      const form = new FormData();
      form.append(REVIEW_API.uploadReviewPhoto.upload, file);
      return request(
        { ...at(REVIEW_API.uploadReviewPhoto), body: form, schema: REVIEW_API.uploadReviewPhoto.response, front: true },
        opts,
      );
    },
    getReviewEvents: (reviewId, opts) =>
      request(
        { ...at(REVIEW_API.reviewEvents, { reviewId }), schema: REVIEW_API.reviewEvents.response, front: true },
        opts,
      ),
    likeReview: (reviewId, opts) =>
      request(
        { ...at(REVIEW_API.likeReview, { reviewId }), schema: REVIEW_API.likeReview.response, front: true },
        opts,
      ),
    unlikeReview: (reviewId, opts) =>
      request(
        { ...at(REVIEW_API.unlikeReview, { reviewId }), schema: REVIEW_API.unlikeReview.response, front: true },
        opts,
      ),
    getReviewShops: (opts) =>
      request({ ...at(REVIEW_API.reviewShops), schema: REVIEW_API.reviewShops.response, front: true }, opts),
    getLikedReviews: (ids, opts) =>
      request(
        { ...at(REVIEW_API.likedReviews), query: { ids }, schema: REVIEW_API.likedReviews.response, front: true },
        opts,
      ),
    getTicketReply: (replyHash, opts) =>
      request(
        { ...at(REVIEW_API.ticketReply, { replyHash }), schema: REVIEW_API.ticketReply.response, front: true },
        opts,
      ),
    sendTicketReply: (replyHash, body, opts) =>
      request(
        {
          ...at(REVIEW_API.sendTicketReply, { replyHash }),
          body,
          schema: REVIEW_API.sendTicketReply.response,
          front: true,
        },
        opts,
      ),
    getModerationQueue: (query = {}, opts) =>
      request(
        {
          ...at(REVIEW_API.moderationQueue),
          query: { status: query.status, kind: query.kind, page: query.page },
          schema: REVIEW_API.moderationQueue.response,
          front: true,
        },
        opts,
      ),
    decideReview: (reviewId, decision, opts) =>
      request(
        {
          ...at(REVIEW_API.moderationDecision, { reviewId }),
          body: decision,
          schema: REVIEW_API.moderationDecision.response,
          front: true,
        },
        opts,
      ),
    getProductReviewCounts: (productId, opts) =>
      request(
        {
          ...at(REVIEW_API.productReviewCounts),
          query: { productId },
          schema: REVIEW_API.productReviewCounts.response,
          front: false,
        },
        opts,
      ),
  };
}
