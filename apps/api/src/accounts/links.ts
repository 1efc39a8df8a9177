import { randomBytes } from 'node:crypto';

import { ACCOUNT_MESSAGES, isLinkToken, REVIEW, type LinkKind } from '@kwc/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { LinkInvalidError } from '../http/errors';
import { siteOrigin, type AccountConfig } from './config';
import { LINK_PATHS } from './mail-messages';
import { sha256 } from './refresh-tokens';

const HOUR_MS = 3_600_000;

/** How long each kind of one-time link works. */
export const LINK_TTL_MS: Record<LinkKind, number> = {
  activation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  email_change: 24 * HOUR_MS,
  email_change_cancel: 7 * 24 * HOUR_MS,
  review_reply: REVIEW.replyLinkDays * 24 * HOUR_MS,
};

export interface NewLink {
  kind: LinkKind;
  userId: number;
  email: string;
  newEmail?: string;
  /** `review_reply`: the review it answers for. */
  reviewId?: number;
}

/** A link's site address (from KWC_PUBLIC_ORIGIN only, never the Host header). */
export const linkUrl = (origin: string, kind: LinkKind, token: string) => `${origin}${LINK_PATHS[kind]}${token}`;

/**
 * Stores a one-time link (32 random bytes, kept as a hash) inside the caller's transaction and gives
 * its token. Earlier unused links of the same kind for the user (and review) stop working, so only
 * the latest mail counts.
 */
export async function insertLink(tx: Pick<Database, 'update' | 'insert'>, now: Date, link: NewLink): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(t.accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.accountLinks.userId, link.userId),
        eq(t.accountLinks.kind, link.kind),
        isNull(t.accountLinks.usedAt),
        link.reviewId === undefined ? undefined : eq(t.accountLinks.reviewId, link.reviewId),
      ),
    );
  await tx.insert(t.accountLinks).values({
    tokenHash: sha256(token),
    kind: link.kind,
    userId: link.userId,
    email: link.email,
    newEmail: link.newEmail ?? null,
    reviewId: link.reviewId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[link.kind]),
  });
  return token;
}

/** Makes a one-time link in its own transaction and gives its site address. */
export async function createLink(db: Database, config: AccountConfig, link: NewLink): Promise<string> {
  const token = await db.transaction((tx) => insertLink(tx, config.now(), link));
  return linkUrl(siteOrigin(config), link.kind, token);
}

const usable = (config: Pick<AccountConfig, 'now'>, token: string, kinds: readonly LinkKind[]) =>
  and(
    eq(t.accountLinks.tokenHash, sha256(token)),
    inArray(t.accountLinks.kind, [...kinds]),
    isNull(t.accountLinks.usedAt),
    gt(t.accountLinks.expiresAt, config.now()),
  );

/** A usable link's kind and address (`GET /api/user/links/{token}`), else `link_invalid`. */
export async function checkLink(db: Database, config: AccountConfig, token: string) {
  if (!isLinkToken(token)) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  const [row] = await db
    .select({ kind: t.accountLinks.kind, email: t.accountLinks.email })
    .from(t.accountLinks)
    .where(usable(config, token, ['activation', 'password_reset', 'email_change', 'email_change_cancel']));
  if (!row) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  return { kind: row.kind as LinkKind, email: row.email };
}

/**
 * Spends a one-time link of one of `kinds` in one statement (two clicks cannot both pass) and gives
 * its row; an unknown, spent or expired link is `link_invalid`.
 */
export async function spendLink(
  db: Pick<Database, 'update'>,
  config: Pick<AccountConfig, 'now'>,
  token: string,
  kinds: readonly LinkKind[],
  /** Only this user's link counts (another's is as unknown). */
  userId?: number,
) {
  if (!isLinkToken(token)) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  const [row] = await db
    .update(t.accountLinks)
    .set({ usedAt: config.now() })
    .where(and(usable(config, token, kinds), userId === undefined ? undefined : eq(t.accountLinks.userId, userId)))
    .returning();
  if (!row) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  return row;
}

/** A usable link of one of `kinds` that belongs to `userId`, read without spending it; else `link_invalid`. */
export async function usableLink(
  db: Pick<Database, 'select'>,
  config: Pick<AccountConfig, 'now'>,
  token: string,
  kinds: readonly LinkKind[],
  userId: number,
) {
  if (!isLinkToken(token)) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  const [row] = await db
    .select()
    .from(t.accountLinks)
    .where(and(usable(config, token, kinds), eq(t.accountLinks.userId, userId)));
  if (!row) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  return row;
}
