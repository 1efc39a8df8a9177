import { useApiClient, useCookieStore } from '@kwc/hooks';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useSearch } from 'wouter';

import { afterFirstView, pageTypeOf, useAnalytics } from './analytics';
import { resolveRoute } from './routes';
import { useSiteContext } from './SiteContext';

/**
 * The analytics of every page: its page type with each page shown, and after the first view the
 * tracking code (consent, tag manager, A/B tests, item views: app/tracking/startTracking.ts).
 */
export function SiteTracking() {
  const [location] = useLocation();
  const query = useSearch();
  const site = useSiteContext();
  const analytics = useAnalytics();
  const cookies = useCookieStore();
  const client = useApiClient();
  useEffect(() => {
    const pageType = pageTypeOf(resolveRoute(location).route?.name, query);
    if (pageType) analytics.sendPageType(pageType);
  }, [analytics, location, query]);
  const start = useEffectEvent(() => {
    import('./tracking/startTracking')
      .then(({ startTracking }) => startTracking({ site, cookies, client }))
      .catch((error: unknown) => console.error('[Analytics]: tracking not started', error));
  });
  useEffect(() => afterFirstView(start), []);
  return null;
}
