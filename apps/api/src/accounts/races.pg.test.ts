import { ACCOUNT_MESSAGES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { countHit } from '../shared/rate-limit';

import {
  call,
  CookieJar,
  registerAccount,
  setCookies,
  solveCaptcha,
  TEST_PASSWORD,
  testAccountConfig,
  testClock,
} from '../testing/accounts';
import { openTestDatabase } from '../testing/database';
import { ROTATION_GRACE_MS } from './refresh-tokens';

// PGlite runs one connection and cannot race (DESIGN.md section 4): these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
const clock = testClock();

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  api = createApi(database, { accounts: testAccountConfig({ now: clock.now }), logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await database?.close();
});

const refresh = (token: string) =>
  call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${token}` } });

describe.runIf(onPostgres)('on PostgreSQL, with parallel requests', () => {
  it('gives 50 tabs refreshing at once the same successor, stored once', async () => {
    const { jar } = await registerAccount(api, 'karty@example.pl');
    const first = jar.cookies.get('refresh_token')!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(first)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const successors = new Set(answers.map((answer) => setCookies(answer).get('refresh_token')!.value));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(first);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from refresh_tokens t join refresh_families f on f.id = t.family_id
          join users u on u.id = f.user_id where u.email = 'karty@example.pl'`,
    );
    expect(row!.n).toBe(2);
    expect((await refresh(successor!)).status).toBe(200);
  });

  it('revokes the family when a stolen, rotated token is replayed 50 times at once after the grace', async () => {
    const { jar } = await registerAccount(api, 'kradziez@example.pl');
    const stolen = jar.cookies.get('refresh_token')!;
    const legitimate = setCookies(await refresh(stolen)).get('refresh_token')!.value;
    clock.advance(ROTATION_GRACE_MS + 1000);
    const replays = await Promise.all(Array.from({ length: 50 }, () => refresh(stolen)));
    expect(replays.map((answer) => answer.status)).toEqual(Array(50).fill(401));
    expect((await refresh(legitimate)).status).toBe(401);
    const [family] = await queryRows<{ reason: string }>(
      database.db,
      sql`select revoked_reason as reason from refresh_families f join users u on u.id = f.user_id
          where u.email = 'kradziez@example.pl'`,
    );
    expect(family!.reason).toBe('replayed');
    const [logged] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from auth_events e join users u on u.id = e.user_id
          where u.email = 'kradziez@example.pl' and e.kind = 'refresh_replayed'`,
    );
    expect(logged!.n).toBeGreaterThanOrEqual(1);
  });

  it('ends a login once when 50 tabs end it at once: one 200, the others 404, one event; the rest go on', async () => {
    const email = 'wiele.kart@example.pl';
    const { token } = await registerAccount(api, email);
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    const other = await call(api, 'POST', '/login_check', { body: { username: email, password: TEST_PASSWORD } });
    const otherToken = ((await other.json()) as { token: string }).token;
    const listed = (await (await call(api, 'GET', '/user/sessions', { headers: bearer(token) })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const target = listed.sessions.find((session) => !session.current)!.id;

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(api, 'DELETE', `/user/sessions/${target}`, { headers: bearer(token) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(49).fill(404)]);
    const refused = answers.find((answer) => answer.status === 404)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      ACCOUNT_MESSAGES.sessionNotFound,
    );
    const [events] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from auth_events e join users u on u.id = e.user_id
          where e.kind = 'session_ended' and u.email = ${email}`,
    );
    expect(events!.n).toBe(1);
    expect((await call(api, 'GET', '/user/sessions', { headers: bearer(otherToken) })).status).toBe(401);
    expect((await call(api, 'GET', '/user/sessions', { headers: bearer(token) })).status).toBe(200);
  });

  it('counts rate-limit hits exactly under parallel requests', async () => {
    const rule = { name: 'test:parallel', limit: 1000, windowS: 60 };
    const hits = await Promise.all(Array.from({ length: 60 }, () => countHit(database.db, rule, 'x', clock.now())));
    expect([...hits].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));

    await registerAccount(api, 'oblezona@example.pl', 'pielegnacja7');
    // 50 wrong logins from one address at once: exactly the per-IP limit (30) reach the password check.
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(api, 'POST', '/login_check', {
          body: { username: `ktos${index}@example.pl`, password: 'zlehaslo1' },
          headers: { 'x-forwarded-for': '198.51.100.7' },
        }),
      ),
    );
    const statuses = attempts.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const limited = attempts.find((answer) => answer.status === 429)!;
    expect((await limited.json()).error.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
  });

  it('lets one of 50 registrations of an address sent at once through', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async () => ({
        email: 'dwukrotnie@example.pl',
        password: 'pielegnacja7',
        captcha: await solveCaptcha(api),
      })),
    );
    // Each from an address of its own: the per-IP registration limit is not what refuses them.
    const answers = await Promise.all(
      bodies.map((body, index) =>
        call(api, 'POST', '/user', { body, headers: { 'x-forwarded-for': `192.0.2.${index + 1}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users where email = 'dwukrotnie@example.pl'`,
    );
    expect(row!.n).toBe(1);
  });

  it("takes a second step's code once when 50 requests bring it at once, and a recovery code once", async () => {
    const email = 'rownolegle.kody@example.pl';
    const { jar } = await registerAccount(api, email);
    await database.db.execute(sql`update users set is_active = true where email = ${email}`);
    const setup = await call(api, 'POST', '/user/two-factor/setup', { body: { password: TEST_PASSWORD }, jar });
    const { secret } = (await setup.json()) as { secret: string };
    const codeNow = () =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: clock.now().getTime(),
      });
    const enabled = await call(api, 'POST', '/user/two-factor', { body: { code: codeNow() }, jar });
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };

    const secondSteps = async (codeOf: () => string) => {
      // Past the last test's window of tries.
      clock.advance(16 * 60_000);
      const code = codeOf();
      const login = new CookieJar();
      await call(api, 'POST', '/login_check', { body: { username: email, password: TEST_PASSWORD }, jar: login });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          call(api, 'POST', '/login_check/second-factor', {
            body: { code },
            headers: { cookie: login.header() },
          }),
        ),
      );
      return answers.map((answer) => answer.status);
    };
    // A fresh step's code: one login, the rest refused (a wrong code, or the limit of tries).
    const withCode = await secondSteps(codeNow);
    expect(withCode.filter((status) => status === 200)).toHaveLength(1);
    expect(withCode.every((status) => status === 200 || status === 400 || status === 429)).toBe(true);
    const withRecovery = await secondSteps(() => recoveryCodes[0]!);
    expect(withRecovery.filter((status) => status === 200)).toHaveLength(1);
    const [row] = await queryRows<{ left: number }>(
      database.db,
      sql`select cardinality(totp_recovery_hashes)::int as left from users where email = ${email}`,
    );
    expect(row!.left).toBe(9);
  });
});
