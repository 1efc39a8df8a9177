import { afterAll, beforeAll } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { createMemoryCookieStore, type CookieStore } from '../storage/cookieStore';
import { createMemoryStorage } from '../storage/keyValueStorage';
// First: Node's upload classes are captured before a test's domGlobals replaces them.
import { restoreNodeUploads } from './nodeUploadGlobals';
import { cookieHeader, startRealApi, TEST_ORIGIN, withCookieMap, type CookieMap, type RealApi } from './realApi';

/** The real API with a client whose cookies are kept by hand (uploads need Node's own `Request`). */
export async function startRealApiClient(): Promise<{ api: RealApi; client: ApiClient; cookies: CookieMap }> {
  const api = await startRealApi();
  const cookies: CookieMap = new Map();
  const client = createApiClient({
    baseUrl: TEST_ORIGIN,
    fetch: withCookieMap(api, cookies),
    getCookie: (name) => cookies.get(name) ?? null,
  });
  return { api, client, cookies };
}

/** The hooks' cookie store and session as the client's cookies stand now (after a login). */
export function sessionOf(cookies: CookieMap): { cookies: CookieStore; session: SessionStore } {
  const store = createMemoryCookieStore(cookieHeader(cookies));
  return { cookies: store, session: createSessionStore({ cookies: store, storage: createMemoryStorage() }) };
}

/**
 * The real API for one test file: started in `beforeAll` (with Node's upload globals back), closed
 * in `afterAll`. Read its fields inside the tests.
 */
export function realApiForFile(): { api: RealApi; client: ApiClient; cookies: CookieMap } {
  const current = {} as { api: RealApi; client: ApiClient; cookies: CookieMap };
  beforeAll(async () => {
    restoreNodeUploads();
    Object.assign(current, await startRealApiClient());
  }, 120_000);
  afterAll(async () => {
    await current.api?.close();
  });
  return current;
}
