import { REVIEW_MESSAGES, type ProductReviewCounts } from '@kwc/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import { refreshRank } from '../community/counters';
import * as t from '../db/schema';
import { BadRequestError, NotFoundError } from '../http/errors';

/**
 * `POST` / `DELETE /reviews/{id}/like`: praise a published review of someone else, or take it back.
 * Idempotent (the primary key); the counters move only when a row was added or removed, in the
 * same transaction: the review's likes, the author's `notes_plus_count`, the liker's `give_notes_count`.
 */
export async function setLike(db: Database, userId: number, reviewId: number, liked: boolean) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: t.reviews.userId, status: t.reviews.status })
      .from(t.reviews)
      .where(eq(t.reviews.id, reviewId))
      .for('update');
    if (!review) throw new NotFoundError(REVIEW_MESSAGES.unknownReview);
    if (review.status !== 'published') throw new NotFoundError(REVIEW_MESSAGES.notPublished);
    if (review.userId === userId) throw BadRequestError.ofFields({ reviewId: REVIEW_MESSAGES.cannotLikeOwn });
    const changed = liked
      ? await tx.insert(t.reviewLikes).values({ reviewId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(t.reviewLikes)
          .where(and(eq(t.reviewLikes.reviewId, reviewId), eq(t.reviewLikes.userId, userId)))
          .returning();
    if (changed.length > 0) {
      const step = liked ? 1 : -1;
      await tx
        .update(t.reviews)
        .set({ likes: sql`greatest(${t.reviews.likes} + ${step}, 0)` })
        .where(eq(t.reviews.id, reviewId));
      await tx
        .update(t.users)
        .set({ notesPlusCount: sql`greatest(${t.users.notesPlusCount} + ${step}, 0)` })
        .where(eq(t.users.id, review.userId));
      await tx
        .update(t.users)
        .set({ giveNotesCount: sql`greatest(${t.users.giveNotesCount} + ${step}, 0)` })
        .where(eq(t.users.id, userId));
      await refreshRank(tx, review.userId);
    }
    const [after] = await tx.select({ likes: t.reviews.likes }).from(t.reviews).where(eq(t.reviews.id, reviewId));
    return { liked, likes: after!.likes };
  });
}

/** `GET /reviews/liked?ids[]=`: which of these reviews the user has praised. */
export async function likedReviews(db: Database, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return { reviewIds: [] };
  const rows = await db
    .select({ reviewId: t.reviewLikes.reviewId })
    .from(t.reviewLikes)
    .where(and(eq(t.reviewLikes.userId, userId), inArray(t.reviewLikes.reviewId, [...ids])));
  return { reviewIds: rows.map((row) => row.reviewId).sort((a, b) => a - b) };
}

/** `GET /catalog/product-review-counts`: the transparency figures of a product's reviews (EU Omnibus). */
export async function productReviewCounts(db: Database, productId: number): Promise<ProductReviewCounts> {
  const [row] = await queryRows<ProductReviewCounts & Record<string, unknown>>(
    db,
    sql`select count(*) filter (where status = 'published')::int as "published",
               count(*) filter (where status = 'rejected')::int as "rejected",
               count(*) filter (where status = 'hidden')::int as "withdrawn",
               count(*) filter (where status = 'published' and received_as is not null)::int as "publishedReceivedFree",
               count(*) filter (where status = 'published' and received_as = 'free')::int as "publishedFree",
               count(*) filter (where status = 'published' and received_as = 'test_campaign')::int as "publishedTestCampaign"
        from reviews where product_id = ${productId}`,
  );
  return row!;
}
