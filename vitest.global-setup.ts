import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { TEMPLATES_ENV } from './apps/api/src/testing/database';

// One folder per test run for the database templates of `@kwc/api/testing` (a seeded PGlite is
// built once per run and copied by the other test files), removed when the run ends. Set before
// the workers start, so each inherits it.
export default function setup() {
  if (process.env[TEMPLATES_ENV]) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'kwc-test-databases-'));
  process.env[TEMPLATES_ENV] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env[TEMPLATES_ENV];
  };
}
