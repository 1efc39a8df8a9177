import {
  ACCOUNT_FIELD_MESSAGES,
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  decodeTokenPayload,
  tokenResponseSchema,
  userResponseSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { readSession } from '../index';
import {
  call,
  CookieJar,
  linkTokenOf,
  openAccountsApi,
  registerAccount,
  setCookies,
  solveCaptcha,
  testAccountConfig,
  testClock,
  type Mailbox,
} from '../testing/accounts';
import { ARGON2_PARAMETERS, hashPassword } from './passwords';
import { ROTATION_GRACE_MS } from './refresh-tokens';

let database: DatabaseHandle;
let mailbox: Mailbox;
let api: ReturnType<typeof createApi>;
const clock = testClock();
const config = () => testAccountConfig({ now: clock.now });
const anon = (n: number) => `anon_${String(n).padStart(16, '0')}`;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, mailbox, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const userCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]!.n;

describe('registration', () => {
  it('creates an unverified account, logs it in with the three cookies, mails the activation link and merges the wishlist', async () => {
    await call(api, 'POST', '/kwc/wishlist', { body: { productSKU: 'KWC-4', anonymousId: anon(1) } });
    const jar = new CookieJar();
    const response = await call(api, 'POST', '/user', {
      body: {
        email: 'Nowa.Osoba@Example.pl',
        password: 'pielegnacja7',
        captcha: await solveCaptcha(api),
        anon: anon(1),
      },
      jar,
    });
    expect(response.status).toBe(200);
    const { token } = tokenResponseSchema.parse(await response.json());
    const payload = decodeTokenPayload(token)!;
    expect(payload).toMatchObject({ email: 'nowa.osoba@example.pl', username: null, birthday: null, is_active: false });
    // The spec's fields, the time of issue and the login's id (docs/accounts.md "Access token").
    expect(Object.keys(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).sort()).toEqual(
      ['birthday', 'email', 'exp', 'iat', 'id', 'is_active', 'sid', 'username'].sort(),
    );
    expect(payload.exp - Math.floor(clock.now().getTime() / 1000)).toBe(3600);

    const cookies = setCookies(response);
    const [header, body, signature] = token.split('.');
    expect(cookies.get('jwt_hp')).toMatchObject({ value: `${header}.${body}` });
    expect(cookies.get('jwt_hp')!.attributes).not.toMatch(/HttpOnly/);
    expect(cookies.get('jwt_hp')!.attributes).toMatch(/Path=\/;.*Secure; SameSite=Lax/);
    expect(cookies.get('jwt_s')).toMatchObject({ value: signature });
    expect(cookies.get('jwt_s')!.attributes).toMatch(/HttpOnly/);
    expect(cookies.get('refresh_token')!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.get('refresh_token')!.attributes).toMatch(
      /Max-Age=2505600; Path=\/api\/token; HttpOnly; Secure; SameSite=Strict/,
    );

    const mail = await mailbox.next('nowa.osoba@example.pl');
    expect(mail.subject).toBe('Potwierdź swój adres email w KWC');
    expect(linkTokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('https://kwc.test/konto/aktywacja/');
    expect(mail.html).toContain('https://kwc.test/konto/aktywacja/');

    const list = await (await call(api, 'GET', '/kwc/wishlist?pageSize=24', { jar })).json();
    expect(list.products.map((product: { sku: string }) => product.sku)).toEqual(['KWC-4']);
    const left = await rows(sql`select 1 from wishlist_items where anonymous_id = ${anon(1)}`);
    expect(left).toHaveLength(0);
  });

  it.each([
    [{ email: '', password: 'pielegnacja7' }, 'email', VALIDATION_MESSAGES.required],
    [{ email: 'nie-adres', password: 'pielegnacja7' }, 'email', VALIDATION_MESSAGES.invalidEmail],
    [{ email: 'a@example.pl', password: 'krotkie' }, 'password', VALIDATION_MESSAGES.passwordRule],
    [{ email: 'a@example.pl', password: 'bezcyfrhaslo' }, 'password', VALIDATION_MESSAGES.passwordRule],
    [{ email: 'a@example.pl', password: 'Password1' }, 'password', ACCOUNT_FIELD_MESSAGES.passwordTooCommon],
    [{ email: 'a@example.pl', password: 'Kosmetyki123' }, 'password', ACCOUNT_FIELD_MESSAGES.passwordContextWord],
    [
      { email: 'marta.kowalska@example.pl', password: 'kowalska-1990' },
      'password',
      ACCOUNT_FIELD_MESSAGES.passwordContextWord,
    ],
    [{ email: 'a@example.pl', password: 'pielegnacja7', captcha: '' }, 'captcha', VALIDATION_MESSAGES.required],
    [
      { email: 'a@example.pl', password: 'pielegnacja7', captcha: 'eyJ4IjoxfQ==' },
      'captcha',
      ACCOUNT_FIELD_MESSAGES.captchaFailed,
    ],
    [{ email: 'demo+3@kwc.example', password: 'pielegnacja7' }, 'email', VALIDATION_MESSAGES.emailAlreadyRegistered],
  ])('refuses %j with the message on its field and changes nothing', async (fields, field, message) => {
    const before = await userCount();
    const response = await call(api, 'POST', '/user', {
      body: { captcha: await solveCaptcha(api), ...fields },
    });
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.fields?.[field]).toBe(message);
    expect(error.message).toBe(message);
    expect(setCookies(response).size).toBe(0);
    expect(await userCount()).toBe(before);
  });

  it('spends a captcha on its first use', async () => {
    const captcha = await solveCaptcha(api);
    const first = await call(api, 'POST', '/user', {
      body: { email: 'raz@example.pl', password: 'pielegnacja7', captcha },
    });
    expect(first.status).toBe(200);
    const again = await call(api, 'POST', '/user', {
      body: { email: 'dwa@example.pl', password: 'pielegnacja7', captcha },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toEqual({ captcha: ACCOUNT_FIELD_MESSAGES.captchaFailed });
  });
});

describe('login', () => {
  it('accepts the e-mail or the user name in any case and merges the anonymous wishlist without duplicates', async () => {
    const { jar } = await registerAccount(api, 'loguje@example.pl', 'pielegnacja7');
    await call(api, 'POST', '/kwc/wishlist', { body: { productSKU: 'KWC-5' }, jar });
    expect((await call(api, 'PATCH', '/user', { body: { username: 'Loguje.Sie' }, jar })).status).toBe(200);
    for (const sku of ['KWC-5', 'KWC-6']) {
      await call(api, 'POST', '/kwc/wishlist', { body: { productSKU: sku, anonymousId: anon(2) } });
    }
    for (const username of ['LOGUJE@example.pl', 'loguje.sie']) {
      const fresh = new CookieJar();
      const response = await call(api, 'POST', '/login_check', {
        body: { username, password: 'pielegnacja7', anon: anon(2) },
        jar: fresh,
      });
      expect(response.status).toBe(200);
      expect(decodeTokenPayload((await response.json()).token)).toMatchObject({ username: 'Loguje.Sie' });
      expect(fresh.cookies.has('refresh_token')).toBe(true);
    }
    const list = await (await call(api, 'GET', '/kwc/wishlist?pageSize=24', { jar })).json();
    expect(list.products.map((product: { sku: string }) => product.sku).sort()).toEqual(['KWC-5', 'KWC-6']);
    const [method] = await rows<{ m: string }>(
      sql`select last_login_method as m from users where email = 'loguje@example.pl'`,
    );
    expect(method!.m).toBe('account_password');
  });

  it('answers the same 401 for an unknown login, a wrong password and a deactivated account', async () => {
    const { jar } = await registerAccount(api, 'odejdzie@example.pl', 'pielegnacja7');
    expect((await call(api, 'DELETE', '/user', { body: { currentPassword: 'pielegnacja7' }, jar })).status).toBe(200);
    for (const body of [
      { username: 'nikt@example.pl', password: 'pielegnacja7' },
      { username: 'loguje@example.pl', password: 'zlehaslo1' },
      { username: 'odejdzie@example.pl', password: 'pielegnacja7' },
    ]) {
      const response = await call(api, 'POST', '/login_check', { body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Błędny login lub hasło',
        error: { code: 'unauthorized', message: 'Błędny login lub hasło' },
      });
      expect(setCookies(response).size).toBe(0);
    }
    const [failed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from auth_events where kind = 'login_failed'`,
    );
    expect(failed!.n).toBeGreaterThanOrEqual(3);
  });

  it('rehashes a password stored with older parameters', async () => {
    await registerAccount(api, 'stary@example.pl', 'pielegnacja7');
    const old = await hashPassword('pielegnacja7', { memory: 4096, passes: 1, parallelism: 1 });
    await database.db.execute(sql`update users set password_hash = ${old} where email = 'stary@example.pl'`);
    expect(
      (await call(api, 'POST', '/login_check', { body: { username: 'stary@example.pl', password: 'pielegnacja7' } }))
        .status,
    ).toBe(200);
    const [row] = await rows<{ hash: string }>(
      sql`select password_hash as hash from users where email = 'stary@example.pl'`,
    );
    expect(row!.hash).toContain(`m=${ARGON2_PARAMETERS.memory},t=${ARGON2_PARAMETERS.passes},p=1$`);
  });
  it("keeps a logged-in user's recently viewed list on the account and adds this browser's views at login", async () => {
    const { jar } = await registerAccount(api, 'oglada@example.pl', 'pielegnacja7');
    const skusOf = async (query: string, session?: CookieJar) =>
      (
        (await (await call(api, 'GET', `/kwc/recently-viewed${query}`, { jar: session })).json()) as {
          products: { sku: string }[];
        }
      ).products.map((product) => product.sku);
    // Logged in: the view is the account's, whichever anonymous id the browser still sends.
    const viewed = await call(api, 'POST', '/kwc/recently-viewed', {
      body: { productSKU: 'KWC-7', anonymousId: anon(3) },
      jar,
    });
    expect(viewed.status).toBe(204);
    expect(await skusOf('', jar)).toEqual(['KWC-7']);
    expect(await skusOf(`?anonymousId=${anon(3)}`)).toEqual([]);
    // Logged out on another browser: two views, one of the same product; then that browser logs in.
    for (const sku of ['KWC-8', 'KWC-7']) {
      await call(api, 'POST', '/kwc/recently-viewed', { body: { productSKU: sku, anonymousId: anon(4) } });
    }
    const login = await call(api, 'POST', '/login_check', {
      body: { username: 'oglada@example.pl', password: 'pielegnacja7', anon: anon(4) },
      jar: new CookieJar(),
    });
    expect(login.status).toBe(200);
    expect(await skusOf('', jar)).toEqual(['KWC-7', 'KWC-8']);
    expect(await skusOf(`?anonymousId=${anon(4)}`)).toEqual([]);
  });
});

describe('tokens', () => {
  it('reads the session from the cookies or a Bearer header, and readSession agrees', async () => {
    const { jar, token } = await registerAccount(api, 'czyta@example.pl');
    expect(userResponseSchema.parse(await (await call(api, 'GET', '/user', { jar })).json())).toMatchObject({
      avatar: null,
      rank: 'Początkująca',
      counters: { reviews: 0, hits: 0, hits_left: 30 },
      agreements: { newsletter: false, club: false },
    });
    const bearer = await call(api, 'GET', '/user', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);
    expect(await readSession(jar.header())).toMatchObject({ email: 'czyta@example.pl' });
    expect(await readSession(null, `Bearer ${token}`)).toMatchObject({ email: 'czyta@example.pl' });
    expect(await readSession('jwt_hp=x.y; jwt_s=z')).toBeNull();
  });

  it('refuses forged, expired, unsigned, wrong-algorithm and signature-swapped tokens', async () => {
    const a = await registerAccount(api, 'token.a@example.pl');
    const b = await registerAccount(api, 'token.b@example.pl');
    const payload = decodeTokenPayload(a.token)!;
    const secret = config().secret;
    const [headerA, payloadA] = a.token.split('.');
    const signatureB = b.token.split('.')[2];
    const tampered = Buffer.from(JSON.stringify({ ...payload, id: payload.id + 1 })).toString('base64url');
    const forged = [
      await new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-of-enough-length-000')),
      new UnsecuredJWT({ ...payload }).encode(),
      await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS512' }).sign(secret),
      `${headerA}.${payloadA}.${signatureB}`,
      `${headerA}.${tampered}.${a.token.split('.')[2]}`,
    ];
    for (const token of forged) {
      const response = await call(api, 'GET', '/user', { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    }
    const swapped = await call(api, 'GET', '/user', {
      headers: { cookie: `jwt_hp=${headerA}.${payloadA}; jwt_s=${signatureB}` },
    });
    expect(swapped.status).toBe(401);
    clock.advance(3601_000);
    try {
      expect((await call(api, 'GET', '/user', { jar: a.jar })).status).toBe(401);
    } finally {
      clock.advance(-3601_000);
    }
  });

  it('rotates the refresh token, gives a second tab the same successor, and revokes the family on a late replay', async () => {
    const { jar } = await registerAccount(api, 'odswieza@example.pl');
    const first = jar.cookies.get('refresh_token')!;
    clock.advance(120_000);
    const tabA = await call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${first}` } });
    const tabB = await call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${first}` } });
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    const successor = setCookies(tabA).get('refresh_token')!.value;
    expect(successor).not.toBe(first);
    expect(setCookies(tabB).get('refresh_token')!.value).toBe(successor);
    expect(setCookies(tabA).get('refresh_token')!.attributes).toMatch(/Max-Age=2505480;/);
    const token = tokenResponseSchema.parse(await tabA.json()).token;
    expect(decodeTokenPayload(token)!.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 3600);

    clock.advance(ROTATION_GRACE_MS + 1000);
    const replay = await call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${first}` } });
    expect(replay.status).toBe(401);
    expect(setCookies(replay).get('refresh_token')!.attributes).toMatch(/Max-Age=0/);
    // The thief's replay ended the family: the legitimate successor stops working too.
    const afterReplay = await call(api, 'POST', '/token/refresh', {
      headers: { cookie: `refresh_token=${successor}` },
    });
    expect(afterReplay.status).toBe(401);
    const [event] = await rows<{ n: number }>(
      sql`select count(*)::int as n from auth_events where kind = 'refresh_replayed'`,
    );
    expect(event!.n).toBe(1);
  });

  it('logs out: the family ends and the cookies are cleared', async () => {
    const { jar } = await registerAccount(api, 'wychodzi@example.pl');
    const refresh = jar.cookies.get('refresh_token')!;
    const response = await call(api, 'POST', '/token/invalidate', { jar });
    expect(await response.json()).toEqual({ loggedOut: true });
    expect(jar.cookies.size).toBe(0);
    const again = await call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${refresh}` } });
    expect(again.status).toBe(401);
    expect((await call(api, 'POST', '/token/refresh', {})).status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('are refused with 403 and change nothing', async () => {
    const { jar } = await registerAccount(api, 'csrf@example.pl');
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const response = await api.request('/user', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: jar.header(), ...clean },
        body: JSON.stringify({ username: 'przejeta' }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: ACCOUNT_MESSAGES.crossSiteRequest },
      });
    }
    const [row] = await rows<{ username: string | null }>(
      sql`select username from users where email = 'csrf@example.pl'`,
    );
    expect(row!.username).toBeNull();
    const sameOrigin = await api.request('/user', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: jar.header(), origin: 'https://kwc.test' },
      body: JSON.stringify({ username: 'csrf.ok' }),
    });
    expect(sameOrigin.status).toBe(200);
  });
});
