#!/usr/bin/env node
// The structure rules of docs/architecture.md that ESLint does not check: the import rules
// (dependency-cruiser, `.dependency-cruiser.cjs`: no cycles, packages import only downward, the
// API's layers) and no source file over 600 lines outside seed data. Part of `npm test` (lint).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const MAX_LINES = 600;
/** Hand-written catalogue data (brands, categories, ingredients): long by nature, not logic. */
const EXEMPT = /^apps\/api\/src\/seed\/data\//;

/** Tracked source files longer than `MAX_LINES`, with their lengths. */
export function longFiles() {
  const files = spawnSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.cjs', '*.js'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter((file) => file && !EXEMPT.test(file));
  return files
    .map((file) => {
      let text = '';
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        // Deleted in the work tree but still in the index: nothing to measure.
      }
      return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
    })
    .filter(({ lines }) => lines > MAX_LINES);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const { file, lines } of longFiles()) {
    console.error(`${file}: ${lines} lines (at most ${MAX_LINES} outside seed data)`);
    failed++;
  }
  const cruise = spawnSync(
    join(root, 'node_modules', '.bin', 'depcruise'),
    ['packages', 'apps', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: root, stdio: 'inherit' },
  );
  if (cruise.status !== 0) failed++;
  process.exit(failed > 0 ? 1 : 0);
}
