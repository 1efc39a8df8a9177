import type { ComponentType } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';

import { Home, loadHome } from '../routes/Home';
import { NotFound, ServerError } from '../routes/NotFound';

/** Reads JSON from the API; the server passes one that calls the API in-process. */
export type FetchJson = (path: string) => Promise<unknown>;

export interface RouteDefinition {
  path: string;
  component: ComponentType<{ params: Record<string, string | undefined> }>;
  /** Data to prefill SWR with on the server, keyed by the SWR key the page reads. */
  load?: (fetchJson: FetchJson) => Promise<Record<string, unknown>>;
}

export const routes: RouteDefinition[] = [{ path: '/', component: Home, load: loadHome }];

export interface ResolvedRoute {
  route: RouteDefinition | undefined;
  params: Record<string, string | undefined>;
  status: 200 | 404;
}

/** One resolver for the server (status code, data) and the client (what to render). */
export function resolveRoute(pathname: string): ResolvedRoute {
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.path, pathname);
    if (matched) return { route, params: params ?? {}, status: 200 };
  }
  return { route: undefined, params: {}, status: 404 };
}

export { NotFound, ServerError };
