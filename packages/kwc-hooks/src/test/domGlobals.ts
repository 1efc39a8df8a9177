import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// Real-API tests run in `node` (jsdom's transform rejects the API's `new URL('./pglite-worker…')`),
// but React hooks need a DOM: this installs jsdom's globals. Import it before React, SWR and the
// hooks, so they see a browser when they load.
const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } });

afterAll(async () => {
  await environment.teardown(globalThis);
});
