import { createContext, useContext } from 'react';

import { FEATURES, type SiteAnalyticsConfig, type SiteFeatures } from './config';

/** Facts about the request and the build that every page may read. */
export interface SiteContextValue {
  /** The site's origin, e.g. `https://kwc.pl`, for canonical and Open Graph URLs. */
  origin: string;
  /** The client build's id (the build metadata check compares it). */
  buildId: string;
  /** The request comes from a search engine's crawler (adult content is shown to it). */
  isCrawler: boolean;
  features: SiteFeatures;
  /**
   * The server rendered the page for a verified session (the header's account menu): hydration
   * starts from the same header. Absent for anonymous pages.
   */
  signedIn?: true;
  /** The tag manager and consent settings; absent when none is configured. */
  analytics?: SiteAnalyticsConfig;
  /** The request came from a test environment (its header, spec section 4): every A/B test gives 'A'. */
  testEnvironment?: true;
}

const SiteContext = createContext<SiteContextValue>({
  origin: '',
  buildId: 'dev',
  isCrawler: false,
  features: FEATURES,
});

export const SiteContextProvider = SiteContext.Provider;

export function useSiteContext(): SiteContextValue {
  return useContext(SiteContext);
}

const CRAWLERS = /bot|crawler|spider|slurp|facebookexternalhit|embedly|bingpreview/i;

/** Whether a User-Agent is a search engine's or a link preview's crawler. */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  return CRAWLERS.test(userAgent ?? '');
}
