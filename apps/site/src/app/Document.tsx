import type { ApiClient, CookieStore } from '@kwc/hooks';

import { App } from './App';
import type { PageState } from './loadPage';
import { scriptJson } from './Seo';
import type { SiteContextValue } from './SiteContext';

export interface PageAssets {
  /** Stylesheets linked in the head: no flash of unstyled content. */
  css: string[];
  /** Module scripts that boot the client (also passed to React as bootstrap modules). */
  js: string[];
  /** Chunks of the page's own code, preloaded so the page hydrates without waiting for them. */
  preload?: string[];
}

export interface PageData {
  assets: PageAssets;
  page: PageState;
  fallback: Record<string, unknown>;
  site: SiteContextValue;
}

export const PAGE_DATA_ID = '__KWC_DATA__';

export interface DocumentProps {
  data: PageData;
  client: ApiClient;
  cookies?: CookieStore;
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole HTML document; rendered on the server and hydrated as a whole in the browser. */
export function Document({ data, client, cookies, ssrPath, ssrSearch }: DocumentProps) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b2d8f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {(data.assets.preload ?? []).map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <App
          ssrPath={ssrPath}
          ssrSearch={ssrSearch}
          page={data.page}
          fallback={data.fallback}
          site={data.site}
          client={client}
          cookies={cookies}
        />
        <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      </body>
    </html>
  );
}
