import { createApi, defaultDataDir, openCatalogue } from '@kwc/api';
import { Hono } from 'hono';
import type { ViteDevServer } from 'vite';

import type { createSiteApp as CreateSiteApp } from './app';
import { pageCsp } from './headers';

/**
 * The development site: the API opened once, pages rendered by freshly loaded modules on every
 * request (so server-side edits apply), and the HTML passed through Vite for the HMR client.
 */
export async function createDevSite(vite: ViteDevServer) {
  const database = await openCatalogue({
    url: process.env.DATABASE_URL,
    dataDir: defaultDataDir(),
    seedProducts: Number(process.env.KWC_SEED_PRODUCTS ?? 5000),
    log: (message) => console.log(`[site] ${message}`),
  });
  const api = createApi(database);
  const app = new Hono();
  app.all('*', async (c) => {
    const { createSiteApp } = (await vite.ssrLoadModule('/src/server/app.ts')) as {
      createSiteApp: typeof CreateSiteApp;
    };
    const site = createSiteApp({ api, assets: { css: [], js: ['/src/app/entry-client.tsx'] } });
    const response = await site.fetch(c.req.raw);
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    const html = await vite.transformIndexHtml(c.req.path, await response.text());
    const headers = new Headers(response.headers);
    // Vite adds inline scripts (the refresh preamble) and talks to its HMR socket.
    headers.set('content-security-policy', pageCsp(html).replace("connect-src 'self'", "connect-src 'self' ws: wss:"));
    return new Response(html, { status: response.status, headers });
  });
  return app;
}
