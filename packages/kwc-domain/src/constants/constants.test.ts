import { describe, expect, it } from 'vitest';

import * as constants from './constants';
import { MONITORING_SERVICE_NAME_PATTERN } from './constants';

describe('business constants of spec section 9', () => {
  it('hold the listing, wishlist and account limits', () => {
    expect(constants.LISTING).toEqual({
      pageSize: 24,
      loadMoreButtonThreshold: 192,
      productWindow: 10_000,
      filterValuesPageSize: 200,
    });
    expect(constants.WISHLIST).toEqual({ pageSize: 24, maxLists: 5 });
    expect(constants.MAX_HITS).toBe(30);
    expect(constants.RECENTLY_VIEWED_INITIAL_COUNT).toBe(8);
    expect(constants.ACCOUNT).toMatchObject({ passwordMinLength: 8, minAgeForReviews: 16, adultAge: 18 });
    expect(constants.REVIEW.titleSuggestedMaxLength).toBe(70);
    expect(constants.SEARCH).toEqual({ minPhraseLength: 3, debounceMs: 500 });
    expect(constants.CATALOGUE_BASE_PATH).toBe('/kosmetyki');
  });

  it('hold the timings in milliseconds', () => {
    expect(constants.TOKEN).toEqual({
      checkIntervalMs: 300_000,
      refreshThresholdMs: 600_000,
      refreshMarkerTtlMs: 29 * 86_400_000,
    });
    expect(constants.COOKIE_LIFETIME).toEqual({ adultDays: 7, contextCategoryDays: 365 });
    expect(constants.TRAFFIC_SOURCE_VALIDITY_MS).toBe(1_800_000);
    expect(constants.TOAST).toEqual({ autoCloseMs: 5000, collapseMs: 300, position: 'top-right' });
    expect(constants.MOBILE_CHROME_SCROLL).toEqual({ topOffsetPx: 360, cumulativeScrollPx: 120 });
    expect(constants.PAGE_RELOAD_GUARD_MS).toBe(10_000);
    expect(constants.BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('hold the flags, offsets, forced reload rule and monitoring settings', () => {
    expect(constants.FEATURE_FLAGS).toEqual({
      wishlist: true,
      ads: true,
      separateMobileMenuRoute: true,
      fullPageReloadOnMainPageNavigation: true,
      forcedProductReload: false,
    });
    expect(constants.ADULT_MODAL_TOP_OFFSET_PX).toEqual({ desktop: 138, mobile: 57 });
    expect(constants.FORCED_PRODUCT_RELOAD).toEqual({ idMultipleOf: 20, idBelow: 420_000 });
    expect(constants.MONITORING).toEqual({
      eventsPerBatch: 80,
      flushIntervalMs: 500,
      sampleRate: 1,
      requestTimeoutMs: 10_000,
      throttleWindowMs: 60_000,
      maxStringLength: 1024,
    });
  });
});

describe('the monitoring service name (spec section 9), the one rule of the agent and the API', () => {
  it('takes letters (Polish ones too), digits, space, underscore and hyphen, and nothing else', () => {
    for (const name of ['kwc-site', 'Serwis źródłowy_2', 'A']) {
      expect(MONITORING_SERVICE_NAME_PATTERN.test(name), name).toBe(true);
    }
    for (const name of ['', 'kwc.site', 'kwc/site', 'kwc:site', 'kwc\nsite', 'kwc\tsite']) {
      expect(MONITORING_SERVICE_NAME_PATTERN.test(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('names of spec section 7', () => {
  it('list every cookie with a job (test-search-type has none: no variant to choose)', () => {
    expect(Object.values(constants.COOKIE_NAMES)).not.toContain('test-search-type');
    expect(Object.values(constants.COOKIE_NAMES)).toEqual(
      expect.arrayContaining([
        'jwt_hp',
        'jwt_s',
        'refresh_token',
        'anonymous_user_id',
        'wiadult',
        'abconfig',
        'is-wishlist-onboarding-finished',
        'authorization-events-origin',
        'selected-review-sort',
        'context-category',
        'test-search',
      ]),
    );
  });

  it('list the local-storage keys, the ignored listing query keys and lower-case header names', () => {
    expect(constants.LOCAL_STORAGE_KEYS.scrollToReviews).toBe('scrollToReviews');
    expect(new Set(Object.values(constants.LOCAL_STORAGE_KEYS)).size).toBe(6);
    expect(constants.LISTING_IGNORED_QUERY_KEYS).toEqual([
      'products',
      'gclid',
      'fbclid',
      'fbc_id',
      'revealNonPublicCategories',
      'experimentalSearch',
      'employee',
    ]);
    for (const header of Object.values(constants.HEADER_NAMES)) expect(header).toBe(header.toLowerCase());
    expect(new Set(Object.values(constants.HEADER_NAMES)).size).toBe(Object.keys(constants.HEADER_NAMES).length);
  });
});
