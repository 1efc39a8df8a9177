import type { TokenPayload } from '@kwc/domain';
import type { ApiClient } from '@kwc/hooks';
import type { ComponentType } from 'react';

import type { SiteFeatures } from './config';

/** Reads JSON from the API (`/api/…`); throws an `HttpError` for a non-2xx answer. */
export type FetchJson = (path: string) => Promise<unknown>;

/** An answer of the API that was not 2xx, seen by a page loader. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly path: string,
    /** The error code of the API's error body, when it sent one. */
    readonly code: string | null = null,
  ) {
    super(`${status} ${path}`);
  }
}

/** What a page loader gets: the request, the API, and the visitor's cookies. */
export interface LoaderContext {
  /** The page's URL (path and query). */
  url: URL;
  /** The route's parameters (see `routes.ts`). */
  params: Record<string, string>;
  /** The typed API client, calling the API in-process on the server. */
  client: ApiClient;
  /**
   * GET a JSON answer of the API by its path (a hook's SWR key, e.g. `homeKey()`), as the API sent
   * it: the client's schemas would reorder its fields, and the page's embedded data with them.
   */
  fetchJson: FetchJson;
  /** A cookie of the request. */
  cookie: (name: string) => string | undefined;
  /** The site's feature flags (spec section 9). */
  features: SiteFeatures;
  /**
   * The visitor's session, verified by the API's `readSession` (`null` when logged out or the access
   * token has expired: the server never refreshes it, the browser does).
   */
  session: TokenPayload | null;
  /** The clock the guards read (the age rules). */
  now: () => Date;
}

/** What a page loader decides. */
export interface LoaderResult {
  /** SWR data by key: the server renders with it and the browser hydrates from it. */
  fallback?: Record<string, unknown>;
  /** HTTP status of the page (default 200); 404 renders the not-found page. */
  status?: number;
  /** Answer with a redirect instead of a page (server) / navigate there (browser). */
  redirect?: { location: string; status: number };
  /** The page shows adult content: the adult gate may cover it, so its HTML depends on the cookie. */
  adult?: boolean;
  /**
   * The adult gate itself may cover the page (an adult product, an adults-only category): it hydrates
   * at once, its gate live. A page that only lists some adult products waits like the others.
   */
  adultGate?: boolean;
  /**
   * The answer (page or redirect) depends on the session: `Cache-Control: private, no-store`, never
   * in the page cache (the account screens, the guards' redirects).
   */
  personal?: boolean;
  /**
   * The SKU of the product the page shows: the layout counts its view (spec section 7's beacon) as the
   * page is shown, before the page's own code, which may wait for the visitor's first sign of use.
   */
  productView?: string;
}

/** Props of every page component. */
export interface PageProps {
  params: Record<string, string>;
  /** The query string, without `?`. */
  search: string;
  /**
   * The path the page shows. While a client navigation loads the next page, the URL is already the
   * next one's and this page still shows: what it does about the URL must wait for its own.
   */
  pathname?: string;
}

/** A page module: the screen (default export) and its server-side loader. */
export interface PageModule {
  default: ComponentType<PageProps>;
  load?: (context: LoaderContext) => Promise<LoaderResult>;
}
