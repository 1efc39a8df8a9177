import { COOKIE_NAMES } from '@kwc/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createMemoryCookieStore, type CookieStore } from '../storage/cookieStore';
import { hooksWrapper } from '../test/wrapper';
import { useAdultContentDisplay } from './useAdultContentDisplay';
import { useAdultGate, type UseAdultGateOptions } from './useAdultGate';

const client = {} as ApiClient;
const DAY_MS = 24 * 60 * 60 * 1000;

const anonymousOnAdultProduct: UseAdultGateOptions = {
  isCrawler: false,
  isLoggedIn: false,
  isAdult: false,
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

  it("shows 'Brak wstępu' to a logged-in minor, whatever the cookie says", () => {
    const analytics = { track: vi.fn() };
    const { result } = renderGate(
      { isLoggedIn: true, isAdult: false, analytics },
      createMemoryCookieStore('wiadult=1'),
    );

    expect(result.current.modal).toBe('denied');
    expect(analytics.track).toHaveBeenCalledWith('popup18_log');
    expect(renderGate({ isLoggedIn: true, isAdult: true }).result.current.modal).toBe('none');
  });
});

describe('useAdultContentDisplay', () => {
  const render = (props: Parameters<typeof useAdultContentDisplay>[0], cookies = createMemoryCookieStore()) =>
    renderHook(() => useAdultContentDisplay(props), { wrapper: hooksWrapper({ client, cookies }) }).result.current;
  const now = () => new Date('2026-11-20T12:00:00Z');

  it('shows adult content to crawlers and before the account is initialised', () => {
    expect(render({ isCrawler: true, isAccountInitialized: true, dateOfBirth: null, now })).toBe(true);
    expect(render({ isCrawler: false, isAccountInitialized: false, dateOfBirth: null, now })).toBe(true);
  });

  it('follows the birth date when there is one, otherwise the cookie', () => {
    const adultCookie = createMemoryCookieStore('wiadult=1');
    expect(render({ isCrawler: false, isAccountInitialized: true, dateOfBirth: '2010-01-01', now }, adultCookie)).toBe(
      false,
    );
    expect(render({ isCrawler: false, isAccountInitialized: true, dateOfBirth: '2008-11-20', now })).toBe(true);
    expect(render({ isCrawler: false, isAccountInitialized: true, dateOfBirth: null, now }, adultCookie)).toBe(true);
    expect(render({ isCrawler: false, isAccountInitialized: true, dateOfBirth: null, now })).toBe(false);
  });
});
