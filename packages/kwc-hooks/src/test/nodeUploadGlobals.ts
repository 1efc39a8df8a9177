// Node's FormData, File, Blob and fetch classes, captured before `domGlobals` installs jsdom's:
// jsdom's lose a file's bytes, and vitest's jsdom Request cannot read Node's File.
// Import this module first, and call `restoreNodeUploads()` once `domGlobals` has run.
const NAMES = ['FormData', 'File', 'Blob', 'Request', 'Response', 'Headers'] as const;
const node = NAMES.map((name) => [name, globalThis[name]] as const);

/** Puts Node's upload and fetch classes back over jsdom's. */
export function restoreNodeUploads(): void {
  for (const [name, value] of node) Object.assign(globalThis, { [name]: value });
}
