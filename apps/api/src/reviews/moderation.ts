import {
  ACCOUNT_MESSAGES,
  REVIEW_MESSAGES,
  type ModerationDecision,
  type ModerationQueueQuery,
  type ModerationQueueResponse,
} from '@kwc/domain';
import { eq, sql } from 'drizzle-orm';

import type { AccountConfig } from '../accounts/config';
import { insertLink, linkUrl } from '../accounts/links';
import type { Mailer } from '../accounts/mail';
import { userById } from '../accounts/store';
import { recordActivity, removeActivity } from '../community/activity';
import { refreshRank } from '../community/counters';
import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import type { CatalogueDictionary } from '../catalog/dictionary';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import { decisionMail } from './review-mails';
import { authorOf, recordEvent, remarkOf, toReview, type ReviewRow } from './review-rows';

const QUEUE_PAGE_SIZE = 20;

/**
 * The moderator role, from the stored account (never the token): 403 otherwise. Where the
 * configuration requires it, also two-step verification turned on: every login of such an account
 * then passed the second step (`startSession`).
 */
export async function requireModerator(
  db: Database,
  config: Pick<AccountConfig, 'moderatorTwoFactor'>,
  userId: number,
) {
  const user = await userById(db, userId);
  if (!user || user.role !== 'moderator') throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
  if (!actsAsModerator(user, config)) {
    throw new ForbiddenError(ACCOUNT_MESSAGES.moderatorTwoFactorRequired, 'two_factor_required');
  }
  return user;
}

/** Whether an account has a moderator's rights now: the role, and two-step verification where required. */
export function actsAsModerator(
  user: { role: string; totpEnabledAt: Date | null },
  config: Pick<AccountConfig, 'moderatorTwoFactor'>,
): boolean {
  return user.role === 'moderator' && (!config.moderatorTwoFactor || user.totpEnabledAt !== null);
}

/** `GET /moderation/reviews`: new reviews and edits of published ones in a state, oldest sent first. */
export async function moderationQueue(
  db: Database,
  dictionary: CatalogueDictionary,
  query: ModerationQueueQuery,
): Promise<ModerationQueueResponse> {
  await dictionary.ready();
  const asReview = sql`r.status = ${query.status}`;
  const asRevision = sql`r.status = 'published' and r.revision->>'status' = ${query.status}`;
  const where =
    query.kind === 'review' ? asReview : query.kind === 'revision' ? asRevision : sql`(${asReview} or ${asRevision})`;
  const [rows, [counted]] = await Promise.all([
    queryRows<{ review_id: number; author_published: number; author_reply: string | null } & ProductRow>(
      db,
      sql`select r.id as review_id, ${productColumns},
            (select count(*)::int from reviews p where p.user_id = r.user_id and p.status = 'published') as author_published,
            -- The answer sent with this submission (the reply link's event), not one to earlier remarks.
            (select e.message from review_events e where e.review_id = r.id
              order by e.id desc limit 1) as author_reply
          from reviews r join products on products.id = r.product_id
          where ${where}
          order by r.submitted_at asc nulls last, r.id asc
          limit ${QUEUE_PAGE_SIZE} offset ${(query.page - 1) * QUEUE_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from reviews r where ${where}`),
  ]);
  const reviews = new Map<number, ReviewRow>();
  if (rows.length > 0) {
    const found = await db
      .select()
      .from(t.reviews)
      .where(sql`${t.reviews.id} in ${rows.map((row) => row.review_id)}`);
    for (const review of found) reviews.set(review.id, review);
  }
  const items = [];
  for (const row of rows) {
    const review = reviews.get(row.review_id)!;
    items.push({
      kind: review.status === 'published' && review.revision ? ('revision' as const) : ('review' as const),
      review: toReview(review, await authorOf(db, review.userId)),
      product: toProduct(row, dictionary),
      authorPublishedReviews: row.author_published,
      authorReply: row.author_reply,
    });
  }
  return { items, total: counted?.total ?? 0 };
}

/**
 * The product's rating and count and the author's count, from published reviews only, written in
 * the decision's transaction (the change log then re-indexes the product and purges its tags).
 */
async function refreshAggregates(tx: Pick<Database, 'execute'>, productId: number, userId: number) {
  await tx.execute(sql`
    update products set
      number_of_reviews = s.n,
      rating = case when s.n > 0 then round(s.average::numeric, 2)::real else 0 end
    from (select count(*)::int as n, avg(rating) as average from reviews
          where product_id = ${productId} and status = 'published') s
    where products.id = ${productId}`);
  await tx.execute(sql`
    update users set reviews_count = (select count(*)::int from reviews where user_id = ${userId} and status = 'published')
    where id = ${userId}`);
}

export interface DecisionContext {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** Where the author objects (the contact address of the mails). */
  origin: string;
}

/**
 * `POST /moderation/reviews/{id}/decision`. A pending review, or the pending revision of a
 * published one, is published, sent back or rejected; a published review may be hidden. The
 * history, the aggregates and the author's count change in one transaction; the mail follows.
 */
export async function decide(
  ctx: DecisionContext,
  moderatorId: number,
  reviewId: number,
  decision: ModerationDecision,
) {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.reviews).where(eq(t.reviews.id, reviewId)).for('update');
    if (!row) throw new NotFoundError(REVIEW_MESSAGES.unknownReview);
    const onRevision = row.status === 'published' && row.revision?.status === 'pending' && decision.decision !== 'hide';
    const decidable =
      decision.decision === 'hide' ? row.status === 'published' : onRevision || row.status === 'pending';
    if (!decidable) throw new ConflictError(REVIEW_MESSAGES.notDecidable);
    const remarks =
      decision.decision === 'publish' ? null : remarkOf(decision.decision, decision.reasonCodes, decision.remark, now);
    const to =
      decision.decision === 'publish'
        ? 'published'
        : decision.decision === 'request_changes'
          ? 'needs_changes'
          : decision.decision === 'reject'
            ? 'rejected'
            : 'hidden';
    let set: Partial<typeof t.reviews.$inferInsert>;
    if (onRevision) {
      const { status: _status, remarks: _remarks, ...content } = row.revision!;
      set =
        decision.decision === 'publish'
          ? { ...content, revision: null, remarks: null }
          : { revision: { ...row.revision!, status: to as 'needs_changes' | 'rejected', remarks } };
    } else {
      set = { status: to, remarks, ...(to === 'published' ? { publishedAt: row.publishedAt ?? now } : {}) };
    }
    await tx
      .update(t.reviews)
      .set({ ...set, updatedAt: now })
      .where(eq(t.reviews.id, reviewId));
    await recordEvent(tx, {
      reviewId,
      actorId: moderatorId,
      from: onRevision ? 'pending' : row.status,
      to,
      revision: onRevision,
      reasonCodes: decision.reasonCodes,
      remark: decision.remark,
      at: now,
    });
    // Only a change of what is public moves the figures: publishing, an edit going live, hiding.
    if (to === 'published' || to === 'hidden') {
      await refreshAggregates(tx, row.productId, row.userId);
      await refreshRank(tx, row.userId);
    }
    // Followers see a review once, when it first goes public; hiding it takes it out of their feeds.
    if (to === 'published' && !onRevision) {
      await recordActivity(tx, {
        actorId: row.userId,
        kind: 'review',
        productId: row.productId,
        reviewId,
        createdAt: row.publishedAt ?? now,
      });
    }
    if (to === 'hidden') await removeActivity(tx, { actorId: row.userId, kind: 'review', productId: row.productId });
    // The author answers through a one-time link; it is made with the decision or not at all.
    let replyToken: string | null = null;
    if (decision.decision === 'request_changes') {
      const [author] = await tx.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, row.userId));
      replyToken = await insertLink(tx, now, {
        kind: 'review_reply',
        userId: row.userId,
        email: author!.email,
        reviewId,
      });
    }
    return { row, to, remarks, onRevision, replyToken };
  });
  const author = await userById(ctx.db, outcome.row.userId);
  const [product] = await ctx.db
    .select({ name: t.products.name, urlPath: t.products.urlPath })
    .from(t.products)
    .where(eq(t.products.id, outcome.row.productId));
  if (author) {
    ctx.mailer.send(
      decisionMail({
        to: author.email,
        decision: decision.decision,
        revision: outcome.onRevision,
        productName: product?.name ?? `KWC-${outcome.row.productId}`,
        title: outcome.row.revision?.title ?? outcome.row.title,
        remarks: outcome.remarks,
        replyUrl: outcome.replyToken && linkUrl(ctx.origin, 'review_reply', outcome.replyToken),
      }),
    );
  }
  return { ok: true as const };
}
