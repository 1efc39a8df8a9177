import { BRAND_URL_KEY_PREFIX } from '@kwc/domain';
import { adsContextOf, createAnalytics, type Analytics } from '@kwc/hooks';
import { useEffect } from 'react';

import { useSiteContext } from './SiteContext';

/*
 * The tracking events of spec section 7, pushed to the page's data layer (`window.dataLayer`, what
 * a tag manager reads): the header search, the adult gate's popup and answers, and each page's ads
 * context while the ads feature is on. Nothing is pushed on the server.
 */

let instance: { ads: boolean; analytics: Analytics } | null = null;

/** The page's event API, with the ads context on or off as the site's `ads` feature says. */
export function siteAnalytics(ads: boolean): Analytics {
  if (instance?.ads !== ads) instance = { ads, analytics: createAnalytics({ adsEnabled: ads }) };
  return instance.analytics;
}

/** The event API for this site's features. */
export function useAnalytics(): Analytics {
  const { features } = useSiteContext();
  return siteAnalytics(features.ads);
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
    analytics.sendAdsContext(
      adsContextOf({
        contentType,
        brandSlug: marka,
        breadcrumbs: kategoria ? kategoria.split(',').map((id) => ({ id: Number(id) })) : [],
      }),
    );
  }, [analytics, contentType, marka, kategoria]);
}
