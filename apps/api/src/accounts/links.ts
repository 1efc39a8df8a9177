import { randomBytes } from 'node:crypto';

import { ACCOUNT_MESSAGES, isLinkToken, type LinkKind } from '@kwc/domain';
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
};

export interface NewLink {
  kind: LinkKind;
  userId: number;
  email: string;
  newEmail?: string;
}

/**
 * Makes a one-time link (32 random bytes, stored as a hash) and gives its site address. Earlier
 * unused links of the same kind for the user stop working, so only the latest mail counts.
 */
export async function createLink(db: Database, config: AccountConfig, link: NewLink): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = config.now();
  await db.transaction(async (tx) => {
    await tx
      .update(t.accountLinks)
      .set({ usedAt: now })
      .where(
        and(eq(t.accountLinks.userId, link.userId), eq(t.accountLinks.kind, link.kind), isNull(t.accountLinks.usedAt)),
      );
    await tx.insert(t.accountLinks).values({
      tokenHash: sha256(token),
      kind: link.kind,
      userId: link.userId,
      email: link.email,
      newEmail: link.newEmail ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[link.kind]),
    });
  });
  return `${siteOrigin(config)}${LINK_PATHS[link.kind]}${token}`;
}

const usable = (config: AccountConfig, token: string, kinds: readonly LinkKind[]) =>
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
  config: AccountConfig,
  token: string,
  kinds: readonly LinkKind[],
) {
  if (!isLinkToken(token)) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  const [row] = await db
    .update(t.accountLinks)
    .set({ usedAt: config.now() })
    .where(usable(config, token, kinds))
    .returning();
  if (!row) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  return row;
}
