import { COOKIE_NAMES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useLogin, useLogout, useRegister } from '../account/useAccountForms';
import { createApiClient, type ApiClient } from '../api/createApiClient';
import { createDocumentCookieStore, type CookieStore } from '../storage/cookieStore';
import { createLocalStorage, type KeyValueStorage } from '../storage/keyValueStorage';
import { documentCookieJar, withCookieJar } from '../test/cookieJar';
import { createTokenServer } from '../test/tokenServer';
import { hooksWrapper, recordingLogger } from '../test/wrapper';
import { checkSession } from './sessionActions';
import { createSessionStore, type SessionStore } from './sessionStore';
import { useSession, useSessionListsReload } from './useSession';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const MINUTE = 60_000;

let server: ReturnType<typeof createTokenServer>;
let client: ApiClient;
let cookies: CookieStore;
let storage: KeyValueStorage;
let session: SessionStore;

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['Date'] });
  documentCookieJar().removeAllCookiesSync();
  localStorage.clear();
  server = createTokenServer();
  cookies = createDocumentCookieStore();
  storage = createLocalStorage();
  session = createSessionStore({ cookies, storage });
  const refusing = async (input: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    if (input.endsWith('/api/login_check') && body.password === 'zle') {
      return Response.json({ message: 'Błędny login lub hasło' }, { status: 401 });
    }
    if (input.endsWith('/api/login_check') && body.password === 'szybko') {
      return Response.json(
        { error: { code: 'too_many_requests', message: 'Zbyt wiele prób. Spróbuj ponownie później.', retryAfter: 60 } },
        { status: 429, headers: { 'retry-after': '60' } },
      );
    }
    if (input.endsWith('/api/user') && body.email === 'zajety@example.pl') {
      return Response.json(
        {
          error: {
            code: 'bad_request',
            message: 'Podany adres email jest już zarejestrowany',
            fields: { email: 'Podany adres email jest już zarejestrowany' },
          },
        },
        { status: 400 },
      );
    }
    return server.fetch(input, init);
  };
  client = createApiClient({
    baseUrl: '',
    fetch: withCookieJar(refusing),
    getCookie: (name) => cookies.get(name),
    logger: recordingLogger().logger,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const wrapper = () => hooksWrapper({ client, cookies, storage, session });

describe('useLogin, useRegister, useLogout', () => {
  it('a wrong login shows the server message; a refused one its wait; a right one logs in', async () => {
    const { result } = renderHook(() => ({ login: useLogin(), session: useSession() }), { wrapper: wrapper() });
    expect(result.current.session.isLoggedIn).toBe(false);

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.login.run({ username: 'ania.demo', password: 'zle' });
    });
    expect(result.current.login.isPending).toBe(true);
    await act(() => pending);
    expect(result.current.login).toMatchObject({ isPending: false, error: 'Błędny login lub hasło', isDone: false });

    await act(() => result.current.login.run({ username: 'ania.demo', password: 'szybko' }));
    expect(result.current.login).toMatchObject({
      error: 'Zbyt wiele prób. Spróbuj ponownie później.',
      retryAfter: 60,
      fields: {},
    });
    expect(result.current.session.isLoggedIn).toBe(false);

    await act(() => result.current.login.run({ username: 'ania.demo', password: 'kosmetyki123' }));
    expect(result.current.login).toMatchObject({ error: null, retryAfter: null, isDone: true });
    expect(result.current.session).toMatchObject({ isLoggedIn: true, user: { username: 'ania.demo' } });
  });

  it('registration puts the message on its field; logout ends the session', async () => {
    const { result } = renderHook(() => ({ register: useRegister(), logout: useLogout(), session: useSession() }), {
      wrapper: wrapper(),
    });

    await act(() =>
      result.current.register.run({ email: 'zajety@example.pl', password: 'Kosmetyki-123', captcha: 'altcha' }),
    );
    expect(result.current.register).toMatchObject({
      error: null,
      fields: { email: 'Podany adres email jest już zarejestrowany' },
    });

    await act(() =>
      result.current.register.run({ email: 'nowa@example.pl', password: 'Kosmetyki-123', captcha: 'altcha' }),
    );
    expect(result.current.session.isLoggedIn).toBe(true);

    await act(() => result.current.logout.run());
    expect(result.current.session).toMatchObject({ isLoggedIn: false, user: null, sessionUserId: null });
    expect(cookies.get(COOKIE_NAMES.anonymousUserId)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('useSessionListsReload', () => {
  it('reloads the wishlist and recently viewed on login, registration and logout, not on a refresh', async () => {
    const recentlyViewed = vi.fn(async () => ({ products: [], recentlyViewedOnWishlist: [] }));
    const wishlist = { load: vi.fn(async () => undefined) };
    const { result } = renderHook(
      () => {
        useSessionListsReload({ wishlist });
        useSWR('/api/kwc/recently-viewed', recentlyViewed);
        return { login: useLogin(), logout: useLogout(), register: useRegister() };
      },
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(recentlyViewed).toHaveBeenCalledTimes(1));
    expect(wishlist.load).not.toHaveBeenCalled();

    await act(() => result.current.login.run({ username: 'ania.demo', password: 'kosmetyki123' }));
    await waitFor(() => expect(recentlyViewed).toHaveBeenCalledTimes(2));
    expect(wishlist.load).toHaveBeenCalledTimes(1);

    // The token expires and is refreshed: the same account, nothing to reload.
    vi.setSystemTime(T0 + 61 * MINUTE);
    await act(() => checkSession(session, client));
    vi.setSystemTime(T0 + 62 * MINUTE);
    await act(() => checkSession(session, client));
    expect(server.refreshCalls()).toBe(1);
    expect(wishlist.load).toHaveBeenCalledTimes(1);

    await act(() => result.current.logout.run());
    await waitFor(() => expect(recentlyViewed).toHaveBeenCalledTimes(3));
    expect(wishlist.load).toHaveBeenCalledTimes(2);

    await act(() => result.current.register.run({ email: 'nowa@example.pl', password: 'Kosmetyki-123', captcha: 'x' }));
    await waitFor(() => expect(recentlyViewed).toHaveBeenCalledTimes(4));
    expect(wishlist.load).toHaveBeenCalledTimes(3);
  });
});
