import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { Router, useLocation } from 'wouter';

import { SiteLayout } from './SiteLayout';
import { NotFound, resolveRoute } from './routes';

export interface AppProps {
  /** Server-rendered path; undefined in the browser. */
  ssrPath?: string;
  ssrSearch?: string;
  /** SWR cache prefilled on the server, so the first render needs no request. */
  fallback: Record<string, unknown>;
}

async function fetchJson(key: string): Promise<unknown> {
  const response = await fetch(key, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status} ${key}`);
  return response.json();
}

function Screen() {
  const [location] = useLocation();
  const { route, params } = resolveRoute(location);
  const Component = route?.component ?? NotFound;
  return <Component params={params} />;
}

export function App({ ssrPath, ssrSearch, fallback }: AppProps) {
  useEffect(() => {
    // Marks a hydrated page (end-to-end tests wait for it before interacting).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SWRConfig value={{ fallback, fetcher: fetchJson, revalidateOnFocus: false }}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <SiteLayout>
          <Screen />
        </SiteLayout>
      </Router>
    </SWRConfig>
  );
}
