import { App } from './App';

export interface PageAssets {
  /** Stylesheets linked in the head: no flash of unstyled content. */
  css: string[];
  /** Module scripts that boot the client (also passed to React as bootstrap modules). */
  js: string[];
}

export interface PageData {
  assets: PageAssets;
  fallback: Record<string, unknown>;
  /** Set when the server could not prepare the page: the error screen shows instead. */
  errorStatus?: number;
}

export const PAGE_DATA_ID = '__KWC_DATA__';

/** JSON safe to place inside a <script> element. */
function serialize(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The whole HTML document; rendered on the server and hydrated as a whole in the browser. */
export function Document({ data, ssrPath, ssrSearch }: { data: PageData; ssrPath?: string; ssrSearch?: string }) {
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
      </head>
      <body>
        <App ssrPath={ssrPath} ssrSearch={ssrSearch} fallback={data.fallback} errorStatus={data.errorStatus} />
        <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serialize(data) }} />
      </body>
    </html>
  );
}
