import { ACCOUNT_MESSAGES, type TicketReplyRequest, type TicketReplyResponse } from '@kwc/domain';
import { eq, sql } from 'drizzle-orm';

import type { AccountConfig } from '../accounts/config';
import { spendLink, usableLink } from '../accounts/links';
import type { CatalogueDictionary } from '../catalog/dictionary';
import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { LinkInvalidError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import * as rows from './review-rows';
import { reviewerGuard } from './writing';

const KINDS = ['review_reply'] as const;

export interface TicketReplyContext {
  db: Database;
  config: Pick<AccountConfig, 'now'>;
  dictionary: CatalogueDictionary;
}

/** Whether the remarks the link answers still wait: the review, or its published text's revision. */
const awaitsReply = (row: rows.ReviewRow) =>
  row.status === 'needs_changes' || (row.status === 'published' && row.revision?.status === 'needs_changes');

/**
 * `GET /reviews/reply/{token}`: the review with the moderator's remarks and its product, for the
 * link's own author. Another's, a spent or expired link, or remarks already answered: `link_invalid`.
 */
export async function ticketReply(
  ctx: TicketReplyContext,
  userId: number,
  token: string,
): Promise<TicketReplyResponse> {
  const link = await usableLink(ctx.db, ctx.config, token, KINDS, userId);
  const [row] = link.reviewId ? await ctx.db.select().from(t.reviews).where(eq(t.reviews.id, link.reviewId)) : [];
  if (!row || !awaitsReply(row)) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  await ctx.dictionary.ready();
  const [product] = await queryRows<ProductRow>(
    ctx.db,
    sql`select ${productColumns} from products where products.id = ${row.productId}`,
  );
  // A published review's remarks and text are in its `revision`, as on the edit page.
  return {
    review: rows.toReview(row, await rows.authorOf(ctx.db, row.userId)),
    product: toProduct(product!, ctx.dictionary),
  };
}

/**
 * `POST /reviews/reply/{token}`: the corrected review goes back to pending (a published review's
 * revision likewise), the link is spent and the author's message joins the history, in one
 * transaction; the link's UPDATE decides a race of two sends.
 */
export async function sendTicketReply(
  ctx: TicketReplyContext,
  userId: number,
  token: string,
  request: TicketReplyRequest,
) {
  await reviewerGuard({ db: ctx.db, now: ctx.config.now }, userId);
  await rows.checkShop(ctx.db, request.review.shopId);
  const photos = await rows.ownPhotos(ctx.db, userId, request.review.photoIds);
  const now = ctx.config.now();
  await ctx.db.transaction(async (tx) => {
    const link = await spendLink(tx, ctx.config, token, KINDS, userId);
    const [row] = link.reviewId
      ? await tx.select().from(t.reviews).where(eq(t.reviews.id, link.reviewId)).for('update')
      : [];
    if (!row || row.userId !== userId || !awaitsReply(row)) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
    const onRevision = row.status === 'published';
    const set = onRevision
      ? { revision: rows.revisionOf(request.review, photos) }
      : { ...rows.inputColumns(request.review, photos), draft: null, status: 'pending' as const, remarks: null };
    await tx
      .update(t.reviews)
      .set({ ...set, submittedAt: now, updatedAt: now })
      .where(eq(t.reviews.id, row.id));
    await rows.recordEvent(tx, {
      reviewId: row.id,
      actorId: userId,
      from: 'needs_changes',
      to: 'pending',
      revision: onRevision,
      message: request.message,
      at: now,
    });
  });
  return { ok: true as const };
}
