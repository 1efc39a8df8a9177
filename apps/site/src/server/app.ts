import { hash } from 'node:crypto';

import { matchesEtag, securityHeaders } from '@kwc/api';
import { HEADER_NAMES } from '@kwc/domain';
import { isTestEnvironmentRequest } from '@kwc/hooks';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';

import type { BuildMeta } from '../app/buildCheck';
import { FEATURES, type SiteAnalyticsConfig, type SiteFeatures } from '../app/config';
import type { PageAssets } from '../app/Document';
import { NO_STORE_PAGE_CACHE, renderPage, renderPayload, type InProcessApi } from '../app/entry-server';
import { pageUrlOfPayload, PAYLOAD_SUFFIX } from '../app/loadPage';
import { isCrawlerUserAgent } from '../app/SiteContext';
import type { ApiCache } from './apiCache';
import type { FragmentCache } from './fragmentCache';
import { NON_PAGE_CSP, pageCsp } from './headers';
import type { CachedPage, PageCache } from './pageCache';
import { mountSeoRoutes } from './seo';

export interface SiteOptions {
  /** The API app, mounted at `/api` and also called in-process for server-side data. */
  api: InProcessApi;
  assets: PageAssets;
  /** The client build: its id and when it was made (the build metadata check). */
  build?: { id: string; timestamp: number };
  /** Chunks to preload for a page module (by its source path), from the client build's manifest. */
  manifestChunks?: (source: string) => string[];
  /** Compress pages, payloads and API answers per request (static assets come precompressed). */
  compress?: boolean;
  /** Extra routes in front of the page renderer (static files in production). */
  before?: (app: Hono) => void;
  /** The feature flags of spec section 9 (default `FEATURES`; `KWC_FEATURES` in production). */
  features?: SiteFeatures;
  /** The tag manager and consent settings (`analyticsConfigFromEnv`, docs/analytics.md). */
  analytics?: SiteAnalyticsConfig;
  /**
   * Keeps anonymous pages and payloads rendered (see `createPageCache`); wire the API's purges to
   * its `purge`. Without it every request renders.
   */
  pageCache?: PageCache;
  /**
   * Keeps the API's shared answers for the page renderer (see `createApiCache`); wire the API's
   * purges to its `purge`. Without it every render calls the API for its data.
   */
  apiCache?: ApiCache;
  /**
   * Keeps the markup of page parts that follow from their props alone (the listing's controls) for
   * later renders (see `createFragmentCache`). Without it every render renders them.
   */
  fragmentCache?: FragmentCache;
  /**
   * The site's public origin (`https://kwc.example.pl`): the absolute URLs of canonical links, Open
   * Graph tags, JSON-LD, robots.txt and the sitemaps. Without it they follow the request's own URL
   * (its Host header), and the page cache keeps one copy per host.
   */
  publicOrigin?: string;
  /** Other origins pages draw pictures from (the option image paths' `optionImageOrigins`), for `img-src`. */
  imageOrigins?: string[];
}

/**
 * Reads the site's public origin from configuration (`KWC_PUBLIC_ORIGIN`): an http(s) address with
 * no path, query or fragment, given back without a trailing slash.
 */
export function publicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`KWC_PUBLIC_ORIGIN is not an address: ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(
      `KWC_PUBLIC_ORIGIN must be an http(s) origin like https://kwc.example.pl: ${JSON.stringify(value)}`,
    );
  }
  return url.origin;
}

/** Anonymous HTML: shared caches keep it a minute and may serve it stale for ten while refreshing. */
export const ANONYMOUS_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** HTML that depends on who asks (a signed-in visitor, the adult cookie). */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

/** A weak ETag over the body (a string counts as its UTF-8 bytes: both forms get the same tag). */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${hash('sha1', body, 'base64url').slice(0, 22)}"`;
}

function isSignedIn(c: Context): boolean {
  return /(?:^|;\s*)jwt_hp=/.test(c.req.header('cookie') ?? '');
}

/** A visitor with an id of their own (wishlist, recently viewed): their pages are not shared. */
function isKnownVisitor(c: Context): boolean {
  return /(?:^|;\s*)(?:jwt_hp|anonymous_user_id)=/.test(c.req.header('cookie') ?? '');
}

/** Sends a page body with its ETag, answering 304 when the visitor already has it. */
function cacheable(c: Context, page: CachedPage, gzipped?: () => Uint8Array | undefined) {
  const { body, utf8, etag, status, contentType, cacheTags, personal, noStore, csp } = page;
  const headers: Record<string, string> = {
    'content-type': contentType,
    ...(csp ? { 'content-security-policy': csp } : {}),
    'cache-control': noStore
      ? NO_STORE_PAGE_CACHE
      : personal || isSignedIn(c)
        ? PRIVATE_PAGE_CACHE
        : ANONYMOUS_PAGE_CACHE,
    etag,
    vary: 'Cookie',
  };
  if (cacheTags.length > 0) headers[HEADER_NAMES.cacheTags] = cacheTags.join(',');
  if (status === 200 && !noStore && matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  // A cached page's gzip is made once; the compress middleware leaves an encoded answer alone.
  const gzip = gzipped && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '') ? gzipped() : undefined;
  if (gzip) {
    return c.body(gzip as Uint8Array<ArrayBuffer>, status as 200, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'Cookie, Accept-Encoding',
    });
  }
  if (utf8) return c.body(utf8 as Uint8Array<ArrayBuffer>, status as 200, headers);
  return c.body(body, status as 200, headers);
}

/**
 * The page cache's key: the URL and the cookies, as `Vary: Cookie` keys a shared cache, and the
 * origin the page's absolute URLs were made with (a request's Host must not set another host's).
 */
function pageCacheKey(c: Context, url: URL, origin: string): string {
  // A test environment's pages say so (their A/B segments are all 'A'): kept apart.
  const testEnvironment = isTestEnvironmentRequest(c.req.raw.headers) ? '\ntest' : '';
  // A crawler's page says so in its data and shows adult pictures ungated: kept apart too.
  const crawler = isCrawlerUserAgent(c.req.header('user-agent')) ? '\ncrawler' : '';
  return `${origin}${url.pathname}${url.search}\n${c.req.header('cookie') ?? ''}${testEnvironment}${crawler}`;
}

/** One process serves the API at `/api` and server-renders every other path. */
export function createSiteApp({
  api,
  assets,
  build = { id: 'dev', timestamp: 0 },
  manifestChunks,
  before,
  compress: compressed,
  features = FEATURES,
  analytics,
  pageCache,
  apiCache,
  fragmentCache,
  publicOrigin,
  imageOrigins = [],
}: SiteOptions) {
  // The renderer's view of the API; browsers reach it at `/api` directly.
  const pageApi = apiCache ? apiCache.wrap(api) : api;
  const originOf = (url: URL) => publicOrigin ?? url.origin;
  const app = new Hono();
  // Answers that set no CSP of their own (the API's and each page's do) get the strict one.
  app.use('*', securityHeaders({ publicOrigin, csp: () => NON_PAGE_CSP }));
  if (compressed) app.use('*', compress());
  app.all('/api/*', (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/^\/api/, '') || '/';
    return api.fetch(new Request(url, c.req.raw));
  });
  before?.(app);
  mountSeoRoutes(
    app,
    (path) => Promise.resolve(pageApi.fetch(new Request(new URL(path, 'http://api.internal')))),
    originOf,
  );

  // Spec section 7: the build metadata the client checks every hour.
  app.get('/builds/meta/:file{[^/]+\\.json}', (c) => {
    const id = c.req.param('file').replace(/\.json$/, '');
    if (id !== build.id) return c.json({ message: 'Nieznana wersja serwisu' }, 404, { 'cache-control': 'no-store' });
    const meta: BuildMeta = { id, timestamp: build.timestamp, latest: build.id };
    return c.json(meta, 200, { 'cache-control': 'no-store' });
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    // Only what every visitor with these cookies would get: first-time visitors and crawlers, not a
    // visitor whose pages show their own lists.
    const origin = originOf(url);
    const key = pageCache && !isKnownVisitor(c) ? pageCacheKey(c, url, origin) : null;
    const cached = key ? pageCache?.get(key) : undefined;
    if (key && cached) return cacheable(c, cached, () => pageCache?.gzip(key));

    const pageRequest = { request: c.req.raw, api: pageApi, buildId: build.id, features, origin, analytics };
    let page: CachedPage;
    if (url.pathname.endsWith(PAYLOAD_SUFFIX)) {
      const { payload, cacheTags } = await renderPayload(pageRequest, pageUrlOfPayload(url));
      const body = JSON.stringify(payload);
      page = {
        body,
        etag: etagOf(body),
        status: payload.page.status >= 500 ? payload.page.status : 200,
        contentType: 'application/json; charset=utf-8',
        cacheTags,
        personal: Boolean(payload.page.adult || payload.page.personal),
        noStore: Boolean(payload.page.personal),
      };
    } else {
      const rendered = await renderPage(pageRequest, {
        assets,
        manifestChunks,
        ...(fragmentCache ? { fragmentCache } : {}),
      });
      if (rendered.redirect) return rendered.redirect;
      const body = rendered.html;
      // Encoded once: the ETag is taken over the bytes that are sent.
      const utf8 = Buffer.from(body);
      page = {
        body,
        utf8,
        etag: etagOf(utf8),
        status: rendered.status,
        contentType: 'text/html; charset=utf-8',
        // Kept with the page: the hashes of its inline scripts, the same for every visitor it serves.
        csp: pageCsp(body, analytics, imageOrigins),
        cacheTags: rendered.cacheTags,
        personal: rendered.personal,
        noStore: rendered.noStore,
      };
    }
    // Error pages render again next time (the failure may pass). Adult pages depend on the cookies
    // and the crawler flag the key holds: kept here, though sent as the private answers they are.
    if (key && (page.status === 200 || page.status === 404) && !page.noStore) {
      pageCache?.set(key, page);
      return cacheable(c, page, () => pageCache?.gzip(key));
    }
    return cacheable(c, page);
  });
  return app;
}
