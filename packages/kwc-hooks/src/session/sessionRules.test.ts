import { COOKIE_NAMES, LOCAL_STORAGE_KEYS, TOKEN } from '@kwc/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { createDocumentCookieStore, parseCookieHeader } from '../storage/cookieStore';
import { createLocalStorage } from '../storage/keyValueStorage';
import { documentCookieJar, withCookieJar } from '../test/cookieJar';
import { createTokenServer } from '../test/tokenServer';
import { recordingLogger } from '../test/wrapper';
import { checkSession, logIn, logOut, register, startSessionChecks, type SessionCheckResult } from './sessionActions';
import { createSessionStore, type SessionStore } from './sessionStore';

// Spec section 4's token rules, with the clock under the test's control and jsdom's cookie jar
// holding the cookies the token server sets (the HttpOnly ones too).

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T10:00:00Z');
const ANON = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';

let server: ReturnType<typeof createTokenServer>;
let client: ApiClient;
let store: SessionStore;
let errors: unknown[][];
let logger: ReturnType<typeof recordingLogger>['logger'];

const cookie = (name: string) => parseCookieHeader(document.cookie).get(name) ?? null;
const marker = () => localStorage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt);

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  documentCookieJar().removeAllCookiesSync();
  localStorage.clear();
  server = createTokenServer();
  const recording = recordingLogger();
  errors = recording.errors;
  logger = recording.logger;
  const cookies = createDocumentCookieStore();
  client = createApiClient({
    baseUrl: '',
    fetch: withCookieJar(server.fetch),
    getCookie: (name) => cookies.get(name),
    logger: recording.logger,
  });
  store = createSessionStore({ cookies, storage: createLocalStorage() });
});

afterEach(() => {
  vi.useRealTimers();
});

async function loggedIn() {
  document.cookie = `${COOKIE_NAMES.anonymousUserId}=${ANON}; path=/`;
  await expect(logIn(store, client, { username: 'ania.demo', password: 'kosmetyki123' })).resolves.toMatchObject({
    success: true,
  });
}

interface Rule {
  rule: string;
  /** After logging in, before the check. */
  arrange?: () => void;
  /** Minutes after the login when the check runs. */
  at: number;
  force?: boolean;
  result: SessionCheckResult;
  refreshes: number;
  isLoggedIn: boolean;
  markerKept: boolean;
  /** Failures of the refresh call, logged only (spec section 8). */
  logged?: number;
}

const RULES: Rule[] = [
  {
    rule: 'a token with 10 minutes or more left is kept',
    at: 50,
    result: 'idle',
    refreshes: 0,
    isLoggedIn: true,
    markerKept: true,
  },
  {
    rule: 'a token expiring within 10 minutes is refreshed',
    at: 50.01,
    result: 'refreshed',
    refreshes: 1,
    isLoggedIn: true,
    markerKept: true,
  },
  {
    rule: 'an expired token is refreshed',
    at: 61,
    result: 'refreshed',
    refreshes: 1,
    isLoggedIn: true,
    markerKept: true,
  },
  {
    rule: 'a missing token (no jwt_hp cookie) is refreshed',
    arrange: () => void (document.cookie = `${COOKIE_NAMES.jwtHeaderPayload}=; path=/; max-age=0`),
    at: 1,
    result: 'refreshed',
    refreshes: 1,
    isLoggedIn: true,
    markerKept: true,
  },
  {
    rule: 'a forced refresh happens whatever is left',
    at: 1,
    force: true,
    result: 'refreshed',
    refreshes: 1,
    isLoggedIn: true,
    markerKept: true,
  },
  {
    rule: 'without the refresh-expiry marker nothing happens',
    arrange: () => localStorage.removeItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt),
    at: 61,
    force: true,
    result: 'idle',
    refreshes: 0,
    isLoggedIn: false,
    markerKept: false,
  },
  {
    rule: 'a marker that is not a number counts as none',
    arrange: () => localStorage.setItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt, 'jutro'),
    at: 55,
    result: 'idle',
    refreshes: 0,
    isLoggedIn: true,
    markerKept: true,
  },
  {
    rule: 'an expired marker clears the login state',
    arrange: () => localStorage.setItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt, String(T0 + 30 * MINUTE)),
    at: 30,
    result: 'cleared',
    refreshes: 0,
    isLoggedIn: false,
    markerKept: false,
  },
  {
    rule: 'a refused refresh (no token) clears the login state',
    arrange: () => server.setRefreshMode('refuse'),
    at: 55,
    result: 'cleared',
    refreshes: 1,
    isLoggedIn: false,
    markerKept: false,
    logged: 1,
  },
  {
    rule: 'a refresh answered without a token clears the login state',
    arrange: () => server.setRefreshMode('no-token'),
    at: 55,
    result: 'cleared',
    refreshes: 1,
    isLoggedIn: false,
    markerKept: false,
    logged: 1,
  },
  {
    rule: 'a refresh that leaves no jwt_hp cookie clears the login state',
    arrange: () => {
      document.cookie = `${COOKIE_NAMES.jwtHeaderPayload}=; path=/; max-age=0`;
      server.setRefreshMode('no-cookie');
    },
    at: 1,
    result: 'cleared',
    refreshes: 1,
    isLoggedIn: false,
    markerKept: false,
  },
  {
    rule: 'a refresh that gets no answer (5xx, network) is logged only',
    arrange: () => server.setRefreshMode('fail'),
    at: 55,
    result: 'failed',
    refreshes: 1,
    isLoggedIn: true,
    markerKept: true,
    logged: 1,
  },
];

describe('the token check of spec section 4', () => {
  it.each(RULES)('$rule', async ({ arrange, at, force, result, refreshes, isLoggedIn, markerKept, logged = 0 }) => {
    await loggedIn();
    arrange?.();
    const markerBefore = marker();
    vi.setSystemTime(T0 + at * MINUTE);

    await expect(checkSession(store, client, { force, logger })).resolves.toBe(result);

    expect(server.refreshCalls()).toBe(refreshes);
    expect(store.getSnapshot().isLoggedIn).toBe(isLoggedIn);
    expect(marker()).toBe(markerKept ? markerBefore : null);
    if (result === 'refreshed') {
      // The new token is the one in the cookie, an hour from now; the family's marker does not move.
      expect(store.getSnapshot().user?.exp).toBe(Math.floor((T0 + at * MINUTE) / 1000) + 3600);
    }
    if (result === 'cleared') {
      expect(cookie(COOKIE_NAMES.jwtHeaderPayload)).toBeNull();
      expect(cookie(COOKIE_NAMES.anonymousUserId)).toMatch(/^[0-9a-f]{32}$/);
      expect(store.getSnapshot().sessionUserId).toBeNull();
    }
    expect(errors).toHaveLength(logged);
  });

  it('is logged in while now is before the token expiry, and the state turns at the expiry', async () => {
    await loggedIn();
    const changes = vi.fn();
    const unsubscribe = store.subscribe(changes);
    const exp = store.getSnapshot().user!.exp * 1000;

    vi.advanceTimersByTime(exp - Date.now() - 1);
    expect(store.getSnapshot().isLoggedIn).toBe(true);
    expect(changes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, user: null, sessionUserId: 7 });
    expect(changes).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('login, registration and logout', () => {
  it('login sends the anonymous id, removes its cookie and sets the marker 29 days ahead', async () => {
    await loggedIn();

    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/login_check',
      body: { username: 'ania.demo', anon: ANON },
    });
    expect(cookie(COOKIE_NAMES.anonymousUserId)).toBeNull();
    expect(marker()).toBe(String(T0 + TOKEN.refreshMarkerTtlMs));
    expect(store.getSnapshot()).toMatchObject({
      isLoggedIn: true,
      sessionUserId: 7,
      user: { email: 'ania@demo.kwc.pl', username: 'ania.demo', birthday: '1992-05-14' },
    });
  });

  it('registration does the same with the token it gets', async () => {
    document.cookie = `${COOKIE_NAMES.anonymousUserId}=${ANON}; path=/`;
    vi.setSystemTime(T0 + 5 * MINUTE);

    await register(store, client, { email: 'nowa@example.pl', password: 'Kosmetyki-123', captcha: 'altcha' });

    expect(server.calls.at(-1)).toMatchObject({ path: '/api/user', body: { email: 'nowa@example.pl', anon: ANON } });
    expect(cookie(COOKIE_NAMES.anonymousUserId)).toBeNull();
    expect(marker()).toBe(String(T0 + 5 * MINUTE + TOKEN.refreshMarkerTtlMs));
    expect(store.getSnapshot().isLoggedIn).toBe(true);
  });

  it('logout revokes the session, removes the marker and sets an anonymous id again', async () => {
    await loggedIn();

    await expect(logOut(store, client)).resolves.toBe(true);

    expect(server.calls.at(-1)?.path).toBe('/api/token/invalidate');
    expect(marker()).toBeNull();
    expect(cookie(COOKIE_NAMES.jwtHeaderPayload)).toBeNull();
    expect(cookie(COOKIE_NAMES.anonymousUserId)).toMatch(/^[0-9a-f]{32}$/);
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, sessionUserId: null });
    // The refresh cookie went with the server's answer: a check now does nothing.
    await expect(checkSession(store, client, { force: true })).resolves.toBe('idle');
    expect(server.refreshCalls()).toBe(0);
  });
});

describe('one refresh at a time', () => {
  it('callers during a refresh share it: one request', async () => {
    await loggedIn();
    vi.setSystemTime(T0 + 55 * MINUTE);

    const results = await Promise.all([
      checkSession(store, client),
      checkSession(store, client, { force: true }),
      checkSession(store, client),
    ]);

    expect(results).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(server.refreshCalls()).toBe(1);
    // The next one, after it, finds a fresh token.
    await expect(checkSession(store, client)).resolves.toBe('idle');
  });

  it("a second tab finds the first tab's new token and does not refresh again", async () => {
    await loggedIn();
    const otherTab = createSessionStore({ cookies: createDocumentCookieStore(), storage: createLocalStorage() });
    vi.setSystemTime(T0 + 55 * MINUTE);

    await expect(checkSession(store, client)).resolves.toBe('refreshed');
    await expect(checkSession(otherTab, client)).resolves.toBe('idle');

    expect(server.refreshCalls()).toBe(1);
    expect(otherTab.getSnapshot().isLoggedIn).toBe(true);
  });

  it('another tab logging in or out reaches this one through the storage event', async () => {
    const changes = vi.fn();
    const unsubscribe = store.subscribe(changes);
    const otherTab = createSessionStore({ cookies: createDocumentCookieStore(), storage: createLocalStorage() });

    await logIn(otherTab, client, { username: 'ania.demo', password: 'kosmetyki123' });
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_STORAGE_KEYS.refreshTokenExpiresAt }));
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, sessionUserId: 7 });

    await logOut(otherTab, client);
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_STORAGE_KEYS.refreshTokenExpiresAt }));
    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: false, sessionUserId: null });
    expect(changes).toHaveBeenCalled();
    unsubscribe();
  });
});

describe('the checks while the page is open', () => {
  it('check every 5 minutes while logged in: the token is refreshed once less than 10 minutes remain', async () => {
    await loggedIn();
    const stop = startSessionChecks(store, client);

    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    expect(server.refreshCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(server.refreshCalls()).toBe(1);
    // The new token (an hour from minute 55) is refreshed at minute 110.
    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    expect(server.refreshCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(server.refreshCalls()).toBe(2);
    expect(store.getSnapshot().isLoggedIn).toBe(true);
    stop();
  });

  it('asks nothing of a visitor who never logged in', async () => {
    const stop = startSessionChecks(store, client);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    stop();

    expect(server.calls).toEqual([]);
  });

  it('checks when the page comes back (focus, visible), e.g. after the computer slept', async () => {
    await loggedIn();
    const stop = startSessionChecks(store, client, { intervalMs: 24 * 60 * MINUTE });
    vi.setSystemTime(T0 + 3 * 60 * MINUTE);
    expect(store.getSnapshot().isLoggedIn).toBe(false);

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.refreshCalls()).toBe(1);
    expect(store.getSnapshot().isLoggedIn).toBe(true);

    vi.setSystemTime(T0 + 6 * 60 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.refreshCalls()).toBe(2);
    stop();
  });

  it('takes in a session the server set by a redirect (Facebook), announced by authorization-events-origin', async () => {
    await loggedIn();
    localStorage.clear();
    document.cookie = `${COOKIE_NAMES.authorizationEventsOrigin}=facebook; path=/`;
    document.cookie = `${COOKIE_NAMES.anonymousUserId}=${ANON}; path=/`;

    const stop = startSessionChecks(store, client);
    stop();

    expect(marker()).toBe(String(T0 + TOKEN.refreshMarkerTtlMs));
    expect(cookie(COOKIE_NAMES.authorizationEventsOrigin)).toBeNull();
    expect(cookie(COOKIE_NAMES.anonymousUserId)).toBeNull();
  });
});
