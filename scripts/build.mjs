// Builds every package and app, unless nothing changed since the last build (so a second
// `npm start` on an installed tree starts serving in seconds).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.cache', 'kwc', 'build-stamp');
const skipDirs = new Set(['node_modules', 'dist', '.data', 'test-results', '.vite']);

/** The outputs `npm start` needs; a build missing any of them is not current. */
const outputs = [
  'packages/kwc-tokens/dist/index.css',
  'packages/kwc-ui/dist/index.css',
  'packages/kwc-domain/dist/index.js',
  'packages/kwc-hooks/dist/index.js',
  'apps/api/dist/index.js',
  'apps/site/dist/server/main.js',
  'apps/site/dist/client/.vite/manifest.json',
];

function walk(dir, files) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

/** A fingerprint of every source and config file that goes into the build. */
export function sourceStamp() {
  const files = [
    ...walk(join(root, 'packages'), []),
    ...walk(join(root, 'apps'), []),
    join(root, 'pnpm-lock.yaml'),
    join(root, 'tsconfig.base.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isBuildCurrent() {
  if (!outputs.every((output) => existsSync(join(root, output)))) return false;
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceStamp();
}

/** Builds in dependency order; returns the exit status. */
export function build({ force = false } = {}) {
  if (!force && isBuildCurrent()) {
    console.log('[kwc] build is current');
    return 0;
  }
  const stamp = sourceStamp();
  const started = Date.now();
  const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=1', '--reporter-hide-prefix', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return result.status ?? 1;
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, stamp);
  console.log(`[kwc] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(build({ force: process.argv.includes('--force') }));
}
