import { roleSchema, type Role } from '@kwc/domain';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';

/**
 * Gives an account a role (`scripts/grant-role.mjs`; never through the HTTP API). Answers the
 * account's id, or `null` when no account has that address.
 */
export async function grantRole(db: Database, email: string, role: Role): Promise<number | null> {
  const checked = roleSchema.parse(role);
  const [row] = await db
    .update(t.users)
    .set({ role: checked })
    .where(eq(sql`lower(${t.users.email})`, email.trim().toLowerCase()))
    .returning({ id: t.users.id });
  if (row) {
    await db.insert(t.authEvents).values({ kind: 'role_granted', userId: row.id, detail: { role: checked } });
  }
  return row?.id ?? null;
}

/**
 * Ends the logins of one account, or of every account with `'all'` (`scripts/end-sessions.mjs`,
 * ASVS 7.4.5): their refresh families are revoked, so no new access token is issued. Answers how
 * many families ended, or `null` when no account has that address.
 */
export async function endSessions(
  db: Database,
  who: { email: string } | 'all',
  now = new Date(),
): Promise<number | null> {
  let userId: number | undefined;
  if (who !== 'all') {
    const [user] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, who.email.trim().toLowerCase()));
    if (!user) return null;
    userId = user.id;
  }
  const ended = await db
    .update(t.refreshFamilies)
    .set({ revokedAt: now, revokedReason: 'ended_by_operator' })
    .where(
      and(isNull(t.refreshFamilies.revokedAt), userId === undefined ? undefined : eq(t.refreshFamilies.userId, userId)),
    )
    .returning({ userId: t.refreshFamilies.userId });
  const users = [...new Set(ended.map((row) => row.userId))];
  if (users.length > 0) {
    await db
      .insert(t.authEvents)
      .values(users.map((id) => ({ kind: 'sessions_ended', userId: id, detail: { by: 'operator' } })));
  }
  return ended.length;
}

/**
 * Locks the demo accounts (`KWC_DEMO_ACCOUNTS=off`, ASVS 6.3.2): their password is public, one is a
 * moderator. They keep their rows and content, lose their password and role, and their logins end.
 * Runs at every start; answers how many accounts it locked this time.
 */
export async function lockDemoAccounts(db: Database, now = new Date()): Promise<number> {
  const locked = await db
    .update(t.users)
    .set({ passwordHash: null, role: 'user' })
    .where(and(eq(t.users.isDemo, true), or(isNotNull(t.users.passwordHash), ne(t.users.role, 'user'))))
    .returning({ id: t.users.id });
  const ids = locked.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(t.refreshFamilies)
      .set({ revokedAt: now, revokedReason: 'ended_by_operator' })
      .where(and(isNull(t.refreshFamilies.revokedAt), inArray(t.refreshFamilies.userId, ids)));
  }
  return ids.length;
}
