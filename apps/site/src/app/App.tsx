import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { Router, useLocation } from 'wouter';

import { SiteLayout } from './SiteLayout';
import { NotFound, resolveRoute, ServerError } from './routes';

export interface AppProps {
  /** Server-rendered path; undefined in the browser. */
  ssrPath?: string;
  ssrSearch?: string;
  /** SWR cache prefilled on the server, so the first render needs no request. */
  fallback: Record<string, unknown>;
  /** The server failed to prepare the page: show the error screen with this status. */
  errorStatus?: number;
}

async function fetchJson(key: string): Promise<unknown> {
  const response = await fetch(key, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status} ${key}`);
  return response.json();
}

function Screen({ errorStatus }: { errorStatus?: number }) {
  const [location] = useLocation();
  if (errorStatus) return <ServerError statusCode={errorStatus} />;
  const { route, params } = resolveRoute(location);
  const Component = route?.component ?? NotFound;
  return <Component params={params} />;
}

export function App({ ssrPath, ssrSearch, fallback, errorStatus }: AppProps) {
  useEffect(() => {
    // Marks a hydrated page (end-to-end tests wait for it before interacting).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SWRConfig value={{ fallback, fetcher: fetchJson, revalidateOnFocus: false }}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <SiteLayout>
          <Screen errorStatus={errorStatus} />
        </SiteLayout>
      </Router>
    </SWRConfig>
  );
}
