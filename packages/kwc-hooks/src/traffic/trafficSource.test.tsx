import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { hooksWrapper } from '../test/wrapper';
import { captureTrafficSource, isTrackedQueryKey, readTrafficSource } from './trafficSource';
import { useTrafficSource } from './useTrafficSource';

const MINUTE_MS = 60_000;
const START = Date.parse('2026-11-20T12:00:00Z');

describe('traffic source', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tracks referral and every utm_* parameter', () => {
    expect(['referral', 'utm_source', 'utm_campaign'].every(isTrackedQueryKey)).toBe(true);
    expect(['q', 'page', 'gclid', 'utm'].some(isTrackedQueryKey)).toBe(false);
  });

  it('stores the tracked parameters with the referrer host, valid for 30 minutes', () => {
    const storage = createMemoryStorage();

    const source = captureTrafficSource({
      url: 'https://kwc.pl/pielegnacja-twarzy?utm_source=newsletter&utm_medium=email&q=krem&referral=',
      referrer: 'https://poczta.example.pl/skrzynka',
      storage,
    });

    expect(source).toEqual({
      values: { utm_source: 'newsletter', utm_medium: 'email' },
      host: 'poczta.example.pl',
      validUntil: START + 30 * MINUTE_MS,
    });
    vi.advanceTimersByTime(30 * MINUTE_MS - 1);
    expect(readTrafficSource(storage)).toEqual(source);
    vi.advanceTimersByTime(1);
    expect(readTrafficSource(storage)).toBeNull();
    expect(storage.getItem(LOCAL_STORAGE_KEYS.trafficSource)).toBeNull();
  });

  it('keeps the stored source on pages without tracked parameters; own-site referrers have no host', () => {
    const storage = createMemoryStorage();
    captureTrafficSource({ url: 'https://kwc.pl/?referral=partner', referrer: 'https://kwc.pl/', storage });
    vi.advanceTimersByTime(10 * MINUTE_MS);

    const later = captureTrafficSource({ url: 'https://kwc.pl/wishlist', referrer: 'https://kwc.pl/', storage });

    expect(later).toMatchObject({ values: { referral: 'partner' }, host: null, validUntil: START + 30 * MINUTE_MS });
  });

  it('drops malformed stored data', () => {
    const storage = createMemoryStorage({ [LOCAL_STORAGE_KEYS.trafficSource]: '{"values":1}' });
    expect(readTrafficSource(storage)).toBeNull();
    expect(storage.getItem(LOCAL_STORAGE_KEYS.trafficSource)).toBeNull();
  });

  it('useTrafficSource captures on each URL and forgets the source after 30 minutes', () => {
    const storage = createMemoryStorage();
    const { result, rerender } = renderHook(({ url }) => useTrafficSource(url, 'https://google.com/'), {
      wrapper: hooksWrapper({ client: {} as ApiClient, storage }),
      initialProps: { url: 'https://kwc.pl/?utm_source=google' },
    });
    expect(result.current).toMatchObject({ values: { utm_source: 'google' }, host: 'google.com' });

    vi.advanceTimersByTime(31 * MINUTE_MS);
    rerender({ url: 'https://kwc.pl/pielegnacja-twarzy' });

    expect(result.current).toBeNull();
  });
});
