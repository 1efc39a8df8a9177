import { COOKIE_NAMES, decideTokenRefresh, LOCAL_STORAGE_KEYS, refreshMarkerExpiry, TOKEN } from '@kwc/domain';

import type { RegisterRequest, SessionOrSecondStep, TokenResponse } from '@kwc/domain';

import type { LoginInput, LoginResult } from '../account/accountCalls';
import type { ApiClient } from '../api/createApiClient';
import { ApiNetworkError, ApiResponseError } from '../api/errors';
import { consoleLogger, type Logger } from '../api/types';
import { readAnonymousId, syncAnonymousId } from '../auth/anonymousId';
import { readRefreshMarker, readTokenCookie, type SessionStore } from './sessionStore';

// Spec section 4's token refresh, login and logout on a session store. The site loads this module
// when a visitor has a session (a refresh-expiry marker) or opens an account screen, never on an
// anonymous first view.

/** What a check did. `failed`: the refresh got no answer (network, 5xx) and is only logged (spec section 8). */
export type SessionCheckResult = 'idle' | 'refreshed' | 'cleared' | 'failed';

export interface SessionCheckOptions {
  /** Refresh even though the token has more than 10 minutes left. */
  force?: boolean;
  /** @default console */
  logger?: Logger;
}

/** Web Locks, where the browser has them: one tab refreshes at a time. */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const REFRESH_LOCK = 'kwc-token-refresh';

// One refresh in flight per store: every caller during it gets its outcome.
const inFlight = new WeakMap<SessionStore, Promise<SessionCheckResult>>();

function locks(): LockManagerLike | null {
  const candidate = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return candidate && typeof candidate.request === 'function' ? candidate : null;
}

function decide(store: SessionStore, force: boolean) {
  const token = readTokenCookie(store.cookies);
  return decideTokenRefresh({
    refreshExpiresAt: readRefreshMarker(store.storage),
    tokenExpiresAt: token ? token.exp * 1000 : null,
    now: store.now(),
    force,
  });
}

/**
 * Ends the login state in this browser (spec section 4): the marker and the `jwt_hp` cookie go, the
 * anonymous id is set again. The server's cookies are the server's to clear (logout does).
 */
export function clearSession(store: SessionStore): void {
  store.storage.removeItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt);
  if (store.cookies.get(COOKIE_NAMES.jwtHeaderPayload) !== null) store.cookies.remove(COOKIE_NAMES.jwtHeaderPayload);
  syncAnonymousId(store.cookies, { isLoggedIn: false });
  store.sync();
}

/**
 * Takes in the session a login, registration, activation or e-mail confirmation has just set in the
 * cookies: the marker ~29 days ahead (a new refresh family) and the anonymous id removed.
 */
export function beginSession(store: SessionStore): void {
  store.storage.setItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt, String(refreshMarkerExpiry(store.now())));
  syncAnonymousId(store.cookies, { isLoggedIn: true });
  store.sync();
}

async function refreshNow(
  store: SessionStore,
  client: Pick<ApiClient, 'refreshToken'>,
  force: boolean,
  logger: Logger,
): Promise<SessionCheckResult> {
  // Another tab may have refreshed (or logged out) while this one waited for the lock.
  const decision = decide(store, force);
  if (decision === 'clear') {
    clearSession(store);
    return 'cleared';
  }
  if (decision === 'idle') {
    store.sync();
    return 'idle';
  }
  try {
    await client.refreshToken();
  } catch (error) {
    logger.error(error);
    if (error instanceof ApiNetworkError || (error instanceof ApiResponseError && error.status >= 500)) {
      return 'failed';
    }
    // Refused (401: the family ended or was revoked) or answered without a token.
    clearSession(store);
    return 'cleared';
  }
  if (readTokenCookie(store.cookies) === null) {
    clearSession(store);
    return 'cleared';
  }
  store.sync();
  return 'refreshed';
}

/**
 * The token check of spec section 4: nothing without the refresh-expiry marker; the login state
 * cleared once the marker has expired; a refresh when the token is missing, expires within 10
 * minutes, or `force`; cleared when the refresh gives no token or leaves no `jwt_hp` cookie. One
 * refresh runs at a time: callers during it share it, and tabs take turns (Web Locks), each looking
 * at the cookies again first.
 */
export function checkSession(
  store: SessionStore,
  client: Pick<ApiClient, 'refreshToken'>,
  { force = false, logger = consoleLogger }: SessionCheckOptions = {},
): Promise<SessionCheckResult> {
  const running = inFlight.get(store);
  if (running) return running;
  const decision = decide(store, force);
  if (decision !== 'refresh') {
    if (decision === 'clear') clearSession(store);
    else store.sync();
    return Promise.resolve(decision === 'clear' ? 'cleared' : 'idle');
  }
  const lockManager = locks();
  const run = () => refreshNow(store, client, force, logger);
  const refresh = (lockManager ? lockManager.request(REFRESH_LOCK, run) : run()).finally(() => {
    inFlight.delete(store);
  });
  inFlight.set(store, refresh);
  return refresh;
}

export interface SessionChecksOptions {
  logger?: Logger;
  /** @default TOKEN.checkIntervalMs (5 minutes) */
  intervalMs?: number;
}

/**
 * Runs the token check now, every 5 minutes while logged in, and when the page comes back (focus,
 * visible again, back online); returns the function that stops it. A session the server set by a
 * redirect (Facebook's login) is announced by the `authorization-events-origin` cookie: it is taken
 * in as a login. Call it in the browser only (an effect).
 */
export function startSessionChecks(
  store: SessionStore,
  client: Pick<ApiClient, 'refreshToken'>,
  { logger = consoleLogger, intervalMs = TOKEN.checkIntervalMs }: SessionChecksOptions = {},
): () => void {
  if (store.cookies.get(COOKIE_NAMES.authorizationEventsOrigin) !== null) {
    store.cookies.remove(COOKIE_NAMES.authorizationEventsOrigin);
    if (readTokenCookie(store.cookies) !== null) beginSession(store);
  }
  const check = () => {
    if (readRefreshMarker(store.storage) !== null) void checkSession(store, client, { logger });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  const timer = setInterval(() => {
    if (store.getSnapshot().isLoggedIn) check();
  }, intervalMs);
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('focus', check);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    clearInterval(timer);
    if (hasWindow) {
      window.removeEventListener('focus', check);
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

/**
 * Logs in (spec sections 4 and 7) with the visitor's anonymous id, whose wishlist the account takes
 * over; on success the session begins. A wrong login resolves with the server's message.
 */
export async function logIn(
  store: SessionStore,
  client: Pick<ApiClient, 'login'>,
  body: Omit<LoginInput, 'anon'>,
): Promise<LoginResult> {
  const result = await client.login({ ...body, anon: readAnonymousId(store.cookies) });
  if (result.success) beginSession(store);
  return result;
}

/** Registers (spec section 7) with the anonymous id; the answer's token begins the session. */
export async function register(
  store: SessionStore,
  client: Pick<ApiClient, 'register'>,
  body: Omit<RegisterRequest, 'anon'>,
): Promise<TokenResponse> {
  const answer = await client.register({ ...body, anon: readAnonymousId(store.cookies) ?? undefined });
  beginSession(store);
  return answer;
}

/**
 * Follows an activation link: the account is logged in (login method `account_token`), unless it
 * asks for the code of its second step first (`{secondFactor}`).
 */
export async function activate(
  store: SessionStore,
  client: Pick<ApiClient, 'activateAccount'>,
  token: string,
): Promise<SessionOrSecondStep> {
  const answer = await client.activateAccount(token);
  if ('token' in answer) beginSession(store);
  return answer;
}

/** The second step of a login (ours: two-step verification): the code taken, the session begins. */
export async function logInSecondStep(
  store: SessionStore,
  client: Pick<ApiClient, 'secondFactor'>,
  code: string,
): Promise<TokenResponse> {
  const answer = await client.secondFactor({ code });
  beginSession(store);
  return answer;
}

/**
 * Logs out: the server revokes the refresh family and clears its cookies; this browser's login
 * state ends even when the call fails (the failure is logged and resolves `false`).
 */
export async function logOut(
  store: SessionStore,
  client: Pick<ApiClient, 'logout'>,
  { logger = consoleLogger }: { logger?: Logger } = {},
): Promise<boolean> {
  try {
    await client.logout();
    return true;
  } catch (error) {
    logger.error(error);
    return false;
  } finally {
    clearSession(store);
  }
}
