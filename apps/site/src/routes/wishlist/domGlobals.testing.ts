import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// The wishlist's component test renders against the real site and API, which only load in the
// `node` environment (in `jsdom` Vite's client transform rejects the API's PGlite worker URL). React
// still needs a DOM: this installs jsdom's globals. Import it first, before React and the hooks.
const NodeRequest = globalThis.Request;
const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://kwc.test/wishlist' } });
// Vitest's jsdom `Request` drops the body of `new Request(url, request)`, which is how the site
// hands a POST to the API: the in-process server keeps Node's own.
globalThis.Request = NodeRequest;
// Radix measures the tour's popover with it; jsdom has none.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterAll(async () => {
  await environment.teardown(globalThis);
});
