import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

import type { ApiClient } from '../api/createApiClient';
import type { Logger } from '../api/types';
import { KwcHooksProvider } from '../provider/KwcHooksProvider';
import type { SessionStore } from '../session/sessionStore';
import { createMemoryCookieStore, type CookieStore } from '../storage/cookieStore';
import { createMemoryStorage, type KeyValueStorage } from '../storage/keyValueStorage';

/** A `renderHook` wrapper: the provider, and SWR with a cache of its own and no deduping. */
export function hooksWrapper({
  client,
  cookies = createMemoryCookieStore(),
  storage = createMemoryStorage(),
  logger,
  fallback,
  session,
}: {
  client: ApiClient;
  cookies?: CookieStore;
  storage?: KeyValueStorage;
  logger?: Logger;
  fallback?: Record<string, unknown>;
  session?: SessionStore;
}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...(fallback ? { fallback } : {}) }}>
        <KwcHooksProvider client={client} cookies={cookies} storage={storage} logger={logger} session={session}>
          {children}
        </KwcHooksProvider>
      </SWRConfig>
    );
  };
}

/** A logger whose calls the test can read; nothing reaches the console. */
export function recordingLogger() {
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  const logger: Logger = {
    error: (...data) => void errors.push(data),
    warn: (...data) => void warnings.push(data),
  };
  return { logger, errors, warnings };
}

/**
 * Reads `data` and `error` of every SWR result in `hooks` during the render, as a component does,
 * and returns `hooks`. SWR re-renders for the fields read during a render only: a test that first
 * looks at a field after its answer came would never see the answer.
 */
export function readAsRendered<T extends Record<string, unknown>>(hooks: T): T {
  for (const value of Object.values(hooks)) {
    if (typeof value === 'object' && value !== null && 'isValidating' in value) {
      const swr = value as { data?: unknown; error?: unknown };
      void [swr.data, swr.error];
    }
  }
  return hooks;
}
