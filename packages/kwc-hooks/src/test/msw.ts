import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The origin MSW answers for. */
export const MSW_ORIGIN = 'http://msw.test';

/** An MSW server for one test file: handlers added with `server.use` are reset after each test. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
