import { ACCOUNT_MESSAGES, type AccountSession, type LoginMethod } from '@kwc/domain';
import Bowser from 'bowser';
import { sql } from 'drizzle-orm';

import { queryRows } from '../db/client';
import { NotFoundError } from '../http/errors';
import { logEvent, type AccountsContext } from './context';
import { revokeFamily, revokeUserFamilies } from './refresh-tokens';

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

/**
 * Ends one of the user's logins: its refresh token and access tokens stop at once. Another user's
 * login, an ended or an unknown one is a 404, and nothing changes. Says whether it was the asking one.
 */
export async function endAccountSession(
  ctx: AccountsContext,
  userId: number,
  currentId: string,
  sessionId: string,
): Promise<{ current: boolean }> {
  const live = await accountSessions(ctx, userId, currentId);
  if (!live.some((session) => session.id === sessionId)) {
    throw new NotFoundError(ACCOUNT_MESSAGES.sessionNotFound);
  }
  await revokeFamily(ctx.db, ctx.config, sessionId, ENDED_BY_OWNER);
  await logEvent(ctx, 'session_ended', userId, { family: sessionId });
  return { current: sessionId === currentId };
}

/** Ends every login of the user but the asking one; answers how many ended. */
export async function endOtherAccountSessions(
  ctx: AccountsContext,
  userId: number,
  currentId: string,
): Promise<number> {
  const others = (await accountSessions(ctx, userId, currentId)).filter((session) => !session.current);
  if (others.length === 0) return 0;
  await revokeUserFamilies(ctx.db, ctx.config, userId, ENDED_BY_OWNER, currentId);
  await logEvent(ctx, 'session_ended', userId, { families: others.length });
  return others.length;
}
