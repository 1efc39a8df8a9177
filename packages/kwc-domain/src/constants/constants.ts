/**
 * Business constants and limits of spec section 9, plus the cookie, local-storage, header and
 * query-key names of section 7. Names the spec leaves open are marked `ours`.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Base path of the catalogue (spec section 9). */
export const CATALOGUE_BASE_PATH = '/kosmetyki';

/**
 * ours: the url key of the landing page that lists the whole catalogue, shown at the catalogue's
 * base path and at the catalogue route with no further segment (`/katalog-uroda`).
 */
export const WHOLE_CATALOGUE_URL_KEY = 'lp-wszystkie-kosmetyki';

/** Prefix of every call to the product's own API (spec section 7). */
export const API_BASE_PATH = '/api';

/** Product listings (spec section 9). */
export const LISTING = {
  /** Products per listing page (configured). */
  pageSize: 24,
  /** The load-more button appears once the loaded page size reaches this many products. */
  loadMoreButtonThreshold: 192,
  /** No more products are offered once a page would start past this many products. */
  productWindow: 10_000,
  /** Options per page when a filter's values are loaded lazily. */
  filterValuesPageSize: 200,
} as const;

/** Wishlists, HITs and recently viewed products (spec sections 4, 5 and 9). */
export const WISHLIST = {
  pageSize: 24,
  /** Named wishlists per user. */
  maxLists: 5,
} as const;

/** Products a user may mark as HIT (spec sections 5 and 9). */
export const MAX_HITS = 30;

/** Recently viewed products shown until the list is loaded further (spec sections 4 and 9). */
export const RECENTLY_VIEWED_INITIAL_COUNT = 8;

/** Account rules (spec sections 2, 5 and 9). */
export const ACCOUNT = {
  passwordMinLength: 8,
  /** Minimum age to write reviews and add products. */
  minAgeForReviews: 16,
  adultAge: 18,
  // ours: the spec sets no username length.
  usernameMaxLength: 50,
} as const;

/** Review hints (spec section 5). */
export const REVIEW = {
  /** The title should fit in this many characters (a suggestion, not a hard limit). */
  titleSuggestedMaxLength: 70,
  // ours: the limits DESIGN.md section 4 leaves to configuration.
  titleMaxLength: 150,
  bodyMinLength: 100,
  bodyMaxLength: 10_000,
  maxPhotos: 5,
  maxPhotoMegabytes: 10,
  /** How long a remark's reply link (`/review/ticket-reply/{replyHash}`) works. */
  replyLinkDays: 14,
} as const;

/** Text search (spec sections 2 and 9). */
export const SEARCH = {
  minPhraseLength: 3,
  debounceMs: 500,
} as const;

/** Token refresh timings (spec sections 4 and 9). */
export const TOKEN = {
  checkIntervalMs: 5 * MINUTE_MS,
  /** Refresh once less than this much lifetime remains. */
  refreshThresholdMs: 10 * MINUTE_MS,
  /** The refresh-expiry marker is set about this far ahead. */
  refreshMarkerTtlMs: 29 * DAY_MS,
} as const;

/** Cookie lifetimes (spec section 9). */
export const COOKIE_LIFETIME = {
  adultDays: 7,
  contextCategoryDays: 365,
} as const;

/** Traffic-source data in local storage is valid this long (spec section 9). */
export const TRAFFIC_SOURCE_VALIDITY_MS = 30 * MINUTE_MS;

/** Toast notifications (spec sections 2, 4 and 9). */
export const TOAST = {
  autoCloseMs: 5000,
  collapseMs: 300,
  position: 'top-right',
} as const;

/** Mobile chrome hides on scroll down and shows on scroll up past these (spec section 2 "Layouts"). */
export const MOBILE_CHROME_SCROLL = {
  /** Below this scroll position the chrome always shows. */
  topOffsetPx: 360,
  /** Scrolling this far in one direction toggles it. */
  cumulativeScrollPx: 120,
} as const;

/** Default page-reload guard (spec section 9). */
export const PAGE_RELOAD_GUARD_MS = 10 * SECOND_MS;

/** How often the build manifest is checked (spec section 9). */
export const BUILD_CHECK_INTERVAL_MS = HOUR_MS;

/** Product ids whose pages are forced to reload when the flag is on (spec section 9). */
export const FORCED_PRODUCT_RELOAD = {
  idMultipleOf: 20,
  idBelow: 420_000,
} as const;

/** Feature flags (spec section 9). */
export const FEATURE_FLAGS = {
  wishlist: true,
  ads: true,
  separateMobileMenuRoute: true,
  fullPageReloadOnMainPageNavigation: true,
  /** "Forced product page reload is otherwise off." */
  forcedProductReload: false,
} as const;

/** Offset of the adult modal below the top bar, added to the bar's height (spec section 9). */
export const ADULT_MODAL_TOP_OFFSET_PX = {
  desktop: 138,
  mobile: 57,
} as const;

/** Monitoring agent settings (spec section 9). */
export const MONITORING = {
  eventsPerBatch: 80,
  flushIntervalMs: 500,
  /** Between 0 and 1. */
  sampleRate: 1,
  requestTimeoutMs: 10 * SECOND_MS,
  throttleWindowMs: 60 * SECOND_MS,
  /** Longest string the agent sends. */
  maxStringLength: 1024,
} as const;

/** Spec section 9: a monitoring service name uses only letters, digits, space, underscore and hyphen. */
export const MONITORING_SERVICE_NAME_PATTERN = /^[\p{L}\d _-]+$/u;

/** Cookie names (spec section 7). */
export const COOKIE_NAMES = {
  /** Header and payload of the JWT, readable by the page (DESIGN.md section 4). */
  jwtHeaderPayload: 'jwt_hp',
  /** Signature of the JWT, httpOnly (DESIGN.md section 4). */
  jwtSignature: 'jwt_s',
  refreshToken: 'refresh_token',
  anonymousUserId: 'anonymous_user_id',
  adult: 'wiadult',
  abConfig: 'abconfig',
  wishlistOnboardingFinished: 'is-wishlist-onboarding-finished',
  authorizationEventsOrigin: 'authorization-events-origin',
  selectedReviewSort: 'selected-review-sort',
  contextCategory: 'context-category',
  // The spec also lists `test-search-type` but gives it no job: the test variant is one (spec section 7).
  testSearch: 'test-search',
  // ours: spec section 6 stores the switch in a cookie without naming it.
  revealNonPublicCategories: 'reveal-non-public-categories',
} as const;

/** Local-storage keys (spec section 7). */
export const LOCAL_STORAGE_KEYS = {
  scrollToReviews: 'scrollToReviews',
  // ours: the names below are not given by the spec.
  refreshTokenExpiresAt: 'kwc-refresh-token-expires-at',
  listColumnCount: 'kwc-list-column-count',
  finishedTours: 'kwc-finished-tours',
  trafficSource: 'kwc-traffic-source',
  employee: 'kwc-employee',
} as const;

/** HTTP header names, lower-case (spec section 7). */
export const HEADER_NAMES = {
  authorization: 'authorization',
  /** Client address forwarded by the server side. */
  forwardedFor: 'x-forwarded-for',
  // ours: the spec names these headers' purpose but not their names.
  requestId: 'x-request-id',
  cacheTags: 'x-kwc-cache-tags',
  category: 'x-kwc-category',
  testEnvironment: 'x-kwc-test-environment',
  revealNonPublicCategories: 'x-kwc-reveal-non-public-categories',
} as const;

/** Query keys that listing URLs ignore (spec section 7). */
export const LISTING_IGNORED_QUERY_KEYS = [
  'products',
  'gclid',
  'fbclid',
  'fbc_id',
  'revealNonPublicCategories',
  'experimentalSearch',
  'employee',
] as const;

/** Tracked query parameters: `referral` and every `utm_*` key (spec section 7). */
export const TRACKED_QUERY = {
  keys: ['referral'],
  prefixes: ['utm_'],
} as const;

/** Query parameters of listing URLs (spec section 2 "Search"). */
export const LISTING_QUERY_KEYS = {
  searchPhrase: 'q',
  page: 'page',
  // ours: the spec encodes sort as value_direction but does not name its key.
  sort: 'sort',
} as const;

/** Path of the search page / mobile menu (spec section 2). */
export const SEARCH_PAGE_PATH = '/szukaj.html';

/** Value of the test-search cookie that switches text search to the test endpoint (spec section 7). */
export const TEST_SEARCH_COOKIE_ON = 'on';

/** Value of the adult cookie meaning "confirmed 18+" (spec section 4). */
export const ADULT_COOKIE_CONFIRMED = '1';

/** The A/B segment used by default and in test environments (spec section 4). */
export const DEFAULT_AB_SEGMENT = 'A';

/** Redirect status used when a category redirect carries none (spec section 4). */
export const DEFAULT_REDIRECT_STATUS = 301;
