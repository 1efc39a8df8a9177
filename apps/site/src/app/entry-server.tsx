import { readSession } from '@kwc/api';
import {
  COOKIE_NAMES,
  HEADER_NAMES,
  PAGES_API_PATHS,
  type MenuItem,
  type ResolvePathResponse,
  type TokenPayload,
} from '@kwc/domain';
import { createApiClient, createMemoryCookieStore, isTestEnvironmentRequest, menuKey, userKey } from '@kwc/hooks';
import { Writable } from 'node:stream';

import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

import { FEATURES, type SiteAnalyticsConfig, type SiteFeatures } from './config';
import { Document, type PageAssets, type PageData } from './Document';
import { loadPage, type LoadedPage } from './loadPage';
import { HttpError } from './page';
import { PAGE_SOURCES } from './pageSources';
import { errorScreen, resolveRoute } from './routes';
import { ServerFragmentsContext } from './serverFragments';
import { isCrawlerUserAgent } from './SiteContext';
import { TOP_MENU_KEY, topLevelMenu } from './siteMenu';
import type { FragmentCache } from '../server/fragmentCache';

/** Answers that depend on the session (account screens, the guards' redirects): kept by no cache. */
export const NO_STORE_PAGE_CACHE = 'private, no-store';

/** The API app, called in-process (it is mounted at `/api` of the same server). */
export interface InProcessApi {
  fetch: (request: Request) => Response | Promise<Response>;
}

export interface PageRequest {
  request: Request;
  api: InProcessApi;
  /** The client build's id. */
  buildId: string;
  /** The feature flags this site runs with (default `FEATURES`). */
  features?: SiteFeatures;
  /** The origin of the page's absolute URLs (canonical, Open Graph, JSON-LD); default the request's. */
  origin?: string;
  /** The tag manager and consent settings (docs/analytics.md). */
  analytics?: SiteAnalyticsConfig;
}

/**
 * The request's cookies as the page reads them: without the access token's cookies when the API's
 * `readSession` does not accept them (forged, expired), so everything the server renders from the
 * session (header, adult gate, guards) sees a verified session or none.
 */
function verifiedCookieHeader(cookieHeader: string | null, session: TokenPayload | null): string | null {
  if (!cookieHeader || session) return cookieHeader;
  const dropped: ReadonlySet<string> = new Set([COOKIE_NAMES.jwtHeaderPayload, COOKIE_NAMES.jwtSignature]);
  return cookieHeader
    .split(';')
    .filter((part) => !dropped.has(part.slice(0, part.indexOf('=')).trim()))
    .join(';');
}

/** The request's view of the API: the typed client, a JSON reader and the cache tags seen. */
async function requestContext({ request, api, features = FEATURES }: PageRequest) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  // Verified with the API's key; never refreshed here (the browser refreshes, contract "Session").
  const session = cookieHeader?.includes(`${COOKIE_NAMES.jwtHeaderPayload}=`) ? await readSession(cookieHeader) : null;
  const cookies = createMemoryCookieStore(verifiedCookieHeader(cookieHeader, session));
  const cacheTags = new Set<string>();
  const forwardedFor = request.headers.get(HEADER_NAMES.forwardedFor) ?? undefined;
  const callApi = async (path: string, init?: RequestInit) => {
    const target = new URL(path.replace(/^\/api(?=\/|$)/, '') || '/', url.origin);
    const headers = new Headers(init?.headers);
    if (cookieHeader && !headers.has('cookie')) headers.set('cookie', cookieHeader);
    const response = await api.fetch(new Request(target, { ...init, headers }));
    for (const tag of (response.headers.get(HEADER_NAMES.cacheTags) ?? '').split(/[\s,]+/)) {
      if (tag) cacheTags.add(tag);
    }
    return response;
  };
  const client = createApiClient({
    baseUrl: url.origin,
    getCookie: (name) => cookies.get(name),
    forwardedFor,
    requestId: request.headers.get(HEADER_NAMES.requestId) ?? undefined,
    fetch: (input, init) => callApi(new URL(input).pathname + new URL(input).search, init),
  });
  const fetchJson = async (path: string) => {
    const response = await callApi(path);
    if (!response.ok) throw new HttpError(response.status, path, await errorCodeOf(response));
    return response.json();
  };
  return {
    url,
    cookies,
    cacheTags,
    client,
    fetchJson,
    features,
    session,
    now: () => new Date(),
    cookie: (name: string) => cookies.get(name) ?? undefined,
  };
}

/**
 * Data of the layout on every server-rendered page: the `uroda` menu's first level (the header and
 * the context categories), which the page's data carries, and the `uroda_footer` menu, which only
 * the server reads (the browser keeps the footer's markup): `browser` and `server` fallbacks.
 */
async function loadShell(
  fetchJson: (path: string) => Promise<unknown>,
  signedIn: boolean,
): Promise<{ browser: Record<string, unknown>; server: Record<string, unknown> }> {
  const [menu, footer, user] = await Promise.allSettled([
    fetchJson(menuKey('uroda')) as Promise<MenuItem[]>,
    fetchJson(menuKey('uroda_footer')),
    // The header's account menu shows the user's avatar (`GET /api/user`).
    signedIn ? fetchJson(userKey()) : Promise.resolve(null),
  ]);
  const browser: Record<string, unknown> = {};
  const server: Record<string, unknown> = {};
  if (menu.status === 'fulfilled') browser[TOP_MENU_KEY] = topLevelMenu(menu.value);
  else console.error('[site] menu', menu.reason);
  if (user.status === 'fulfilled' && user.value) browser[userKey()] = user.value;
  if (footer.status === 'fulfilled') server[menuKey('uroda_footer')] = footer.value;
  else console.error('[site] menu', footer.reason);
  return { browser, server };
}

/**
 * The page at `url`, or where the path check sends an address no page has (spec section 4: the
 * redirects table, a legacy address): its redirect, to another page of the site or away from it.
 */
async function loadPageOrRedirect(url: URL, context: Awaited<ReturnType<typeof requestContext>>): Promise<LoadedPage> {
  const loaded = await loadPage(url, context);
  if (loaded.page.status !== 404) return loaded;
  const answer = (await context
    .fetchJson(`${PAGES_API_PATHS.resolvePath}?${new URLSearchParams({ path: url.pathname })}`)
    .catch((error: unknown) => {
      // An address the check refuses (too long, not a path) stays not found; so does a failed check.
      if (!(error instanceof HttpError && error.status === 400)) console.error('[site] path check', error);
      return null;
    })) as ResolvePathResponse | null;
  if (answer?.type !== 'redirect') return loaded;
  return {
    page: { ...loaded.page, status: answer.code, redirect: { location: answer.location, status: answer.code } },
    fallback: {},
  };
}

/** The data of the page at the request's URL (a page URL, not its payload URL). */
export async function loadPageFor(pageRequest: PageRequest, url: URL) {
  const context = await requestContext(pageRequest);
  const loaded = await loadPageOrRedirect(url, context);
  return { loaded, context };
}

/** `{path}/_payload.json`: the page's state and data for a client navigation. */
export async function renderPayload(pageRequest: PageRequest, pageUrl: URL) {
  const { loaded, context } = await loadPageFor(pageRequest, pageUrl);
  return { payload: loaded satisfies LoadedPage, cacheTags: [...context.cacheTags] };
}

export interface RenderedPage {
  /** The whole document; empty for a redirect. */
  html: string;
  /** A redirect's answer (status and `location`), else undefined. */
  redirect?: Response;
  status: number;
  cacheTags: string[];
  /** The HTML depends on the visitor's cookies (adult content). */
  personal: boolean;
  /** The answer depends on the session (account screens, guards' redirects): `private, no-store`. */
  noStore: boolean;
}

/** Server-renders one page with the status code and head its route decides. */
export async function renderPage(
  pageRequest: PageRequest,
  {
    assets,
    manifestChunks,
    fragmentCache,
  }: {
    assets: PageAssets;
    manifestChunks?: (source: string) => string[];
    /** Markup of page parts kept across renders (the listing's controls), see `ServerFragments`. */
    fragmentCache?: FragmentCache;
  },
): Promise<RenderedPage> {
  const context = await requestContext(pageRequest);
  // The layout's data (menus) loads with the page's; client navigations keep it in the SWR cache.
  const [loaded, shell] = await Promise.all([
    loadPageOrRedirect(context.url, context),
    loadShell(context.fetchJson, context.session !== null),
  ]);
  const { page } = loaded;
  const fallback = { ...shell.browser, ...loaded.fallback };
  if (page.redirect) {
    return {
      html: '',
      redirect: new Response(null, {
        status: page.redirect.status,
        headers: {
          location: page.redirect.location,
          ...(page.personal ? { 'cache-control': NO_STORE_PAGE_CACHE, vary: 'Cookie' } : {}),
        },
      }),
      status: page.redirect.status,
      cacheTags: [...context.cacheTags],
      personal: Boolean(page.personal),
      noStore: Boolean(page.personal),
    };
  }
  const { route } = resolveRoute(context.url.pathname);
  const isError = !route || !page.routeName || page.status >= 500;
  // The error screens render like a page (their code is in by the time React renders them).
  if (isError) await errorScreen.preload();
  const pageChunks = manifestChunks ? manifestChunks(PAGE_SOURCES[isError ? 'errors' : route.pageName]) : [];
  // A page the adult gate may cover hydrates at once: its gate is live from the start.
  const pageOnIntent =
    (isError || route.hydratesOnIntent(context.url.pathname, Boolean(context.session))) && !page.adultGate;
  const data: PageData = {
    assets: { ...assets, pageChunks, ...(pageOnIntent ? { pageOnIntent } : {}) },
    page,
    fallback,
    site: {
      origin: pageRequest.origin ?? context.url.origin,
      buildId: pageRequest.buildId,
      isCrawler: isCrawlerUserAgent(pageRequest.request.headers.get('user-agent')),
      features: context.features,
      ...(context.session ? { signedIn: true as const } : {}),
      ...(pageRequest.analytics && Object.keys(pageRequest.analytics).length > 0
        ? { analytics: pageRequest.analytics }
        : {}),
      ...(isTestEnvironmentRequest(pageRequest.request.headers) ? { testEnvironment: true as const } : {}),
    },
  };
  let failed = false;
  const fragments = fragmentCache?.forRender();
  const html = await renderDocument(
    <ServerFragmentsContext value={fragments?.fragments ?? null}>
      <Document
        data={data}
        serverFallback={shell.server}
        client={context.client}
        cookies={context.cookies}
        ssrPath={context.url.pathname}
        ssrSearch={context.url.search.replace(/^\?/, '')}
      />
    </ServerFragmentsContext>,
    (error) => {
      failed = true;
      console.error('[site] render', error);
    },
  );
  if (!failed) fragments?.keep(html);
  return {
    html,
    status: failed ? 500 : page.status,
    cacheTags: [...context.cacheTags],
    personal: Boolean(page.adult || page.personal),
    noStore: Boolean(page.personal),
  };
}

/**
 * Renders the document whole, as one string (crawlers and the ETag need the complete page): with the
 * synchronous renderer, as the loaders have fetched data and code; with the stream renderer should a
 * part suspend or fail all the same. Why: bench/README.md, "Design notes", `renderDocument`.
 */
export function renderDocument(document: ReactNode, onError: (error: unknown) => void): Promise<string> {
  try {
    const html = renderToString(document);
    // A boundary left to the client (a part that suspended or failed) is marked so; renderToString
    // reports neither, so the stream renderer renders such a page again (it waits, and reports).
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) {
      // The stream renderer writes the doctype of an <html> root itself; this one does not.
      return Promise.resolve(`<!DOCTYPE html>${html}`);
    }
  } catch (error) {
    // Outside any boundary, a suspending component throws here; anything else is the render's failure.
    if (!(error instanceof Error && error.message.startsWith('A component suspended'))) return Promise.reject(error);
  }
  return streamDocument(document, onError);
}

/** How React's server markup opens a Suspense boundary that the client is to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Renders the document with Node's stream renderer, waiting for every suspended part, into one string. */
function streamDocument(document: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(document, {
      // No bootstrapModules: the document's own boot script starts the client after the first paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError,
    });
  });
}

/** The `error.code` of an API error body, or `null` when it has none. */
async function errorCodeOf(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;
}
