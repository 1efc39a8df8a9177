import { HttpError, type LoaderContext } from './page';
import { resolveRoute, type RouteName } from './routes';

/** What the server decided about a page; shipped to the browser with the page's data. */
export interface PageState {
  /** The route shown; `null` for the not-found page. */
  routeName: RouteName | null;
  params: Record<string, string>;
  /** 200, 404 (the not-found page) or 5xx (the error page). */
  status: number;
  redirect?: { location: string; status: number };
  /** Adult content: the HTML depends on the adult cookie (not shared-cacheable). */
  adult?: boolean;
  /** The adult gate may cover it (see `LoaderResult.adultGate`). */
  adultGate?: boolean;
  /** Depends on the session (see `LoaderResult.personal`): never stored by any cache. */
  personal?: boolean;
  /** The product whose view is counted (see `LoaderResult.productView`). */
  productView?: string;
}

export interface LoadedPage {
  page: PageState;
  /** SWR data by key. */
  fallback: Record<string, unknown>;
}

/** Runs the loader of the page at `url`: status, redirect and data, for SSR and `_payload.json`. */
export async function loadPage(url: URL, context: Omit<LoaderContext, 'url' | 'params'>): Promise<LoadedPage> {
  const { route, params } = resolveRoute(url.pathname);
  if (!route) return { page: { routeName: null, params: {}, status: 404 }, fallback: {} };
  try {
    const module = await route.page.preload();
    const result = module.load ? await module.load({ ...context, url, params }) : {};
    const status = result.status ?? 200;
    return {
      page: {
        routeName: status === 404 ? null : route.name,
        params,
        status,
        ...(result.redirect ? { redirect: result.redirect } : {}),
        ...(result.adult ? { adult: true } : {}),
        ...(result.adultGate ? { adultGate: true } : {}),
        ...(result.personal ? { personal: true } : {}),
        ...(result.productView ? { productView: result.productView } : {}),
      },
      fallback: result.fallback ?? {},
    };
  } catch (error) {
    // An API answer of 404 (no such product, category, ingredient…) or 400 (a parameter that
    // fails validation) is the not-found page (spec section 2 "Named route guards").
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      return { page: { routeName: null, params: {}, status: 404 }, fallback: {} };
    }
    // The API's 503 (its database away for a moment) stays a 503: the page says to try again soon.
    const unavailable = (error as { status?: unknown } | null)?.status === 503;
    if (!unavailable) console.error(`[site] data for ${url.pathname}`, error);
    return { page: { routeName: route.name, params, status: unavailable ? 503 : 500 }, fallback: {} };
  }
}

/** `{path}/_payload.json` of a page URL (spec section 7): one JSON per client navigation. */
export function payloadUrl(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://kwc.invalid');
  const base = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${base}/_payload.json${url.search}`;
}

export const PAYLOAD_SUFFIX = '/_payload.json';

/** The page URL a payload URL stands for. */
export function pageUrlOfPayload(url: URL): URL {
  const page = new URL(url);
  page.pathname = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  return page;
}
