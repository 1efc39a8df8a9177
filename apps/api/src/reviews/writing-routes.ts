import {
  ACCOUNT_MESSAGES,
  createReviewRequestSchema,
  REVIEW_API,
  myReviewQuerySchema,
  REVIEW_MESSAGES,
  reviewIdParamsSchema,
  ticketReplyRequestSchema,
  updateReviewRequestSchema,
} from '@kwc/domain';
import { asc } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { requireSession } from '../accounts/session';
import { countAccountWrite, countHit, type RateRule } from '../shared/rate-limit';
import * as t from '../db/schema';
import { userById } from '../accounts/store';
import type { ApiEnv } from '../http/env';
import { BadRequestError, NotFoundError } from '../http/errors';
import { cacheable } from '../cache/http';
import { jsonBody, validate, validateBody } from '../http/validate';
import { actsAsModerator } from './moderation';
import { likedReviews, productReviewCounts, setLike } from './likes';
import { sendTicketReply, ticketReply, type TicketReplyContext } from './ticket-reply';
import { PHOTO_MAX_BYTES, photoImage, savePhoto } from './photos';
import { createReview, myReview, reviewEvents, reviewerGuard, updateReview, type WritingContext } from './writing';

const loginRequired = (c: Context<ApiEnv>) => requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);
const writing = (c: Context<ApiEnv>): WritingContext => ({ db: c.var.db, now: c.var.accounts.config.now });
/** The review's fields are reported by their own names, not as `review` or `draft`. */
const NESTED = ['review', 'draft'] as const;

/**
 * Per-account limits on sending reviews and uploading photos (DESIGN.md section 4 "Abuse"): well
 * above what an author writes in an hour; drafts saved as she types are not counted.
 */
export const REVIEW_SUBMITS_PER_HOUR = 30;

const reviewLimits = (c: Context<ApiEnv>) => {
  const perHour = c.var.accounts.config.reviewSubmitsPerHour ?? REVIEW_SUBMITS_PER_HOUR;
  return {
    submit: { name: 'review-submit:account', limit: perHour, windowS: 3600 },
    photo: { name: 'review-photo:account', limit: 2 * perHour, windowS: 3600 },
  } satisfies Record<string, RateRule>;
};

const countSubmission = (c: Context<ApiEnv>, kind: 'submit' | 'photo', userId: number) =>
  countHit(c.var.db, reviewLimits(c)[kind], String(userId), c.var.accounts.config.now());

const private_ = (c: Context<ApiEnv>) => c.header('cache-control', 'private, no-store');
const replying = (c: Context<ApiEnv>): TicketReplyContext => ({
  db: c.var.db,
  config: c.var.accounts.config,
  dictionary: c.var.dictionary,
});

/** Writing reviews: the author's review, create, update, photos, history (DESIGN.md section 4). */
export const reviewWritingRoutes = new Hono<ApiEnv>()
  .get('/reviews/mine', async (c) => {
    const session = await loginRequired(c);
    const { productId } = validate(myReviewQuerySchema, c.req.query());
    private_(c);
    return c.json(await myReview(writing(c), session.id, productId));
  })
  .get('/reviews/shops', async (c) => {
    const shops = await c.var.db
      .select({ id: t.partnerShops.id, name: t.partnerShops.name })
      .from(t.partnerShops)
      .orderBy(asc(t.partnerShops.name));
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ shops });
  })
  .post('/reviews', async (c) => {
    const session = await loginRequired(c);
    // The guards come before the body: a visitor who may not write learns that first.
    await reviewerGuard(writing(c), session.id);
    const body = validateBody(createReviewRequestSchema, await jsonBody(c), NESTED);
    if (body.submit) await countSubmission(c, 'submit', session.id);
    private_(c);
    return c.json(await createReview(writing(c), session.id, body.productId, body));
  })
  .post(
    '/reviews/photos',
    bodyLimit({
      // The multipart envelope around a file of the largest allowed size.
      maxSize: PHOTO_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw BadRequestError.ofFields({ photo: REVIEW_MESSAGES.photoTooLarge });
      },
    }),
    async (c) => {
      const session = await loginRequired(c);
      await reviewerGuard(writing(c), session.id);
      await countSubmission(c, 'photo', session.id);
      const form = await c.req.parseBody().catch(() => {
        throw BadRequestError.ofFields({ photo: REVIEW_MESSAGES.photoUnreadable });
      });
      return c.json({ photo: await savePhoto(c.var.db, session.id, form.photo) });
    },
  )
  .get('/reviews/photos/:photoId/:file', async (c) => {
    const image = await photoImage(c.var.db, Number(c.req.param('photoId')), c.req.param('file'));
    if (!image) throw new NotFoundError(REVIEW_MESSAGES.unknownPhoto);
    // The address names the version: other bytes get another address.
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(image), 200, { 'content-type': 'image/webp' });
  })
  .patch('/reviews/:reviewId', async (c) => {
    const session = await loginRequired(c);
    const { reviewId } = validate(reviewIdParamsSchema, c.req.param());
    await reviewerGuard(writing(c), session.id);
    const body = validateBody(updateReviewRequestSchema, await jsonBody(c), NESTED);
    if (body.submit) await countSubmission(c, 'submit', session.id);
    private_(c);
    return c.json(await updateReview(writing(c), session.id, reviewId, body));
  })
  .get('/reviews/:reviewId/events', async (c) => {
    const session = await loginRequired(c);
    const { reviewId } = validate(reviewIdParamsSchema, c.req.param());
    const viewer = await userById(c.var.db, session.id);
    if (!viewer) throw new NotFoundError(REVIEW_MESSAGES.unknownReview);
    private_(c);
    const moderator = actsAsModerator(viewer, c.var.accounts.config);
    return c.json(await reviewEvents(c.var.db, { id: viewer.id, moderator }, reviewId));
  })
  // The one-time reply link of a request for changes (`/review/ticket-reply/{token}`).
  .get('/reviews/reply/:replyHash', async (c) => {
    const session = await loginRequired(c);
    private_(c);
    return c.json(await ticketReply(replying(c), session.id, c.req.param('replyHash')));
  })
  .post('/reviews/reply/:replyHash', async (c) => {
    const session = await loginRequired(c);
    const body = validateBody(ticketReplyRequestSchema, await jsonBody(c), ['review']);
    private_(c);
    return c.json(await sendTicketReply(replying(c), session.id, c.req.param('replyHash'), body));
  })
  .get('/reviews/liked', async (c) => {
    const session = await loginRequired(c);
    const { ids } = validate(REVIEW_API.likedReviews.query, { ids: c.req.queries('ids[]') ?? c.req.queries('ids') });
    private_(c);
    return c.json(await likedReviews(c.var.db, session.id, ids));
  })
  .post('/reviews/:reviewId/like', async (c) => {
    const session = await loginRequired(c);
    await countAccountWrite(c, session.id);
    const { reviewId } = validate(reviewIdParamsSchema, c.req.param());
    return c.json(await setLike(c.var.db, session.id, reviewId, true));
  })
  .delete('/reviews/:reviewId/like', async (c) => {
    const session = await loginRequired(c);
    await countAccountWrite(c, session.id);
    const { reviewId } = validate(reviewIdParamsSchema, c.req.param());
    return c.json(await setLike(c.var.db, session.id, reviewId, false));
  })
  .get('/catalog/product-review-counts', async (c) => {
    const { productId } = validate(REVIEW_API.productReviewCounts.query, c.req.query());
    const answer = await productReviewCounts(c.var.db, productId);
    cacheable(c, [`reviews:product:${productId}`]);
    return c.json(answer);
  });
