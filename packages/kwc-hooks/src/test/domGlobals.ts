import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// Real-API tests run in `node` (jsdom's transform rejects the API's `new URL('./pglite-worker…')`),
// but React hooks need a DOM: this installs jsdom's globals. Import it before React, SWR and the
// hooks, so they see a browser when they load.
// jsdom's typed arrays replace Node's, and then a Buffer (Node's Uint8Array) fails the API's
// `instanceof Uint8Array` checks (jose's HS256 key): Node's are put back.
const TYPED_ARRAYS = [
  'ArrayBuffer',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Float32Array',
  'Float64Array',
] as const;
const nodeTypedArrays = TYPED_ARRAYS.map((name) => [name, globalThis[name]] as const);
const environment = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } });
for (const [name, value] of nodeTypedArrays) Object.assign(globalThis, { [name]: value });

afterAll(async () => {
  await environment.teardown(globalThis);
});
