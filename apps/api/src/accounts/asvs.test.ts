// Requirements of OWASP ASVS 5.0 that no other test showed (docs/security.md names each by its id).
import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_MESSAGES, decodeTokenPayload, VALIDATION_MESSAGES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { exportJWK, generateSecret, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import {
  call,
  CookieJar,
  openAccountsApi,
  registerAccount,
  setCookies,
  solveCaptcha,
  TEST_PASSWORD,
  testClock,
} from '../testing/accounts';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { ACCOUNT_WRITES_PER_10_MINUTES } from '../shared/rate-limit';
import { endSessions, lockDemoAccounts } from './roles';

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

describe('passwords (ASVS 6.2.5, 6.2.8, 6.2.9)', () => {
  it('takes a 100-character passphrase of any characters and checks it exactly as typed', async () => {
    const passphrase = `  Zażółć gęślą jaźń, 1 różowy krem! ${'ą'.repeat(30)} "cudzysłów" <tag> 😀 ${'x'.repeat(20)} `;
    expect([...passphrase].length).toBeGreaterThanOrEqual(100);
    await registerAccount(api, 'dlugie.haslo@example.pl', passphrase);

    expect((await login('dlugie.haslo@example.pl', passphrase)).status).toBe(200);
    // Neither truncated, trimmed, nor case-folded: each variant is another password.
    for (const variant of [passphrase.slice(0, 64), passphrase.trim(), passphrase.toUpperCase(), `${passphrase}x`]) {
      const response = await login('dlugie.haslo@example.pl', variant);
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(VALIDATION_MESSAGES.wrongLoginOrPassword);
    }
  });
});

describe('context words (ASVS 6.1.2, 6.2.11)', () => {
  it("refuses the site's words and the account's own address or name with digits added, not a phrase around them", async () => {
    const register = async (email: string, password: string) =>
      call(api, 'POST', '/user', {
        body: { email, password, captcha: await solveCaptcha(api) },
        headers: { 'x-forwarded-for': '10.61.2.1' },
      });
    for (const [email, password] of [
      ['nowa.recenzentka@example.pl', 'kosmetyki123'],
      ['nowa.recenzentka@example.pl', 'KWC 2026!'],
      ['nowa.recenzentka@example.pl', 'Uroda#77'],
      ['nowa.recenzentka@example.pl', 'nowarecenzentka1'],
      ['justyna@poczta-kwiatowa.pl', '2026justyna'],
      ['justyna@poczta-kwiatowa.pl', 'poczta1234'],
    ]) {
      const refused = await register(email!, password!);
      expect(refused.status, password).toBe(400);
      expect((await refused.json()).error.fields, password).toEqual({
        password: ACCOUNT_FIELD_MESSAGES.passwordContextWord,
      });
    }
    // Nothing was made: the address registers with a password of its own.
    await registerAccount(api, 'nowa.recenzentka@example.pl', 'moje kosmetyki 7');
    expect((await login('nowa.recenzentka@example.pl', 'moje kosmetyki 7')).status).toBe(200);
  });
});

describe('session tokens (ASVS 7.2.4, 9.1.3)', () => {
  it('gives a new refresh token at login and ignores one planted in the browser before it', async () => {
    await registerAccount(api, 'utrwalenie@example.pl', 'pielegnacja7');
    const planted = 'A'.repeat(43);
    const jar = new CookieJar();
    const response = await call(api, 'POST', '/login_check', {
      body: { username: 'utrwalenie@example.pl', password: 'pielegnacja7' },
      headers: { cookie: `refresh_token=${planted}` },
      jar,
    });
    expect(response.status).toBe(200);
    const issued = setCookies(response).get('refresh_token')!.value;
    expect(issued).not.toBe(planted);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await login('utrwalenie@example.pl', 'pielegnacja7');
    expect(setCookies(second).get('refresh_token')!.value).not.toBe(issued);
    // The planted value opens nothing.
    expect(
      (await call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${planted}` } })).status,
    ).toBe(401);
  });

  it('refuses a token that brings its own key (jwk) or names where to fetch one (jku, x5u, kid)', async () => {
    const { token } = await registerAccount(api, 'klucz@example.pl');
    const payload = decodeTokenPayload(token)!;
    const attackerKey = await generateSecret('HS256', { extractable: true });
    const jwk = await exportJWK(attackerKey);
    const headers = [
      { alg: 'HS256', jwk },
      { alg: 'HS256', jku: 'http://127.0.0.1:1/keys.json' },
      { alg: 'HS256', x5u: 'http://127.0.0.1:1/cert.pem' },
      { alg: 'HS256', kid: '../../../../dev/null' },
    ];
    for (const header of headers) {
      const forged = await new SignJWT({ ...payload }).setProtectedHeader(header).sign(attackerKey);
      const response = await call(api, 'GET', '/user', { headers: { authorization: `Bearer ${forged}` } });
      expect(response.status).toBe(401);
    }
  });
});

describe('deactivation (ASVS 7.4.2)', () => {
  it('refuses the account pages and review writing at once to a token issued before the deactivation', async () => {
    const { token } = await registerAccount(api, 'odchodzi@example.pl', 'pielegnacja7');
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call(api, 'GET', '/user', { headers: bearer })).status).toBe(200);
    const deactivated = await call(api, 'DELETE', '/user', {
      body: { currentPassword: 'pielegnacja7' },
      headers: bearer,
    });
    expect(deactivated.status).toBe(200);

    // The token has not expired, yet the calls that read the account from the database refuse it.
    expect(decodeTokenPayload(token)!.exp * 1000).toBeGreaterThan(clock.now().getTime());
    for (const [method, path, body] of [
      ['GET', '/user', undefined],
      ['PATCH', '/user', { username: 'wraca' }],
      ['POST', '/reviews', { productId: 1, submit: false, draft: {} }],
    ] as const) {
      const response = await call(api, method, path, { headers: bearer, ...(body ? { body } : {}) });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    }
    const [row] = await queryRows<{ username: string | null }>(
      database.db,
      sql`select username from users where email = 'odchodzi@example.pl'`,
    );
    expect(row!.username).toBeNull();
  });
});

describe('an ended login ends its access tokens at once (ASVS 7.4.1, 7.4.2, 7.4.5)', () => {
  it('refuses a copied access token right after its logout, password change or the operator ending it; other logins go on', async () => {
    const email = 'dwa.urzadzenia@example.pl';
    const registered = await registerAccount(api, email);
    const device = async () => {
      const jar = new CookieJar();
      const response = await login(email, TEST_PASSWORD, jar);
      expect(response.status).toBe(200);
      return { jar, token: ((await response.json()) as { token: string }).token };
    };
    const [phone, laptop, tablet] = [await device(), await device(), await device()];
    // A call that reads nothing of the account but the token: its HITs.
    const myHits = (token: string) =>
      call(api, 'GET', '/kwc/hits/mine', { headers: { authorization: `Bearer ${token}` } });
    for (const { token } of [registered, phone, laptop, tablet]) expect((await myHits(token)).status).toBe(200);

    // The phone logs out: its token, copied before, is refused within its hour; the others go on.
    const logout = await call(api, 'POST', '/token/invalidate', {
      headers: { cookie: `refresh_token=${phone.jar.cookies.get('refresh_token')}` },
    });
    expect(logout.status).toBeLessThan(300);
    expect(decodeTokenPayload(phone.token)!.exp * 1000).toBeGreaterThan(clock.now().getTime());
    const refused = await myHits(phone.token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    expect((await myHits(laptop.token)).status).toBe(200);

    // Sent in the cookies, the ended token's answer clears them: the page sees it is logged out.
    const [header, payload, signature] = phone.token.split('.');
    const withCookies = await call(api, 'GET', '/kwc/hits/mine', {
      headers: { cookie: `jwt_hp=${header}.${payload}; jwt_s=${signature}` },
    });
    expect(withCookies.status).toBe(401);
    const cleared = setCookies(withCookies);
    expect(cleared.get('jwt_hp')?.attributes).toMatch(/Max-Age=0/i);
    expect(cleared.get('jwt_s')?.attributes).toMatch(/Max-Age=0/i);
    // A shared answer sets no cookie (a CDN would hand it to everyone): the product page stays public.
    const [product] = await queryRows<{ url_path: string }>(
      database.db,
      sql`select url_path from products where is_public order by id limit 1`,
    );
    const shared = await call(api, 'GET', `/catalog/product-page?urlPath=${encodeURIComponent(product!.url_path)}`, {
      headers: { cookie: `jwt_hp=${header}.${payload}; jwt_s=${signature}` },
    });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toMatch(/^public/);
    expect(shared.headers.getSetCookie()).toEqual([]);
    // A give refused the same way changes nothing.
    const give = await call(api, 'POST', '/kwc/hits', {
      body: { productSKU: 'KWC-1' },
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect(give.status).toBe(401);
    expect(((await (await myHits(laptop.token)).json()) as { skus: string[] }).skus).not.toContain('KWC-1');

    // A password change from the laptop ends every other login: the tablet's token with it.
    const changed = await call(api, 'PATCH', '/user', {
      body: { password: 'nowe haslo 2027', currentPassword: TEST_PASSWORD },
      headers: { authorization: `Bearer ${laptop.token}` },
    });
    expect(changed.status).toBe(200);
    const { token: afterChange } = (await changed.json()) as { token: string };
    expect((await myHits(tablet.token)).status).toBe(401);
    expect((await myHits(registered.token)).status).toBe(401);
    expect((await myHits(afterChange)).status).toBe(200);

    // The operator ends the account's logins: the newest token stops too.
    expect(await endSessions(database.db, { email }, clock.now())).toBe(1);
    expect((await myHits(afterChange)).status).toBe(401);
  });
});

describe('sessions ended by the operator (ASVS 7.4.5)', () => {
  it("ends one account's logins, then everyone's: their refresh tokens stop working, others' go on", async () => {
    const target = await registerAccount(api, 'wylogowana@example.pl');
    const bystander = await registerAccount(api, 'obok@example.pl');
    const refresh = (jar: CookieJar) =>
      call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${jar.cookies.get('refresh_token')}` } });

    expect(await endSessions(database.db, { email: 'Wylogowana@Example.pl' }, clock.now())).toBe(1);
    expect((await refresh(target.jar)).status).toBe(401);
    expect((await refresh(bystander.jar)).status).toBe(200);
    expect(await endSessions(database.db, { email: 'nikt@example.pl' }, clock.now())).toBeNull();

    expect(await endSessions(database.db, 'all', clock.now())).toBeGreaterThanOrEqual(1);
    expect((await refresh(bystander.jar)).status).toBe(401);
    const [live] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from refresh_families where revoked_at is null`,
    );
    expect(live!.n).toBe(0);
    const [events] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from auth_events e join users u on u.id = e.user_id
          where e.kind = 'sessions_ended' and u.email in ('wylogowana@example.pl', 'obok@example.pl')`,
    );
    expect(events!.n).toBe(2);
  });
});

describe('field-level access (ASVS 8.2.3)', () => {
  it('lets no account change its own role, id, activation or e-mail through PATCH /api/user', async () => {
    const { jar, token } = await registerAccount(api, 'pola@example.pl', 'pielegnacja7');
    const before = decodeTokenPayload(token)!;
    const response = await call(api, 'PATCH', '/user', {
      body: {
        username: 'pola.test',
        role: 'moderator',
        id: 1,
        is_active: true,
        isAccountActive: true,
        verifiedAt: '2020-01-01T00:00:00Z',
        email: 'przejete@example.pl',
      },
      jar,
    });
    // The e-mail needs the current password: the whole request is refused, nothing saved.
    expect(response.status).toBe(400);
    const [row] = await queryRows<{
      role: string;
      id: number;
      email: string;
      username: string | null;
      active: boolean;
    }>(
      database.db,
      sql`select role, id, email, username, is_active as active from users where email = 'pola@example.pl'`,
    );
    expect(row).toEqual({ role: 'user', id: before.id, email: 'pola@example.pl', username: null, active: false });

    const withoutEmail = await call(api, 'PATCH', '/user', {
      body: { username: 'pola.test', role: 'moderator', id: 1, is_active: true, verifiedAt: '2020-01-01T00:00:00Z' },
      jar,
    });
    const [after] = await queryRows<{ role: string; id: number; active: boolean }>(
      database.db,
      sql`select role, id, is_active as active from users where email = 'pola@example.pl'`,
    );
    // Unknown fields are dropped by the schema: the user name is saved, nothing else moves.
    expect(withoutEmail.status).toBe(200);
    expect(after).toEqual({ role: 'user', id: before.id, active: false });
  });

  it("shows another member's profile without their e-mail address or birth date", async () => {
    const owner = await registerAccount(api, 'prywatna@example.pl', 'pielegnacja7');
    const details = { username: 'prywatna.ola', dateOfBirth: '1994-07-21' };
    expect((await call(api, 'PATCH', '/user', { body: details, jar: owner.jar })).status).toBe(200);
    const reader = await registerAccount(api, 'ciekawska@example.pl', 'pielegnacja7');
    const id = decodeTokenPayload(owner.token)!.id;

    const response = await call(api, 'GET', `/kwc/users/${id}`, { jar: reader.jar });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('prywatna.ola');
    for (const secret of ['prywatna@example.pl', '1994-07-21', 'password', 'argon2']) {
      expect(text).not.toContain(secret);
    }
  });
});

// A real deployment locks the demo accounts (KWC_DEMO_ACCOUNTS=off); no test above logs in with them.
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

describe("anti-automation on the community's writes (ASVS 2.4.1)", () => {
  it('lets an account make 300 likes, follows, HITs and wishlist changes in 10 minutes, refuses the next with a 429, changing nothing', async () => {
    const { token } = await registerAccount(api, 'szybkie.klikanie@example.pl');
    const other = await registerAccount(api, 'spokojna@example.pl');
    const headers = { authorization: `Bearer ${token}` };
    const [target] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from users where email = 'ania@demo.kwc.pl'`,
    );
    // A HIT given and taken back, over and over: each is one write.
    for (let write = 0; write < ACCOUNT_WRITES_PER_10_MINUTES; write += 1) {
      const method = write % 2 === 0 ? 'POST' : 'DELETE';
      const response = await call(api, method, '/kwc/hits', { body: { productSKU: 'KWC-1' }, headers });
      expect(response.status, `write ${write + 1}`).toBe(200);
    }
    for (const [method, path, body] of [
      ['POST', '/kwc/follows', { userId: target!.id }],
      ['POST', '/kwc/hits', { productSKU: 'KWC-2' }],
      ['POST', '/kwc/wishlist', { productSKU: 'KWC-2' }],
      ['POST', '/kwc/wishlist-list', { listName: 'Na lato' }],
    ] as const) {
      const refused = await call(api, method, path, { body, headers });
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    }
    const [facts] = await queryRows<{ follows: number; hits: number; wishlist: number; lists: number }>(
      database.db,
      sql`select (select count(*)::int from follows f join users u on u.id = f.follower_id where u.email = 'szybkie.klikanie@example.pl') as follows,
                 (select count(*)::int from product_hits h join users u on u.id = h.user_id where u.email = 'szybkie.klikanie@example.pl') as hits,
                 (select count(*)::int from wishlist_items w join users u on u.id = w.user_id where u.email = 'szybkie.klikanie@example.pl') as wishlist,
                 (select count(*)::int from wishlist_lists l join users u on u.id = l.user_id where u.email = 'szybkie.klikanie@example.pl') as lists`,
    );
    expect(facts).toEqual({ follows: 0, hits: 0, wishlist: 0, lists: 0 });
    // Another account is not held back; the first writes again once its window is over.
    const calm = await call(api, 'POST', '/kwc/hits', {
      body: { productSKU: 'KWC-2' },
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(calm.status).toBe(200);
    clock.advance(10 * 60_000 + 1000);
    const again = await call(api, 'POST', '/kwc/hits', { body: { productSKU: 'KWC-2' }, headers });
    expect(again.status).toBe(200);
  });
});
