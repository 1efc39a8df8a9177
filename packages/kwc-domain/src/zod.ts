import { z } from 'zod';

// The site's CSP has no 'unsafe-eval': in a browser zod's compiled parsers would probe `new
// Function`, which the browser reports as a violation even though zod catches it. Every schema of
// this package imports `z` from here, so the setting comes before the first schema is made (the
// package's `sideEffects` names this file: a bundler must not drop the call).
if ('document' in globalThis) z.config({ jitless: true });

export { z };
