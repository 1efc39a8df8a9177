import { KwcHooksProvider, type ApiClient, type CookieStore } from '@kwc/hooks';
import { toast } from '@kwc/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';

import type { PageState } from './loadPage';
import { Navigator } from './Navigator';
import { SiteContextProvider, type SiteContextValue } from './SiteContext';
import { SiteLayout } from './SiteLayout';
import { SiteTracking } from './SiteTracking';
import { VisitorProvider } from './Visitor';

export interface AppProps {
  /** Server-rendered path and query; undefined in the browser. */
  ssrPath?: string;
  ssrSearch?: string;
  page: PageState;
  /** SWR cache prefilled on the server, so the first render needs no request. */
  fallback: Record<string, unknown>;
  site: SiteContextValue;
  client: ApiClient;
  /** The request's cookies on the server; the browser's by default. */
  cookies?: CookieStore;
}

// The toast region (Radix Toast) loads with the first toast, not with every page.
const ToastProvider = lazy(() => import('./lazy/ToastProvider'));

function Toasts() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getServerSnapshot);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}

async function fetchJson(key: string): Promise<unknown> {
  const response = await fetch(key, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status} ${key}`);
  return response.json();
}

export function App({ ssrPath, ssrSearch, page, fallback, site, client, cookies }: AppProps) {
  // Data of the pages visited so far: each client navigation adds its page's payload.
  const [data, setData] = useState(fallback);
  useEffect(() => {
    // Marks a hydrated page (end-to-end tests wait for it before interacting).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteContextProvider value={site}>
      <SWRConfig value={{ fallback: data, fetcher: fetchJson, revalidateOnFocus: false, revalidateIfStale: false }}>
        <KwcHooksProvider client={client} cookies={cookies}>
          <VisitorProvider>
            <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
              <SiteTracking />
              <SiteLayout>
                <Navigator
                  initialPage={page}
                  onPayload={(payload) => setData((previous) => ({ ...previous, ...payload }))}
                />
              </SiteLayout>
            </Router>
            <Toasts />
          </VisitorProvider>
        </KwcHooksProvider>
      </SWRConfig>
    </SiteContextProvider>
  );
}
