import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// Tests against the real API run in the `node` environment: in `jsdom` Vite's client transform
// rejects the API's worker URL (`new URL(\`./pglite-worker${ext}\`, import.meta.url)`). React hooks still
// need a DOM, so this installs jsdom's globals. Import it first, before React, SWR and the hooks,
// so they see a browser when they load.
const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } });

afterAll(async () => {
  await environment.teardown(globalThis);
});
