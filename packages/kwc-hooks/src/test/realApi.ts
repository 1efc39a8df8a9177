import { createApi, type DatabaseHandle } from '@kwc/api';
import { openSeededDatabase } from '@kwc/api/testing';

/** The origin the tests' API client calls; requests never leave the process. */
export const TEST_ORIGIN = 'http://kwc.test';

/** "Today" of the seeded catalogue, so new-product windows and dates are stable. */
export const SEED_NOW = new Date('2026-11-20T10:00:00.000Z');

export interface RealApi {
  /** A `fetch` that hands requests to the in-process API, as the site mounts it at `/api`. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Every request the API received, in order. */
  requests: Request[];
  /** The status of each answer, in the order the requests came (`requests[i]` got `statuses[i]`). */
  statuses: number[];
  close(): Promise<void>;
}

/**
 * The real API on an in-memory PGlite, seeded with 60 products. Opening takes several seconds
 * (PGlite start, migrations, the Polish dictionary): call it once per test file, in `beforeAll`.
 */
export async function startRealApi(): Promise<RealApi> {
  const database: DatabaseHandle = await openSeededDatabase(60, { now: SEED_NOW });
  const api = createApi(database);
  const requests: Request[] = [];
  const statuses: number[] = [];
  return {
    requests,
    statuses,
    async fetch(input, init) {
      const url = new URL(input);
      if (!url.pathname.startsWith('/api/')) return new Response('Not under /api', { status: 404 });
      url.pathname = url.pathname.slice('/api'.length);
      const request = new Request(url, init);
      const index = requests.push(request.clone()) - 1;
      const response = await api.request(request);
      statuses[index] = response.status;
      return response;
    },
    close: () => database.close(),
  };
}

/** Cookies kept by hand (name → value), for tests that cannot use jsdom's jar (uploads). */
export type CookieMap = Map<string, string>;

/** The `Cookie` header of a `CookieMap`. */
export const cookieHeader = (cookies: CookieMap): string =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Wraps the API's `fetch` so requests carry `cookies` and answers' `Set-Cookie` land in it. */
export function withCookieMap(api: RealApi, cookies: CookieMap): RealApi['fetch'] {
  return async (input, init) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookieHeader(cookies));
    const response = await api.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}
