import { createApiClient, type ApiClient } from '@kwc/hooks';

import { browserClientOptions } from './browserOptions';

/** The browser's API client (it validates every answer with the kwc-domain schemas). */
export function createBrowserClient(): ApiClient {
  return createApiClient(browserClientOptions());
}
