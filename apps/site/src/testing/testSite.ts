import { createApi, type DatabaseHandle } from '@kwc/api';
import { openSeededDatabase } from '@kwc/api/testing';

import type { SiteFeatures } from '../app/config';
import { createSiteApp } from '../server/app';
import type { PageCache } from '../server/pageCache';

/** "Today" of the seeded test catalogue. */
export const SEED_NOW = new Date('2026-11-21T12:00:00.000Z');

export const TEST_ORIGIN = 'http://kwc.test';

export interface TestSite {
  /** Requests a path of the site (pages, payloads, `/api/…`) as a browser would. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** The page's HTML and status. */
  page: (path: string, init?: RequestInit) => Promise<{ status: number; html: string; response: Response }>;
  /** JSON of the API (`/api/…`). */
  api: <T = unknown>(path: string) => Promise<T>;
  /** The site's database (for data no API call makes, e.g. a broken stored row). */
  db: DatabaseHandle['db'];
  close: () => Promise<void>;
}

/**
 * The whole site (pages and API) on a freshly seeded in-memory PGlite, served in-process: what
 * `npm start` runs, without the client build (pages link a stand-in script). Takes several
 * seconds: open it once per test file, in `beforeAll`.
 */
export async function openTestSite(
  products = 300,
  { features, pageCache }: { features?: SiteFeatures; pageCache?: PageCache } = {},
): Promise<TestSite> {
  const database: DatabaseHandle = await openSeededDatabase(products, { now: SEED_NOW });
  const app = createSiteApp({
    api: createApi(database),
    assets: { css: ['/assets/site.css'], js: ['/assets/entry-client.js'] },
    build: { id: 'test-build', timestamp: SEED_NOW.getTime() },
    ...(features ? { features } : {}),
    ...(pageCache ? { pageCache } : {}),
  });
  const request = async (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, TEST_ORIGIN), init));
  return {
    request,
    async page(path, init) {
      const response = await request(path, init);
      return { status: response.status, html: await response.text(), response };
    },
    async api(path) {
      const response = await request(path);
      if (!response.ok) throw new Error(`${response.status} ${path}`);
      return response.json();
    },
    db: database.db,
    close: () => database.close(),
  };
}

/** Logs a demo account in through the API as a page would (password `kosmetyki123`): the session's `Cookie` header. */
export async function logInCookie(site: TestSite, username: string): Promise<string> {
  const response = await site.request('/api/login_check', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username, password: 'kosmetyki123' }),
  });
  if (response.status !== 200) throw new Error(`login of ${username} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .filter((pair) => pair.startsWith('jwt_'))
    .join('; ');
}
