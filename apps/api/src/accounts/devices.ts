import { ACCOUNT_MESSAGES, type AccountSession, type LoginMethod } from '@kwc/domain';
import Bowser from 'bowser';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';

import { queryRows } from '../db/client';
import * as t from '../db/schema';
import { NotFoundError } from '../http/errors';
import { logEvent, type AccountsContext } from './context';

// The account's list of its logins that go on, each ended by its owner (ASVS 7.5.2, docs/accounts.md).

const ENDED_BY_OWNER = 'ended_by_owner';

const PLATFORMS: Readonly<Record<string, string>> = { mobile: 'telefon', tablet: 'tablet', desktop: 'komputer' };

/** 'Chrome · Android · telefon' from a user agent, or `null` when it names neither browser nor system. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const parts = [parsed.browser.name, parsed.os.name].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  const platform = parsed.platform.type ? PLATFORMS[parsed.platform.type] : undefined;
  return [...parts, ...(platform ? [platform] : [])].join(' · ');
}

type LoginRow = {
  id: string;
  login_method: LoginMethod;
  user_agent: string | null;
  started_at: Date | string;
  last_active_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user's logins that go on: the asking one first, then the most recently active. */
export async function accountSessions(
  ctx: Pick<AccountsContext, 'db' | 'config'>,
  userId: number,
  currentId: string,
): Promise<AccountSession[]> {
  const rows = await queryRows<LoginRow>(
    ctx.db,
    sql`select f.id, f.login_method, f.user_agent, f.created_at as started_at,
          coalesce((select max(r.created_at) from refresh_tokens r where r.family_id = f.id), f.created_at) as last_active_at
        from refresh_families f
        where f.user_id = ${userId} and f.revoked_at is null and f.expires_at > ${ctx.config.now().toISOString()}::timestamptz`,
  );
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceOf(row.user_agent),
      loginMethod: row.login_method,
      startedAt: iso(row.started_at),
      lastActiveAt: iso(row.last_active_at),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** The user's live logins (`only` one of them, or all `but` one), ended by her; answers their ids. */
async function endLive(
  ctx: Pick<AccountsContext, 'db' | 'config'>,
  userId: number,
  which: { only: string } | { but: string },
): Promise<string[]> {
  const now = ctx.config.now();
  const rows = await ctx.db
    .update(t.refreshFamilies)
    .set({ revokedAt: now, revokedReason: ENDED_BY_OWNER })
    .where(
      and(
        eq(t.refreshFamilies.userId, userId),
        isNull(t.refreshFamilies.revokedAt),
        gt(t.refreshFamilies.expiresAt, now),
        'only' in which ? eq(t.refreshFamilies.id, which.only) : ne(t.refreshFamilies.id, which.but),
      ),
    )
    .returning({ id: t.refreshFamilies.id });
  return rows.map((row) => row.id);
}

/**
 * Ends one of the user's logins: its refresh token and access tokens stop at once. Another user's
 * login, an ended or an unknown one is a 404, and nothing changes. Says whether it was the asking one.
 * One conditional update: of two tabs ending it at once, one gets the 404.
 */
export async function endAccountSession(
  ctx: AccountsContext,
  userId: number,
  currentId: string,
  sessionId: string,
): Promise<{ current: boolean }> {
  const ended = await endLive(ctx, userId, { only: sessionId });
  if (ended.length === 0) throw new NotFoundError(ACCOUNT_MESSAGES.sessionNotFound);
  await logEvent(ctx, 'session_ended', userId, { family: sessionId });
  return { current: sessionId === currentId };
}

/** Ends every login of the user but the asking one; answers how many ended. */
export async function endOtherAccountSessions(
  ctx: AccountsContext,
  userId: number,
  currentId: string,
): Promise<number> {
  const ended = await endLive(ctx, userId, { but: currentId });
  if (ended.length > 0) await logEvent(ctx, 'session_ended', userId, { families: ended.length });
  return ended.length;
}
