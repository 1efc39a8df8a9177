import { Hono } from 'hono';

import type { PageAssets } from '../app/Document';
import { renderPage } from '../app/entry-server';
import { mountSeoRoutes } from './seo';

export interface SiteOptions {
  /** The API app, mounted at `/api` and also called in-process for server-side data. */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  assets: PageAssets;
  /** Extra routes in front of the page renderer (static files in production). */
  before?: (app: Hono) => void;
}

/** One process serves the API at `/api` and server-renders every other path. */
export function createSiteApp({ api, assets, before }: SiteOptions) {
  const app = new Hono();
  app.all('/api/*', (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/^\/api/, '') || '/';
    return api.fetch(new Request(url, c.req.raw));
  });
  before?.(app);
  mountSeoRoutes(app, (path) => Promise.resolve(api.fetch(new Request(new URL(path, 'http://api.internal')))));
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const fetchJson = async (path: string) => {
      const target = new URL(path.replace(/^\/api/, ''), url.origin);
      const response = await api.fetch(new Request(target, { headers: c.req.raw.headers }));
      if (!response.ok) throw new Error(`${response.status} ${path}`);
      return response.json();
    };
    return renderPage({ url, assets, fetchJson });
  });
  return app;
}
