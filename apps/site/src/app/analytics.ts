import { ANALYTICS_PAGE_TYPES, BRAND_URL_KEY_PREFIX, type AnalyticsPageType } from '@kwc/domain';
import type { Analytics } from '@kwc/hooks';
import { useEffect } from 'react';

import { onFirstIntent } from './firstView';

/*
 * The tracking events of spec section 7, pushed to the page's data layer (`window.dataLayer`, what
 * a tag manager reads): the header search, the adult gate's popup and answers, and each page's ads
 * context while the ads feature is on. The code that checks and pushes them comes with the tracking
 * code after the first view (`connectAnalytics`); calls made before it are held and pushed in order.
 */

const held: ((analytics: Analytics) => void)[] = [];
let connected: Analytics | null = null;

function forward(call: (analytics: Analytics) => boolean): boolean {
  if (connected) return call(connected);
  // Nothing is pushed on the server, and nothing kept there for a page that never loads the code.
  if (typeof window === 'undefined') return false;
  held.push(call);
  return true;
}

/**
 * The page's event API. Until the tracking code is in, each call is held and answers `true`; an
 * event the checks then refuse is logged and dropped as it would have been at once.
 */
const pageAnalytics: Analytics = {
  track: (event, ...parameters) => forward((analytics) => analytics.track(event, ...parameters)),
  sendAdsContext: (context) => forward((analytics) => analytics.sendAdsContext(context)),
  sendPageType: (pageType) => forward((analytics) => analytics.sendPageType(pageType)),
  trackHash: (hash) => forward((analytics) => analytics.trackHash(hash)),
};

/** The tracking code's event API takes over: the held calls go to it first, in order. */
export function connectAnalytics(analytics: Analytics): void {
  connected = analytics;
  for (const call of held.splice(0)) call(analytics);
}

/** The event API for this site's features (the ads context on or off as the `ads` feature says). */
export function useAnalytics(): Analytics {
  return pageAnalytics;
}

/**
 * The analytics page type of a route (spec section 9): a listing with a phrase (`q`) is a search,
 * a brand's listing a brand page; the pages with no identifier give `null`.
 */
export function pageTypeOf(routeName: string | undefined, search: string): AnalyticsPageType | null {
  switch (routeName) {
    case 'category':
    case 'catalogue':
      return new URLSearchParams(search).has('q') ? ANALYTICS_PAGE_TYPES.search : ANALYTICS_PAGE_TYPES.listing;
    case 'brand':
      return new URLSearchParams(search).has('q') ? ANALYTICS_PAGE_TYPES.search : ANALYTICS_PAGE_TYPES.brand;
    case 'search':
      return ANALYTICS_PAGE_TYPES.search;
    case 'ingredient':
      return ANALYTICS_PAGE_TYPES.ingredient;
    case 'product':
      return ANALYTICS_PAGE_TYPES.product;
    case 'account':
      return ANALYTICS_PAGE_TYPES.account;
    case 'profile':
    case 'ownProfile':
      return ANALYTICS_PAGE_TYPES.profile;
    default:
      return null;
  }
}

/** How long after the page's load the tracking code comes when the visitor does nothing first. */
const TRACKING_DELAY_MS = 3000;

/**
 * Runs `start` after the first view: on the visitor's first sign of use or a few seconds after the
 * page's load, whichever comes first (the tag manager, the A/B tests and the item views are not
 * part of the first view: docs/analytics.md). Returns the function that cancels it.
 */
export function afterFirstView(start: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    stopIntent();
    clearTimeout(timer);
    start();
  };
  const stopIntent = onFirstIntent(run);
  const onLoad = () => (timer = setTimeout(run, TRACKING_DELAY_MS));
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    stopIntent();
    clearTimeout(timer);
    removeEventListener('load', onLoad);
  };
}

/** What a page tells the ads context: its type, its brand, and its category path (root first). */
export interface PageAdsContext {
  contentType: 'home' | 'listing' | 'product';
  /** The brand's url key (`marka-nivea`) or slug (`nivea`), when the page has one. */
  brand?: string | null;
  /** The ids of the current category path, root first. */
  categoryIds?: readonly number[];
}

/** The brand slug of the ads context: the url key without `marka-`. */
export function adsBrandSlug(brand: string | null | undefined): string | null {
  if (!brand) return null;
  return brand.startsWith(BRAND_URL_KEY_PREFIX) ? brand.slice(BRAND_URL_KEY_PREFIX.length) : brand;
}

/** Sends the page's ads context once it is shown, and again when it becomes another page. */
export function usePageAdsContext({ contentType, brand, categoryIds = [] }: PageAdsContext) {
  const analytics = useAnalytics();
  const marka = adsBrandSlug(brand);
  const kategoria = categoryIds.join(',');
  useEffect(() => {
    analytics.sendAdsContext({ contentType, marka, kategoria: kategoria ? kategoria.split(',').map(Number) : [] });
  }, [analytics, contentType, marka, kategoria]);
}
