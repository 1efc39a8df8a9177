// @vitest-environment node
import '../test/domGlobals';

import { COOKIE_NAMES, LOCAL_STORAGE_KEYS, TOKEN } from '@kwc/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { createDocumentCookieStore, parseCookieHeader } from '../storage/cookieStore';
import { createLocalStorage } from '../storage/keyValueStorage';
import { documentCookieJar, withCookieJar } from '../test/cookieJar';
import { startRealApi, type RealApi } from '../test/realApi';
import { recordingLogger } from '../test/wrapper';
import { checkSession, logIn, logOut } from './sessionActions';
import { createSessionStore, type SessionStore } from './sessionStore';

// Spec section 4's session rules against the real API (issue 31's account side), through jsdom's
// cookie jar as a browser keeps the API's cookies. Runs once `@kwc/api` has the account side.

const MINUTE = 60_000;
const ANON = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const hasAccounts = 'readSession' in (await import('@kwc/api'));

let api: RealApi;
let client: ApiClient;
let store: SessionStore;
let skus: string[];
const logger = recordingLogger().logger;

const cookie = (name: string) => parseCookieHeader(document.cookie).get(name) ?? null;
const refreshRequests = () => api.requests.filter((request) => new URL(request.url).pathname === '/token/refresh');
const newStore = () => createSessionStore({ cookies: createDocumentCookieStore(), storage: createLocalStorage() });

describe.runIf(hasAccounts)('the session against the real API', () => {
  beforeAll(async () => {
    api = await startRealApi();
    const cookies = createDocumentCookieStore();
    client = createApiClient({
      baseUrl: globalThis.location.origin,
      fetch: withCookieJar(api.fetch),
      getCookie: (name) => cookies.get(name),
      logger,
    });
    skus = (await client.getProducts('/pielegnacja-twarzy')).products.map((product) => product.sku);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    documentCookieJar().removeAllCookiesSync();
    localStorage.clear();
    store = newStore();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('login merges the anonymous wishlist, removes the anonymous id and sets the marker 29 days ahead', async () => {
    document.cookie = `${COOKIE_NAMES.anonymousUserId}=${ANON}; path=/`;
    await client.addToWishlist({ productSKU: skus[0]!, anonymousId: ANON });

    await expect(
      logIn(store, client, { username: 'ania@demo.kwc.pl', password: 'kosmetyki123' }),
    ).resolves.toMatchObject({ success: true });

    expect(store.getSnapshot()).toMatchObject({ isLoggedIn: true, user: { username: 'ania.demo' } });
    expect(cookie(COOKIE_NAMES.anonymousUserId)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt)).toBe(
      String(Date.now() + TOKEN.refreshMarkerTtlMs),
    );
    const wishlist = await client.getWishlist({ anonymousId: null, page: 1, pageSize: 24 });
    expect(wishlist.products.map((product) => product.sku)).toContain(skus[0]);
    await logOut(store, client, { logger });
  });

  it('a wrong login resolves with the server message and changes nothing', async () => {
    await expect(logIn(store, client, { username: 'ania@demo.kwc.pl', password: 'zle-haslo' })).resolves.toMatchObject({
      success: false,
      message: 'Błędny login lub hasło',
    });
    expect(store.getSnapshot().isLoggedIn).toBe(false);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt)).toBeNull();
  });

  it('refreshes within 10 minutes of the expiry, once for concurrent callers, and the session goes on', async () => {
    await logIn(store, client, { username: 'ola@demo.kwc.pl', password: 'kosmetyki123' });
    const exp = store.getSnapshot().user!.exp * 1000;
    await expect(checkSession(store, client, { logger })).resolves.toBe('idle');
    const before = refreshRequests().length;

    vi.setSystemTime(exp - 5 * MINUTE);
    const results = await Promise.all([
      checkSession(store, client, { logger }),
      checkSession(store, client, { logger }),
    ]);

    expect(results).toEqual(['refreshed', 'refreshed']);
    expect(refreshRequests().length).toBe(before + 1);
    expect(store.getSnapshot().user!.exp * 1000).toBeGreaterThan(exp);
    await expect(client.getUser()).resolves.toMatchObject({ id: store.getSnapshot().user!.id });
    await logOut(store, client, { logger });
  });

  it('an expired token is refreshed; two tabs refreshing at once both keep the session (the grace)', async () => {
    await logIn(store, client, { username: 'ola@demo.kwc.pl', password: 'kosmetyki123' });
    const otherTab = newStore();
    vi.setSystemTime(store.getSnapshot().user!.exp * 1000 + MINUTE);
    expect(store.getSnapshot().isLoggedIn).toBe(false);

    const results = await Promise.all([
      checkSession(store, client, { logger }),
      checkSession(otherTab, client, { logger }),
    ]);

    expect(results).toEqual(['refreshed', 'refreshed']);
    expect(store.getSnapshot().isLoggedIn).toBe(true);
    // The family was not revoked: a forced refresh later still works.
    vi.setSystemTime(Date.now() + 30_000);
    await expect(checkSession(store, client, { force: true, logger })).resolves.toBe('refreshed');
    await logOut(store, client, { logger });
  });

  it('after logout the refresh is refused and nothing is tried without the marker', async () => {
    await logIn(store, client, { username: 'ola@demo.kwc.pl', password: 'kosmetyki123' });
    const marker = localStorage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt)!;

    await expect(logOut(store, client, { logger })).resolves.toBe(true);
    expect(cookie(COOKIE_NAMES.jwtHeaderPayload)).toBeNull();
    expect(cookie(COOKIE_NAMES.anonymousUserId)).toMatch(/^[0-9a-f]{32}$/);
    const before = refreshRequests().length;
    await expect(checkSession(store, client, { force: true, logger })).resolves.toBe('idle');
    expect(refreshRequests().length).toBe(before);

    // A stale marker (e.g. another tab's) makes the check ask: the server refuses and it clears.
    localStorage.setItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt, marker);
    await expect(checkSession(store, client, { logger })).resolves.toBe('cleared');
    expect(refreshRequests().length).toBe(before + 1);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt)).toBeNull();
  });
});
