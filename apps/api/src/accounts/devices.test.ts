// The account's list of its logins, each ended by its owner (ASVS 7.5.2, docs/accounts.md "Sessions").
import { ACCOUNT_MESSAGES, accountSessionsResponseSchema, type AccountSession } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import {
  call,
  CookieJar,
  openAccountsApi,
  registerAccount,
  setCookies,
  TEST_PASSWORD,
  testClock,
} from '../testing/accounts';
import { deviceOf } from './devices';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
const clock = testClock();
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

async function logIn(email: string, userAgent: string) {
  const jar = new CookieJar();
  const response = await call(api, 'POST', '/login_check', {
    body: { username: email, password: TEST_PASSWORD },
    jar,
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return { jar, token: ((await response.json()) as { token: string }).token };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sessionsOf(token: string): Promise<AccountSession[]> {
  const response = await call(api, 'GET', '/user/sessions', { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return accountSessionsResponseSchema.parse(await response.json()).sessions;
}

describe('deviceOf', () => {
  it('names the browser, the system and the kind of device, or nothing for an agent that says nothing', () => {
    expect(deviceOf(PHONE)).toBe('Chrome · Android · telefon');
    expect(deviceOf(LAPTOP)).toBe('Firefox · Windows · komputer');
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('')).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBeNull();
  });
});

describe('the session list (ASVS 7.5.2)', () => {
  it('lists the logins that go on with their devices, the current one first; the owner ends one, then the others', async () => {
    const email = 'trzy.loginy@example.pl';
    const registered = await registerAccount(api, email);
    clock.advance(60_000);
    const phone = await logIn(email, PHONE);
    clock.advance(60_000);
    const laptop = await logIn(email, LAPTOP);

    const listed = await sessionsOf(laptop.token);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      device: 'Firefox · Windows · komputer',
      loginMethod: 'account_password',
      current: true,
    });
    expect(listed[1]).toMatchObject({ device: 'Chrome · Android · telefon', current: false });
    expect(listed[2]).toMatchObject({ device: null, current: false });
    expect(Date.parse(listed[0]!.startedAt)).toBeGreaterThan(Date.parse(listed[1]!.startedAt));
    // Each device sees itself as the current one.
    expect((await sessionsOf(phone.token)).find((session) => session.current)?.device).toBe(
      'Chrome · Android · telefon',
    );

    // The laptop ends the phone's login: its access token and its refresh token stop at once.
    const phoneId = listed[1]!.id;
    const ended = await call(api, 'DELETE', `/user/sessions/${phoneId}`, { headers: bearer(laptop.token) });
    expect(ended.status).toBe(200);
    expect(setCookies(ended).has('jwt_hp')).toBe(false);
    expect((await call(api, 'GET', '/kwc/hits/mine', { headers: bearer(phone.token) })).status).toBe(401);
    const refreshed = await call(api, 'POST', '/token/refresh', {
      headers: { cookie: `refresh_token=${phone.jar.cookies.get('refresh_token')}` },
    });
    expect(refreshed.status).toBe(401);
    expect((await sessionsOf(laptop.token)).map((session) => session.id)).not.toContain(phoneId);

    // Ending every other login leaves the laptop's alone.
    const others = await call(api, 'DELETE', '/user/sessions', { headers: bearer(laptop.token) });
    expect(await others.json()).toEqual({ ended: 1 });
    expect((await call(api, 'GET', '/kwc/hits/mine', { headers: bearer(registered.token) })).status).toBe(401);
    const left = await sessionsOf(laptop.token);
    expect(left).toEqual([expect.objectContaining({ current: true, device: 'Firefox · Windows · komputer' })]);
    expect(await (await call(api, 'DELETE', '/user/sessions', { headers: bearer(laptop.token) })).json()).toEqual({
      ended: 0,
    });

    // Ending the current one is logging out: the cookies are cleared.
    const own = await call(api, 'DELETE', `/user/sessions/${left[0]!.id}`, { headers: bearer(laptop.token) });
    expect(own.status).toBe(200);
    expect(setCookies(own).get('jwt_hp')?.attributes).toMatch(/Max-Age=0/i);
    expect((await call(api, 'GET', '/user/sessions', { headers: bearer(laptop.token) })).status).toBe(401);

    const [events] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from auth_events e join users u on u.id = e.user_id
          where e.kind = 'session_ended' and u.email = ${email}`,
    );
    expect(events!.n).toBe(3);
  });

  it("refuses another account's login, an ended or malformed id, and the logged out, changing nothing", async () => {
    await registerAccount(api, 'wlascicielka@example.pl');
    const owner = await logIn('wlascicielka@example.pl', PHONE);
    const other = await registerAccount(api, 'sasiadka@example.pl');
    const otherId = (await sessionsOf(other.token))[0]!.id;
    const before = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from refresh_families where revoked_at is null`,
    );

    const foreign = await call(api, 'DELETE', `/user/sessions/${otherId}`, { headers: bearer(owner.token) });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    const unknown = await call(api, 'DELETE', '/user/sessions/00000000-0000-4000-8000-000000000000', {
      headers: bearer(owner.token),
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(api, 'DELETE', '/user/sessions/..%2F..%2Fuser', { headers: bearer(owner.token) });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain(ACCOUNT_MESSAGES.sessionNotFound);
    for (const [method, path] of [
      ['GET', '/user/sessions'],
      ['DELETE', '/user/sessions'],
      ['DELETE', `/user/sessions/${otherId}`],
    ] as const) {
      expect((await call(api, method, path)).status).toBe(401);
    }

    expect((await call(api, 'GET', '/kwc/hits/mine', { headers: bearer(other.token) })).status).toBe(200);
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from refresh_families where revoked_at is null`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
