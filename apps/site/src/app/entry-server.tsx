import { renderToReadableStream } from 'react-dom/server';

import { Document, type PageAssets, type PageData } from './Document';
import { resolveRoute, type FetchJson } from './routes';

export interface RenderOptions {
  url: URL;
  assets: PageAssets;
  fetchJson: FetchJson;
  /** Wait for the whole page before sending (crawlers, tests). */
  waitForAll?: boolean;
}

/** Server-renders one page as a stream, with the status code its route decides. */
export async function renderPage({ url, assets, fetchJson, waitForAll }: RenderOptions): Promise<Response> {
  const { route, status: routeStatus } = resolveRoute(url.pathname);
  let status: number = routeStatus;
  const data: PageData = { assets, fallback: {} };
  try {
    if (route?.load) data.fallback = await route.load(fetchJson);
  } catch (error) {
    console.error(`[site] data for ${url.pathname}`, error);
    status = 500;
    data.errorStatus = 500;
  }
  let failed = false;
  const stream = await renderToReadableStream(
    <Document data={data} ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')} />,
    {
      bootstrapModules: assets.js,
      onError(error) {
        failed = true;
        console.error('[site] render', error);
      },
    },
  );
  if (waitForAll) await stream.allReady;
  return new Response(stream, {
    status: failed ? 500 : status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
