// ASVS 6.3.2 (docs/security.md): a real deployment locks the demo accounts (KWC_DEMO_ACCOUNTS=off).
import { VALIDATION_MESSAGES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { call, CookieJar, openAccountsApi, registerAccount, testClock } from '../testing/accounts';
import { lockDemoAccounts } from './roles';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
const clock = testClock();
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const login = (username: string, password: string, jar?: CookieJar) =>
  call(api, 'POST', '/login_check', { body: { username, password }, ...(jar ? { jar } : {}) });

describe('locking the demo accounts (ASVS 6.3.2)', () => {
  it('refuses their public password, ends their logins, takes the moderator role, and leaves other accounts alone', async () => {
    const moderator = new CookieJar();
    expect((await login('moderator@demo.kwc.pl', DEMO_PASSWORD, moderator)).status).toBe(200);
    await registerAccount(api, 'prawdziwa@example.pl', 'pielegnacja7');

    expect(await lockDemoAccounts(database.db, clock.now())).toBe(5);

    const refused = await login('ania@demo.kwc.pl', DEMO_PASSWORD);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toBe(VALIDATION_MESSAGES.wrongLoginOrPassword);
    const refresh = await call(api, 'POST', '/token/refresh', {
      headers: { cookie: `refresh_token=${moderator.cookies.get('refresh_token')}` },
    });
    expect(refresh.status).toBe(401);
    const roles = await queryRows<{ role: string }>(
      database.db,
      sql`select role from users where email = 'moderator@demo.kwc.pl'`,
    );
    expect(roles).toEqual([{ role: 'user' }]);
    // Their content stays (the demo catalogue's reviews point at them); other accounts log in.
    const [reviews] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from reviews r join users u on u.id = r.user_id where u.email = 'ania@demo.kwc.pl'`,
    );
    expect(reviews!.n).toBeGreaterThan(0);
    expect((await login('prawdziwa@example.pl', 'pielegnacja7')).status).toBe(200);
    // The next start finds nothing left to lock.
    expect(await lockDemoAccounts(database.db, clock.now())).toBe(0);
  });
});
