import { BUILD_CHECK_INTERVAL_MS, FEATURE_FLAGS, PAGE_RELOAD_GUARD_MS, parseTagManagerId } from '@kwc/domain';

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

/** ours: the partner-redirect route's path (spec section 2 does not show it), in the `empty` layout. */
export const PARTNER_REDIRECT_PATH = '/przejdz-do-sklepu';

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

/** The tag manager and consent settings of a deployment (docs/analytics.md). */
export interface SiteAnalyticsConfig {
  /** The tag manager's container id, `GTM-…`; none: '[Analytics]: GTM ID not set' in the console. */
  gtmId?: string;
  /** Where `gtm.js` is loaded from (default Google's; tests point it to a local stand-in). */
  gtmScriptUrl?: string;
  /** The consent group (e.g. OneTrust's `C0002`) whose consent the data layer waits for; none: no wait. */
  consentGroupId?: string;
}

const CONSENT_GROUP_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads `KWC_GTM_ID`, `KWC_GTM_SCRIPT_URL` and `KWC_CONSENT_GROUP_ID`. A malformed tag-manager id
 * raises an error (spec section 9), as does a consent group or script address that cannot be one.
 */
export function analyticsConfigFromEnv(env: Readonly<Record<string, string | undefined>>): SiteAnalyticsConfig {
  const config: SiteAnalyticsConfig = {};
  const gtmId = parseTagManagerId(env.KWC_GTM_ID);
  if (gtmId) config.gtmId = gtmId;
  const scriptUrl = env.KWC_GTM_SCRIPT_URL?.trim();
  if (scriptUrl) {
    if (!/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/.test(scriptUrl)) {
      throw new Error(`KWC_GTM_SCRIPT_URL is not an http(s) address or a path: ${JSON.stringify(scriptUrl)}`);
    }
    config.gtmScriptUrl = scriptUrl;
  }
  const group = env.KWC_CONSENT_GROUP_ID?.trim();
  if (group) {
    if (!CONSENT_GROUP_ID.test(group)) {
      throw new Error(`KWC_CONSENT_GROUP_ID must be letters, digits, '-' or '_': ${JSON.stringify(group)}`);
    }
    config.consentGroupId = group;
  }
  return config;
}

/** The demo A/B test of `npm start` (config/ab-tests.demo.json): its 'B' draws a gold stripe over the header. */
export const AB_DEMO_TEST_ID = 'demo-pasek-naglowka';

/**
 * Account screens that are a form and links for anyone, with nothing to do at start: the login and
 * the registration (a logged-in visitor is sent on by the server; the captcha starts with the form's
 * code). What is typed before hydration is kept (typedValues.ts).
 */
export const ACCOUNT_ON_INTENT: ReadonlySet<string> = new Set(['/konto/logowanie', '/konto/rejestracja']);
