// Installs the Polish text-search dictionary into a PostgreSQL server's share folder, where
// migration 0003 looks for it: `pnpm --filter @kwc/api pg:dictionary [--sharedir DIR]`.
// Run it as a user that may write there (root on Debian), once per server, before migrating.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { polishDictionaryFiles } from '../src/search/dictionary.ts';

const flag = process.argv.indexOf('--sharedir');
const pgConfig = process.env.PG_CONFIG ?? 'pg_config';
const sharedir =
  flag >= 0 ? process.argv[flag + 1] : execFileSync(pgConfig, ['--sharedir'], { encoding: 'utf8' }).trim();
const target = join(sharedir, 'tsearch_data');
mkdirSync(target, { recursive: true });
for (const [name, data] of Object.entries(await polishDictionaryFiles())) {
  writeFileSync(join(target, name), data);
}
console.log(`[api] Polish dictionary installed in ${target}`);
