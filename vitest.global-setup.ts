import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One folder per test run for the database templates of `@kwc/api/testing` (a seeded PGlite is
// built once per run and copied by the other test files), removed when the run ends. Set before
// the workers start, so each inherits it.
const TEMPLATES_ENV = 'KWC_TEST_DATABASE_TEMPLATES';

export default function setup() {
  if (process.env[TEMPLATES_ENV]) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'kwc-test-databases-'));
  process.env[TEMPLATES_ENV] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env[TEMPLATES_ENV];
  };
}
