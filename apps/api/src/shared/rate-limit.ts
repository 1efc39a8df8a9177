import { ACCOUNT_MESSAGES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';

import { queryRows, type Database } from '../db/client';
import type { ApiEnv } from '../http/env';
import { TooManyRequestsError } from '../http/errors';

/** A limit: at most `limit` hits per fixed window of `windowS` seconds, per subject. */
export interface RateRule {
  name: string;
  limit: number;
  windowS: number;
}

/**
 * Counts one hit of `subject` under `rule` in a single statement (no lost update between processes)
 * and refuses it with a 429 once the window's limit is passed (DESIGN.md section 4 "Abuse").
 */
export async function countHit(db: Database, rule: RateRule, subject: string, now: Date): Promise<number> {
  const key = `${rule.name}:${subject}`;
  const at = now.toISOString();
  const [row] = await queryRows<{ hits: number; window_start: string | Date }>(
    db,
    sql`insert into rate_limits (key, window_start, hits) values (${key}, ${at}::timestamptz, 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= ${at}::timestamptz - make_interval(secs => ${rule.windowS})
            then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= ${at}::timestamptz - make_interval(secs => ${rule.windowS})
            then ${at}::timestamptz else rate_limits.window_start end
        returning hits, window_start`,
  );
  const hits = Number(row!.hits);
  if (hits > rule.limit) {
    const windowEnd = new Date(row!.window_start).getTime() + rule.windowS * 1000;
    const retryAfter = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
    throw new TooManyRequestsError(ACCOUNT_MESSAGES.tooManyAttempts, retryAfter);
  }
  return hits;
}

/** Drops windows that ended (run now and then; a stale row only restarts its window). */
export async function pruneRateLimits(db: Database, now: Date, olderThanS = 86_400): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < ${now.toISOString()}::timestamptz - make_interval(secs => ${olderThanS})`,
  );
}

/**
 * The community's small writes an account may make per 10 minutes — likes, follows, HITs, wishlist
 * and named-list changes, counted together (ASVS 2.4.1): ten times a fast person's pace, so only a
 * script meets it.
 */
export const ACCOUNT_WRITES_PER_10_MINUTES = 300;

/** Counts one such write of `userId`: a 429 with the Polish message and `Retry-After` past the limit. */
export function countAccountWrite(c: Context<ApiEnv>, userId: number): Promise<number> {
  const { config } = c.var.accounts;
  const limit = config.accountWritesPer10Minutes ?? ACCOUNT_WRITES_PER_10_MINUTES;
  return countHit(c.var.db, { name: 'write:account', limit, windowS: 600 }, String(userId), config.now());
}
