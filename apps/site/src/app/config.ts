import { FEATURE_FLAGS, MONITORING, PAGE_RELOAD_GUARD_MS, BUILD_CHECK_INTERVAL_MS } from '@kwc/domain';

/** The site's name: the title of a page whose own title is empty (spec section 2 "Other screens"). */
export const SITE_NAME = 'KWC — kosmetyki, opinie, składniki';

/** The configured title suffix; it names the product and the publisher. */
export const TITLE_SUFFIX = ' | KWC – katalog kosmetyków Wydawnictwa KWC';

/** The feature flags of spec section 9, as one typed configuration. */
export interface SiteFeatures {
  /** Wishlist and its products fetched at app start. */
  wishlist: boolean;
  /** The ads context sent to the tag manager. */
  ads: boolean;
  /** `/szukaj.html` is a route of its own (search and the mobile menu). */
  separateMobileMenuRoute: boolean;
  /** Client navigations to the home page reload the whole page. */
  fullPageReloadOnMainPageNavigation: boolean;
  /** Some product URLs reload the whole page (ids that are multiples of 20 below 420,000). */
  forcedProductReload: boolean;
  /** The context category: the home-with-context route and a scoped menu. */
  contextCategory: boolean;
}

export const FEATURES: SiteFeatures = { ...FEATURE_FLAGS, contextCategory: false };

/**
 * The features with a deployment's changes: `KWC_FEATURES=contextCategory,-wishlist` turns the
 * first on and the second off. An unknown name is an error, so a typo does not go unnoticed.
 */
export function siteFeatures(changes: string | undefined, base: SiteFeatures = FEATURES): SiteFeatures {
  const features = { ...base };
  for (const change of (changes ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const name = change.replace(/^[-+]/, '');
    if (!Object.hasOwn(features, name)) {
      throw new Error(`Nieznana funkcja serwisu w KWC_FEATURES: ${name} (znane: ${Object.keys(features).join(', ')})`);
    }
    features[name as keyof SiteFeatures] = !change.startsWith('-');
  }
  return features;
}

/** The home-page suffix of the home-with-context route (spec section 2), when that feature is on. */
export const HOME_CONTEXT_SUFFIX = '/strona-glowna';

/**
 * The listing of the whole catalogue (the seeded landing page of every public product): where a
 * search applied outside a category leads (spec section 2 "Search").
 */
export const WHOLE_CATALOGUE_PATH = '/lp-wszystkie-kosmetyki';

/** App-level timings (spec section 9). */
export const APP_TIMING = {
  buildCheckIntervalMs: BUILD_CHECK_INTERVAL_MS,
  pageReloadGuardMs: PAGE_RELOAD_GUARD_MS,
};

/** Real-user monitoring (spec section 9): sent to our own API. */
export const MONITORING_CONFIG = { ...MONITORING, serviceName: 'kwc-site', endpoint: '/api/monitoring/events' };
