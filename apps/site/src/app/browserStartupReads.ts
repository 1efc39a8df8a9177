import { createStartupReads, type StartupReads } from '@kwc/hooks';

import { browserClientOptions } from './browserOptions';

/** The browser's start-up reads: the client's calls, their answers checked without zod. */
export function createBrowserStartupReads(): StartupReads {
  return createStartupReads(browserClientOptions());
}
