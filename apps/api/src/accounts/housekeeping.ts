import { and, isNotNull, lt, or } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { pruneRateLimits } from '../shared/rate-limit';

const DAY_MS = 86_400_000;
/** How long authentication events are kept (a security log, not an archive). */
export const AUTH_EVENTS_KEPT_MS = 180 * DAY_MS;

/**
 * Drops what can no longer be used: ended rate-limit windows, expired captchas, refresh families
 * ended over a day ago (their tokens go with them), links spent or expired over a month ago, and
 * authentication events past their keeping time. createApi runs it hourly.
 */
export async function pruneAccounts(db: Database, now: Date): Promise<void> {
  await pruneRateLimits(db, now);
  await db.delete(t.spentCaptchas).where(lt(t.spentCaptchas.expiresAt, now));
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db
    .delete(t.refreshFamilies)
    .where(
      or(
        lt(t.refreshFamilies.expiresAt, dayAgo),
        and(isNotNull(t.refreshFamilies.revokedAt), lt(t.refreshFamilies.revokedAt, dayAgo)),
      ),
    );
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  await db
    .delete(t.accountLinks)
    .where(or(lt(t.accountLinks.expiresAt, monthAgo), lt(t.accountLinks.usedAt, monthAgo)));
  await db.delete(t.authEvents).where(lt(t.authEvents.createdAt, new Date(now.getTime() - AUTH_EVENTS_KEPT_MS)));
}
