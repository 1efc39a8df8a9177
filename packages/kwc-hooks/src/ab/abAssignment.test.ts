import { COOKIE_NAMES, HEADER_NAMES, type AbTest } from '@kwc/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createMemoryCookieStore } from '../storage/cookieStore';
import { applyAbAssignment, isTestEnvironmentRequest } from './abAssignment';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const listingTest: AbTest = {
  id: 'listing-tiles',
  duration: { from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z' },
  segments: { A: 50, B: 50 },
};
const searchTest: AbTest = {
  id: 'search-hints',
  duration: { from: '2026-11-10T00:00:00Z', to: '2027-01-01T00:00:00Z' },
  segments: { A: 20, B: 80 },
};

describe('applyAbAssignment', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the assignment in abconfig until the end of the first test, with one impression per new segment', () => {
    vi.useFakeTimers({ now: NOW });
    const cookies = createMemoryCookieStore();
    const analytics = { track: vi.fn() };

    const segments = applyAbAssignment({
      tests: [listingTest, searchTest],
      cookies,
      isTestEnvironment: false,
      random: () => 0.6,
      analytics,
    });

    expect(segments).toEqual({ 'listing-tiles': 'B', 'search-hints': 'B' });
    expect(cookies.get(COOKIE_NAMES.abConfig)).toBe('listing-tiles:B|search-hints:B');
    expect(cookies.setCookieHeaders()[0]).toContain('expires=Tue, 01 Dec 2026 00:00:00 GMT');
    expect(analytics.track.mock.calls).toEqual([
      ['experience_impression', { exp_variant_string: 'listing-tiles:B' }],
      ['experience_impression', { exp_variant_string: 'search-hints:B' }],
    ]);

    vi.setSystemTime(Date.parse('2026-12-01T00:00:00Z'));
    expect(cookies.get(COOKIE_NAMES.abConfig)).toBeNull();
  });

  it('keeps earlier assignments without new impressions', () => {
    const cookies = createMemoryCookieStore(`${COOKIE_NAMES.abConfig}=listing-tiles:A`);
    const analytics = { track: vi.fn() };

    const segments = applyAbAssignment({
      tests: [listingTest, searchTest],
      cookies,
      isTestEnvironment: false,
      now: NOW,
      random: () => 0.1,
      analytics,
    });

    expect(segments).toEqual({ 'listing-tiles': 'A', 'search-hints': 'A' });
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('experience_impression', { exp_variant_string: 'search-hints:A' });
  });

  it("gives a test environment 'A'", () => {
    const cookies = createMemoryCookieStore(`${COOKIE_NAMES.abConfig}=listing-tiles:B`);

    const segments = applyAbAssignment({
      tests: [listingTest],
      cookies,
      isTestEnvironment: true,
      now: NOW,
      random: () => 0.9,
    });

    expect(segments).toEqual({ 'listing-tiles': 'A' });
    expect(cookies.get(COOKIE_NAMES.abConfig)).toBe('listing-tiles:A');
  });

  it('removes the cookie once no test is running', () => {
    const cookies = createMemoryCookieStore(`${COOKIE_NAMES.abConfig}=old-test:B`);

    expect(applyAbAssignment({ tests: [], cookies, isTestEnvironment: false, now: NOW })).toEqual({});

    expect(cookies.get(COOKIE_NAMES.abConfig)).toBeNull();
  });
});

describe('isTestEnvironmentRequest', () => {
  it('reads the test-environment header', () => {
    expect(isTestEnvironmentRequest(new Headers({ [HEADER_NAMES.testEnvironment]: '1' }))).toBe(true);
    expect(isTestEnvironmentRequest({ [HEADER_NAMES.testEnvironment]: 'e2e' })).toBe(true);
    expect(isTestEnvironmentRequest(new Headers({ [HEADER_NAMES.testEnvironment]: 'false' }))).toBe(false);
    expect(isTestEnvironmentRequest(new Headers())).toBe(false);
    expect(isTestEnvironmentRequest({})).toBe(false);
  });
});
