import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import * as t from '../db/schema';
import { countHit } from '../shared/rate-limit';
import { openTestDatabase } from '../testing/database';
import { pruneAccounts } from './housekeeping';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

describe('pruneAccounts', () => {
  it('drops ended windows, expired captchas, old families and links, and keeps what is still live', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const day = 86_400_000;
    const [user] = await database.db.insert(t.users).values({ email: 'sprzata@example.pl' }).returning();
    await countHit(database.db, { name: 'x', limit: 10, windowS: 60 }, 'old', new Date(now.getTime() - 2 * day));
    await countHit(database.db, { name: 'x', limit: 10, windowS: 60 }, 'live', now);
    await database.db.insert(t.spentCaptchas).values([
      { challenge: 'old', expiresAt: new Date(now.getTime() - 1000) },
      { challenge: 'live', expiresAt: new Date(now.getTime() + 1000) },
    ]);
    await database.db.insert(t.refreshFamilies).values([
      { id: 'ended', userId: user!.id, loginMethod: 'account_password', expiresAt: new Date(now.getTime() - 2 * day) },
      {
        id: 'revoked',
        userId: user!.id,
        loginMethod: 'account_password',
        expiresAt: new Date(now.getTime() + day),
        revokedAt: new Date(now.getTime() - 2 * day),
      },
      { id: 'live', userId: user!.id, loginMethod: 'account_password', expiresAt: new Date(now.getTime() + day) },
    ]);
    await database.db.insert(t.refreshTokens).values([
      { tokenHash: 'a', familyId: 'ended' },
      { tokenHash: 'b', familyId: 'live' },
    ]);
    await database.db.insert(t.accountLinks).values([
      {
        tokenHash: 'old',
        kind: 'activation',
        userId: user!.id,
        email: 'x',
        expiresAt: new Date(now.getTime() - 40 * day),
      },
      { tokenHash: 'live', kind: 'activation', userId: user!.id, email: 'x', expiresAt: new Date(now.getTime() + day) },
    ]);
    await pruneAccounts(database.db, now);
    expect(await count('rate_limits')).toBe(1);
    expect(await count('spent_captchas')).toBe(1);
    expect(await queryRows(database.db, sql`select id from refresh_families`)).toEqual([{ id: 'live' }]);
    expect(await queryRows(database.db, sql`select token_hash from refresh_tokens`)).toEqual([{ token_hash: 'b' }]);
    expect(await queryRows(database.db, sql`select token_hash from account_links`)).toEqual([{ token_hash: 'live' }]);
  });
});
