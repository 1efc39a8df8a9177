// In the reviews area, not constants/api-paths.ts: the anonymous first view keeps that module.
/** Paths of the review-writing and moderation calls (`REVIEW_API` adds methods and schemas). ours. */
export const REVIEW_API_PATHS = {
  myReview: '/api/reviews/mine',
  createReview: '/api/reviews',
  updateReview: '/api/reviews/{reviewId}',
  uploadReviewPhoto: '/api/reviews/photos',
  reviewShops: '/api/reviews/shops',
  reviewEvents: '/api/reviews/{reviewId}/events',
  likeReview: '/api/reviews/{reviewId}/like',
  unlikeReview: '/api/reviews/{reviewId}/like',
  likedReviews: '/api/reviews/liked',
  ticketReply: '/api/reviews/reply/{replyHash}',
  sendTicketReply: '/api/reviews/reply/{replyHash}',
  moderationQueue: '/api/moderation/reviews',
  moderationDecision: '/api/moderation/reviews/{reviewId}/decision',
  productReviewCounts: '/api/catalog/product-review-counts',
} as const satisfies Record<string, `/${string}`>;

/** The site's pages of this area (spec section 2, and ours for the moderation queue and the rules). */
export const REVIEW_PAGE_PATHS = {
  create: (productId: number) => `/review/create/${productId}`,
  edit: (productId: number, reviewId: number) => `/review/edit/${productId}/${reviewId}`,
  ticketReply: (replyHash: string) => `/review/ticket-reply/${replyHash}`,
  // ours: the spec names no moderation page.
  moderation: '/moderacja',
  // ours: "Jak weryfikujemy opinie" (EU Omnibus, UOKiK), linked beside every star average; a CMS
  // page on the existing `/kwc-{slug}` route, its content in the seed.
  howWeVerify: '/kwc-jak-weryfikujemy-opinie',
} as const;
