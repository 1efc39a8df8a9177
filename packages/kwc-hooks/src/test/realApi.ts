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
