import { http } from 'msw';
import { vi } from 'vitest';

import { createApiClient, type ApiClientOptions } from '../api/createApiClient';
import { MSW_ORIGIN, type setupMswServer } from './msw';
import { recordingLogger } from './wrapper';

/** A client of MSW's origin, with the notifier, logs and fetch options the test reads. */
export function mswClient(overrides: Partial<ApiClientOptions> & { cookies?: Record<string, string> } = {}) {
  const notifier = { error: vi.fn<(message: string) => void>() };
  const { logger, errors, warnings } = recordingLogger();
  const { cookies = {}, ...options } = overrides;
  // What the client hands to fetch (MSW's copy of the request drops `credentials` and `keepalive`).
  const inits: RequestInit[] = [];
  const client = createApiClient({
    baseUrl: MSW_ORIGIN,
    getCookie: (name) => cookies[name] ?? null,
    fetch: (input, init) => {
      inits.push(init);
      return globalThis.fetch(input, init);
    },
    notifier,
    logger,
    ...options,
  });
  return { client, notifier, errors, warnings, inits };
}

/** `capture(method, path, answer)`: records every request `server` sees for one path, answered with `answer`. */
export function requestRecorder(server: ReturnType<typeof setupMswServer>) {
  return function capture(method: 'get' | 'post' | 'delete' | 'patch', path: string, answer: () => Response) {
    const requests: Request[] = [];
    server.use(
      http[method](`${MSW_ORIGIN}${path}`, ({ request }) => {
        requests.push(request.clone());
        return answer();
      }),
    );
    return requests;
  };
}
