import { createServer, type AddressInfo } from 'node:net';

import { authProvidersResponseSchema, decodeTokenPayload } from '@kwc/domain';
import Provider from 'oidc-provider';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { call, CookieJar, registerAccount, setCookies, testAccountConfig } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { safeBackPath } from './facebook';

// The real Facebook is never called: a local OAuth 2 / OpenID provider stands in for it, with its
// endpoints given through the same settings as Facebook's (FACEBOOK_*_URL).
let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let server: ReturnType<Provider['listen']>;
let issuer: string;
const people: Record<string, string> = { 'fb-1001': 'fb.nowa@example.pl', 'fb-1002': 'istnieje@example.pl' };

beforeAll(async () => {
  database = await openSeededDatabase(60);
  // The issuer names its port, so take a free one first.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'kwc-test',
        client_secret: 'sekret-dostawcy-testowego',
        redirect_uris: ['https://kwc.test/api/auth/facebook/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: people[id] }) }),
    pkce: { required: () => false },
  });
  server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  api = createApi(database, {
    accounts: testAccountConfig({
      facebook: {
        clientId: 'kwc-test',
        clientSecret: 'sekret-dostawcy-testowego',
        authorizationEndpoint: `${issuer}/auth`,
        tokenEndpoint: `${issuer}/token`,
        profileEndpoint: `${issuer}/me`,
        scopes: ['openid', 'email'],
      },
    }),
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  server?.close();
  await database.close();
});

/** Plays the visitor at the provider: logs in as `accountId`, consents, and gives the callback URL. */
async function atProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const visit = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(url, issuer), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const [name, { value }] of setCookies(response)) cookies.set(name, value);
    return response.headers.get('location')!;
  };
  let location = await visit(authorizationUrl);
  location = await visit(await visit(location, { prompt: 'login', login: accountId }));
  location = await visit(await visit(location, { prompt: 'consent' }));
  return new URL(location);
}

async function facebookLogin(back: string, accountId: string, jar = new CookieJar()) {
  const start = await call(api, 'GET', `/auth/facebook?back=${encodeURIComponent(back)}`, { jar });
  expect(start.status).toBe(302);
  const callback = await atProvider(start.headers.get('location')!, accountId);
  expect(callback.origin + callback.pathname).toBe('https://kwc.test/api/auth/facebook/callback');
  return call(api, 'GET', `/auth/facebook/callback${callback.search}`, { jar });
}

describe('Facebook login', () => {
  it('is offered only when configured', async () => {
    expect(authProvidersResponseSchema.parse(await (await api.request('/auth/providers')).json())).toEqual({
      facebook: true,
    });
    const off = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
    expect(await (await off.request('/auth/providers')).json()).toEqual({ facebook: false });
    expect((await off.request('/auth/facebook')).status).toBe(404);
  });

  it('creates a verified account, logs it in with the session cookies and returns to the page', async () => {
    const jar = new CookieJar();
    const answer = await facebookLogin('/kremy-do-twarzy?sort=price_asc', 'fb-1001', jar);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://kwc.test/kremy-do-twarzy?sort=price_asc');
    expect(jar.cookies.has('refresh_token')).toBe(true);
    // The page learns of the login from a cookie it can read (not HttpOnly), on every path.
    const announced = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('authorization-events-origin='));
    expect(announced).toMatch(/Path=\/;/);
    expect(announced).not.toMatch(/HttpOnly/i);
    const payload = decodeTokenPayload(`${jar.cookies.get('jwt_hp')}.${jar.cookies.get('jwt_s')}`);
    expect(payload).toMatchObject({ email: 'fb.nowa@example.pl', is_active: true, username: null });
    const details = await (await call(api, 'GET', '/user/account', { jar })).json();
    expect(details).toMatchObject({ loginMethod: 'facebook', hasPassword: false });
  });

  it('links an existing account by its e-mail address', async () => {
    await registerAccount(api, 'istnieje@example.pl');
    const jar = new CookieJar();
    const answer = await facebookLogin('//evil.example/', 'fb-1002', jar);
    expect(answer.headers.get('location')).toBe('https://kwc.test/');
    const details = await (await call(api, 'GET', '/user/account', { jar })).json();
    expect(details).toMatchObject({ email: 'istnieje@example.pl', loginMethod: 'facebook', isAccountActive: true });
  });

  it('refuses a callback without the state it started with', async () => {
    const start = await call(api, 'GET', '/auth/facebook?back=/');
    const callback = await atProvider(start.headers.get('location')!, 'fb-1001');
    // Another browser (no state cookie) bringing the code back: a login CSRF.
    const answer = await call(api, 'GET', `/auth/facebook/callback${callback.search}`);
    expect(answer.headers.get('location')).toBe('https://kwc.test/konto/logowanie?blad=facebook');
    expect(setCookies(answer).has('refresh_token')).toBe(false);
  });

  it('returns only to paths on this site', () => {
    expect(safeBackPath('/konto/edycja-konta')).toBe('/konto/edycja-konta');
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example', undefined]) {
      expect(safeBackPath(unsafe)).toBe('/');
    }
  });
});
