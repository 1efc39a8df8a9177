import { COOKIE_NAMES, decodeTokenPayload, isLoggedIn, LOCAL_STORAGE_KEYS, type TokenPayload } from '@kwc/domain';

import type { CookieStore } from '../storage/cookieStore';
import type { KeyValueStorage } from '../storage/keyValueStorage';

// The login state every page reads (spec section 4), from the `jwt_hp` cookie and the clock. The
// refresh, login and logout live in `sessionActions.ts`, which the site loads only when needed.

/** The login state (spec section 4). Snapshots are kept until something changes. */
export interface SessionState {
  /** Logged in while now is before the token's expiry. */
  readonly isLoggedIn: boolean;
  /** The token's payload (spec section 3) while logged in, else `null`. */
  readonly user: TokenPayload | null;
  /**
   * The account this browser holds a session of: the `jwt_hp` cookie's, while the refresh-expiry
   * marker is there, even when the access token has just expired and waits for its refresh. It
   * changes on login, logout, registration and in another tab, not when a token merely expires.
   */
  readonly sessionUserId: number | null;
}

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionState;
  /** What the server rendered: the cookie as the page was served, at the time it was rendered. */
  getServerSnapshot(): SessionState;
  /** Reads the cookie, the marker and the clock again, and tells the readers when the state changed. */
  sync(): void;
  readonly cookies: CookieStore;
  readonly storage: KeyValueStorage;
  readonly now: () => number;
}

export interface SessionStoreOptions {
  cookies: CookieStore;
  storage: KeyValueStorage;
  /** @default Date.now */
  now?: () => number;
  /**
   * When the server rendered the page (ms): hydration evaluates the token's expiry at that time, as
   * the server did. @default the store's creation
   */
  renderedAt?: number;
}

const LOGGED_OUT: SessionState = Object.freeze({ isLoggedIn: false, user: null, sessionUserId: null });

/** The refresh-expiry marker (ms since the epoch); `null` when absent or not a number. */
export function readRefreshMarker(storage: KeyValueStorage): number | null {
  const text = storage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt);
  const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The payload of the `jwt_hp` cookie, expired or not; `null` without a readable one. */
export function readTokenCookie(cookies: Pick<CookieStore, 'get'>): TokenPayload | null {
  const value = cookies.get(COOKIE_NAMES.jwtHeaderPayload);
  return value ? decodeTokenPayload(value) : null;
}

function stateOf(payload: TokenPayload | null, hasMarker: boolean, now: number): SessionState {
  if (payload === null) return LOGGED_OUT;
  const loggedIn = isLoggedIn(payload, now);
  const sessionUserId = loggedIn || hasMarker ? payload.id : null;
  return { isLoggedIn: loggedIn, user: loggedIn ? payload : null, sessionUserId };
}

const sameState = (a: SessionState, b: SessionState) =>
  a.isLoggedIn === b.isLoggedIn &&
  a.sessionUserId === b.sessionUserId &&
  JSON.stringify(a.user) === JSON.stringify(b.user);

// setTimeout takes at most 2^31 - 1 ms; a later expiry is looked at again then.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The login state of one app (one per `KwcHooksProvider`), for `useSyncExternalStore`. Creating it
 * reads nothing; on the server it reads the request's cookie store and never sets a timer. While
 * read, it follows writes through the cookie store, the marker (also from other tabs) and the
 * token's expiry.
 */
export function createSessionStore({
  cookies,
  storage,
  now = () => Date.now(),
  renderedAt,
}: SessionStoreOptions): SessionStore {
  const createdAt = now();
  const listeners = new Set<() => void>();
  let state: SessionState | null = null;
  let serverState: SessionState | null = null;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribeSources: (() => void) | null = null;

  const read = () => stateOf(readTokenCookie(cookies), readRefreshMarker(storage) !== null, now());

  function scheduleExpiry() {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
    if (listeners.size === 0 || !state?.user) return;
    const left = state.user.exp * 1000 - now();
    expiryTimer = setTimeout(sync, Math.min(Math.max(left, 0), MAX_TIMEOUT_MS));
  }

  /** Reads the state again; keeps the snapshot (and its identity) when nothing changed. */
  function refresh(): boolean {
    const next = read();
    if (state !== null && sameState(state, next)) return false;
    state = next;
    return true;
  }

  function sync() {
    const changed = refresh();
    scheduleExpiry();
    if (changed) listeners.forEach((listener) => listener());
  }

  return {
    cookies,
    storage,
    now,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        const fromCookies = cookies.subscribe?.(sync);
        const fromStorage = storage.subscribe?.(sync);
        unsubscribeSources = () => {
          fromCookies?.();
          fromStorage?.();
        };
        sync();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribeSources?.();
        unsubscribeSources = null;
        clearTimeout(expiryTimer);
      };
    },
    getSnapshot() {
      // Unread, nothing keeps the state current (no timer, no subscription): read it now.
      if (listeners.size === 0 || state === null) refresh();
      return state!;
    },
    getServerSnapshot() {
      if (serverState) return serverState;
      const value = cookies.getInitial
        ? cookies.getInitial(COOKIE_NAMES.jwtHeaderPayload)
        : cookies.get(COOKIE_NAMES.jwtHeaderPayload);
      const payload = value ? decodeTokenPayload(value) : null;
      // The marker is the browser's alone: the server cannot know it, so it counts a live token.
      serverState = stateOf(payload, false, renderedAt ?? createdAt);
      return serverState;
    },
    sync,
  };
}
