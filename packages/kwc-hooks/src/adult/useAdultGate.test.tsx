import { COOKIE_NAMES } from '@kwc/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createMemoryCookieStore, type CookieStore } from '../storage/cookieStore';
import { mintToken, type TokenServerAccount } from '../test/tokenServer';
import { hooksWrapper } from '../test/wrapper';
import { useAdultContentDisplay } from './useAdultContentDisplay';
import { useAdultGate, type UseAdultGateOptions } from './useAdultGate';

const client = {} as ApiClient;
const DAY_MS = 24 * 60 * 60 * 1000;

const NOW = Date.parse('2026-11-20T12:00:00Z');

/** The cookies of a logged-in user born on `birthday` (a token valid at NOW), plus `extra`. */
function loggedInCookies(birthday: string | null, extra = '', exp = 3600) {
  const account: TokenServerAccount = { id: 9, email: 'kuba@demo.kwc.pl', username: 'kuba15', birthday };
  const { headerPayload } = mintToken(account, NOW, exp);
  return createMemoryCookieStore(`${COOKIE_NAMES.jwtHeaderPayload}=${headerPayload}${extra ? `; ${extra}` : ''}`);
}

const anonymousOnAdultProduct: UseAdultGateOptions = {
  isCrawler: false,
  productBelongsToAdultCategory: true,
  lastInAppRoute: '/pielegnacja-twarzy?page=2',
  navigate: () => undefined,
};

function renderGate(options: Partial<UseAdultGateOptions>, cookies: CookieStore = createMemoryCookieStore()) {
  return renderHook((props: Partial<UseAdultGateOptions>) => useAdultGate({ ...anonymousOnAdultProduct, ...props }), {
    wrapper: hooksWrapper({ client, cookies }),
    initialProps: options,
  });
}

describe('useAdultGate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks an anonymous visitor without the cookie, on an adult product or an adults-only category', () => {
    expect(renderGate({}).result.current.modal).toBe('confirm');
    expect(renderGate({ productBelongsToAdultCategory: false, categoryIsAdultsOnly: true }).result.current.modal).toBe(
      'confirm',
    );
    expect(renderGate({ productBelongsToAdultCategory: false }).result.current.modal).toBe('none');
    expect(renderGate({ isCrawler: true }).result.current.modal).toBe('none');
    expect(renderGate({}, createMemoryCookieStore('wiadult=1')).result.current.modal).toBe('none');
    expect(renderGate({}, createMemoryCookieStore('wiadult=0')).result.current.modal).toBe('confirm');
  });

  it("'Tak, mam 18 lat' sets wiadult to '1' for 7 days and closes the modal", () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const cookies = createMemoryCookieStore();
    const analytics = { track: vi.fn() };
    const { result } = renderGate({ analytics }, cookies);
    expect(analytics.track).toHaveBeenCalledWith('popup18');

    act(() => result.current.confirm());

    expect(result.current.modal).toBe('none');
    expect(analytics.track).toHaveBeenLastCalledWith('potwierdzam18_tak');
    vi.advanceTimersByTime(7 * DAY_MS - 1);
    expect(cookies.get(COOKIE_NAMES.adult)).toBe('1');
    vi.advanceTimersByTime(1);
    expect(cookies.get(COOKIE_NAMES.adult)).toBeNull();
    expect(cookies.setCookieHeaders()).toEqual(['wiadult=1; path=/; max-age=604800; samesite=lax']);
  });

  it("'Nie mam 18 lat, rezygnuję' returns to the last in-app route", () => {
    const navigate = vi.fn();
    const analytics = { track: vi.fn() };
    const { result } = renderGate({ navigate, analytics });
    expect(result.current.leaveTo).toBe('back');

    act(() => result.current.leave());

    expect(navigate).toHaveBeenCalledWith('/pielegnacja-twarzy?page=2');
    expect(result.current.isNavigating).toBe(true);
    expect(analytics.track).toHaveBeenLastCalledWith('potwierdzam18_nie');
  });

  it('returns home when there is no last route, or it was the search page', () => {
    for (const lastInAppRoute of [null, '/szukaj.html?q=krem']) {
      const navigate = vi.fn();
      const { result } = renderGate({ navigate, lastInAppRoute, homePath: '/kosmetyki' });
      expect(result.current.leaveTo).toBe('home');
      act(() => result.current.leave());
      expect(navigate).toHaveBeenCalledWith('/kosmetyki');
    }
  });

  it("shows 'Brak wstępu' to a logged-in user who is not an adult by the birth date, whatever the cookie says", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const analytics = { track: vi.fn() };
    const minor = renderGate({ analytics }, loggedInCookies('2011-11-21', 'wiadult=1'));

    expect(minor.result.current.modal).toBe('denied');
    expect(analytics.track).toHaveBeenCalledWith('popup18_log');
    expect(analytics.track).not.toHaveBeenCalledWith('popup18');
    // The day of the 18th birthday (Polish calendar) lets in; none given counts as not adult.
    expect(renderGate({}, loggedInCookies('2008-11-20')).result.current.modal).toBe('none');
    expect(renderGate({}, loggedInCookies(null, 'wiadult=1')).result.current.modal).toBe('denied');
    // The deprecated options are ignored: the session decides.
    expect(renderGate({ isLoggedIn: false, isAdult: true }, loggedInCookies('2011-01-01')).result.current.modal).toBe(
      'denied',
    );
  });

  it("'Wróć' or 'Przejdź na stronę główną' leaves 'Brak wstępu', showing '...' meanwhile", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const navigate = vi.fn();
    const back = renderGate({ navigate }, loggedInCookies('2011-11-21'));
    expect(back.result.current.leaveTo).toBe('back');
    act(() => back.result.current.leave());
    expect(navigate).toHaveBeenCalledWith('/pielegnacja-twarzy?page=2');
    expect(back.result.current.isNavigating).toBe(true);

    const home = renderGate({ lastInAppRoute: null }, loggedInCookies('2011-11-21'));
    expect(home.result.current).toMatchObject({ modal: 'denied', leaveTo: 'home' });
  });

  it('an expired token is a logged-out visitor: the anonymous rules apply', () => {
    vi.useFakeTimers({ now: NOW + 3600_000, toFake: ['Date'] });
    expect(renderGate({}, loggedInCookies('2011-11-21')).result.current.modal).toBe('confirm');
    expect(renderGate({}, loggedInCookies('2011-11-21', 'wiadult=1')).result.current.modal).toBe('none');
  });
});

describe('useAdultContentDisplay', () => {
  const render = (
    props: Parameters<typeof useAdultContentDisplay>[0],
    cookies: CookieStore = createMemoryCookieStore(),
  ) => renderHook(() => useAdultContentDisplay(props), { wrapper: hooksWrapper({ client, cookies }) }).result.current;
  const now = () => new Date('2026-11-20T12:00:00Z');

  it('shows adult content to crawlers and before the account is initialised', () => {
    expect(render({ isCrawler: true, isAccountInitialized: true, dateOfBirth: null, now })).toBe(true);
    expect(render({ isCrawler: false, isAccountInitialized: false, dateOfBirth: null, now })).toBe(true);
  });

  it("follows the logged-in user's birth date when there is one, otherwise the cookie", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const display = (cookies: CookieStore) => render({ isCrawler: false, now }, cookies);

    expect(display(loggedInCookies('2010-01-01', 'wiadult=1'))).toBe(false);
    expect(display(loggedInCookies('2008-11-20'))).toBe(true);
    expect(display(loggedInCookies(null, 'wiadult=1'))).toBe(true);
    expect(display(loggedInCookies(null))).toBe(false);
    expect(display(createMemoryCookieStore('wiadult=1'))).toBe(true);
    expect(display(createMemoryCookieStore())).toBe(false);
    // The deprecated birth date option is ignored.
    expect(render({ isCrawler: false, dateOfBirth: '1990-01-01', now }, loggedInCookies('2010-01-01'))).toBe(false);
    vi.useRealTimers();
  });
});
