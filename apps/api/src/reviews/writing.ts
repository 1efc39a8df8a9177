import {
  ACCOUNT_MESSAGES,
  isUnder16,
  REVIEW_MESSAGES,
  todayInPoland,
  VALIDATION_MESSAGES,
  type MyReviewResponse,
  type ReviewDraft,
  type ReviewInput,
} from '@kwc/domain';
import { and, eq } from 'drizzle-orm';

import { userById } from '../accounts/store';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors';
import {
  authorOf,
  checkShop,
  draftColumns,
  inputColumns,
  ownPhotos,
  recordEvent,
  revisionOf,
  toReview,
  type ReviewRow,
} from './review-rows';

/** What the writing calls need. */
export interface WritingContext {
  db: Database;
  now: () => Date;
}

/**
 * The four guards of spec section 4 on the server, from the stored account (a token may be older
 * than the account's last change): logged in, details filled, 16 or older, e-mail confirmed.
 */
export async function reviewerGuard(ctx: WritingContext, userId: number) {
  const user = await userById(ctx.db, userId);
  if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired);
  if (!user.username || !user.birthDate) throw new ForbiddenError(REVIEW_MESSAGES.detailsRequired);
  if (isUnder16(user.birthDate, todayInPoland(ctx.now()))) throw new ForbiddenError(VALIDATION_MESSAGES.tooYoung);
  if (!user.isActive) throw new ForbiddenError(ACCOUNT_MESSAGES.accountInactive);
  return user;
}

async function answer(db: Pick<Database, 'select'>, row: ReviewRow): Promise<MyReviewResponse> {
  return {
    review: toReview(row, await authorOf(db, row.userId)),
    draft: row.status === 'draft' ? (row.draft ?? {}) : null,
  };
}

/** `GET /reviews/mine?productId=`: the author's review of a product, whatever its state; `null` when none. */
export async function myReview(
  ctx: WritingContext,
  userId: number,
  productId: number,
): Promise<MyReviewResponse | null> {
  const [row] = await ctx.db
    .select()
    .from(t.reviews)
    .where(and(eq(t.reviews.userId, userId), eq(t.reviews.productId, productId)));
  return row ? answer(ctx.db, row) : null;
}

/** A product one may review: it exists and is public. */
async function checkProduct(db: Pick<Database, 'select'>, productId: number) {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(eq(t.products.id, productId), eq(t.products.isPublic, true)));
  if (!product) throw new NotFoundError(REVIEW_MESSAGES.unknownProduct);
}

export type WriteRequest = { submit: false; draft: ReviewDraft } | { submit: true; review: ReviewInput };

/**
 * `POST /reviews`: the author's first review of a product, a draft or sent at once. The UNIQUE
 * index (user, product) decides a race: the loser gets 409 with the winner's id.
 */
export async function createReview(
  ctx: WritingContext,
  userId: number,
  productId: number,
  request: WriteRequest,
): Promise<MyReviewResponse> {
  await reviewerGuard(ctx, userId);
  await checkProduct(ctx.db, productId);
  const content = request.submit ? request.review : request.draft;
  await checkShop(ctx.db, content.shopId);
  const photos = await ownPhotos(ctx.db, userId, content.photoIds ?? []);
  const now = ctx.now();
  const columns = request.submit
    ? { ...inputColumns(request.review, photos), status: 'pending' as const, submittedAt: now }
    : { ...draftColumns(request.draft, photos), status: 'draft' as const };
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(t.reviews)
      .values({ ...columns, productId, userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [t.reviews.userId, t.reviews.productId] })
      .returning();
    if (!inserted) return null;
    await recordEvent(tx, { reviewId: inserted.id, actorId: userId, from: null, to: inserted.status, at: now });
    return inserted;
  });
  if (!row) {
    const [existing] = await ctx.db
      .select({ id: t.reviews.id })
      .from(t.reviews)
      .where(and(eq(t.reviews.userId, userId), eq(t.reviews.productId, productId)));
    throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed, { reviewId: existing?.id });
  }
  return answer(ctx.db, row);
}

/** The author's own review, locked for the change; another's is 403, a missing one 404. */
export async function ownReviewForUpdate(db: Pick<Database, 'select'>, userId: number, reviewId: number) {
  const [row] = await db.select().from(t.reviews).where(eq(t.reviews.id, reviewId)).for('update');
  if (!row) throw new NotFoundError(REVIEW_MESSAGES.unknownReview);
  if (row.userId !== userId) throw new ForbiddenError(REVIEW_MESSAGES.notYourReview);
  return row;
}

/**
 * `PATCH /reviews/{id}`: saves a draft, or sends the review — a draft or one that needs changes
 * goes to pending, a pending one is replaced, a published one gets a pending revision.
 */
export async function updateReview(
  ctx: WritingContext,
  userId: number,
  reviewId: number,
  request: WriteRequest,
): Promise<MyReviewResponse> {
  await reviewerGuard(ctx, userId);
  const content = request.submit ? request.review : request.draft;
  await checkShop(ctx.db, content.shopId);
  const photos = await ownPhotos(ctx.db, userId, content.photoIds ?? []);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownReviewForUpdate(tx, userId, reviewId);
    const set = (values: Partial<typeof t.reviews.$inferInsert>) =>
      tx
        .update(t.reviews)
        .set({ ...values, updatedAt: now })
        .where(eq(t.reviews.id, reviewId))
        .returning()
        .then((rows) => rows[0]!);
    if (!request.submit) {
      if (current.status !== 'draft') throw new ConflictError(REVIEW_MESSAGES.notEditable);
      return set(draftColumns(request.draft, photos));
    }
    const columns = inputColumns(request.review, photos);
    switch (current.status) {
      case 'draft':
      case 'needs_changes':
      case 'pending': {
        const updated = await set({ ...columns, draft: null, status: 'pending', submittedAt: now, remarks: null });
        if (current.status !== 'pending') {
          await recordEvent(tx, { reviewId, actorId: userId, from: current.status, to: 'pending', at: now });
        }
        return updated;
      }
      case 'published': {
        // The published text stays public; the edit waits for a decision beside it.
        const updated = await set({ revision: revisionOf(request.review, photos), submittedAt: now });
        await recordEvent(tx, {
          reviewId,
          actorId: userId,
          from: current.revision?.status ?? null,
          to: 'pending',
          revision: true,
          at: now,
        });
        return updated;
      }
      default:
        throw new ConflictError(REVIEW_MESSAGES.notEditable);
    }
  });
  return answer(ctx.db, row);
}

/** `GET /reviews/{id}/events`: the history, for its author and the moderators. */
export async function reviewEvents(db: Database, viewer: { id: number; moderator: boolean }, reviewId: number) {
  const [review] = await db.select({ userId: t.reviews.userId }).from(t.reviews).where(eq(t.reviews.id, reviewId));
  if (!review) throw new NotFoundError(REVIEW_MESSAGES.unknownReview);
  if (review.userId !== viewer.id && !viewer.moderator) throw new ForbiddenError(REVIEW_MESSAGES.notYourReview);
  const rows = await db
    .select({
      id: t.reviewEvents.id,
      from: t.reviewEvents.from,
      to: t.reviewEvents.to,
      revision: t.reviewEvents.revision,
      reasonCodes: t.reviewEvents.reasonCodes,
      remark: t.reviewEvents.remark,
      message: t.reviewEvents.message,
      at: t.reviewEvents.createdAt,
      actorId: t.users.id,
      username: t.users.username,
      avatar: t.users.avatar,
      rank: t.users.rank,
    })
    .from(t.reviewEvents)
    .innerJoin(t.users, eq(t.users.id, t.reviewEvents.actorId))
    .where(eq(t.reviewEvents.reviewId, reviewId))
    .orderBy(t.reviewEvents.id);
  return {
    events: rows.map((row) => ({
      id: row.id,
      from: row.from as never,
      to: row.to as never,
      revision: row.revision,
      actor: { userId: row.actorId, username: row.username ?? '', avatar: row.avatar, rank: row.rank },
      reasonCodes: row.reasonCodes,
      remark: row.remark,
      message: row.message,
      at: row.at.toISOString(),
    })),
  };
}
