#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine.
// Runs under whatever Node the machine has (Debian ships 20): brings Node 24 and the pinned
// pnpm into the git-ignored `.tools/` folder, installs the workspace, then hands over to
// scripts/start.mjs or scripts/test.mjs running on Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const toolsBin = join(tools, 'node_modules', '.bin');
const MIN_NODE = [22, 12];
const NODE_RANGE = '24';

const command = process.argv[2];
const passThrough = process.argv.slice(3);
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootManifest.packageManager.replace(/^pnpm@/, '').split('+')[0];

function log(message) {
  console.log(`[kwc] ${message}`);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function nodeIsRecentEnough(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

function installedVersion(pkg) {
  try {
    return JSON.parse(readFileSync(join(tools, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

// 1. Node 24 (only when the system one is too old) and the pinned pnpm, in .tools/.
const needNode = !nodeIsRecentEnough(process.versions.node);
const wanted = { pnpm: pnpmVersion, ...(needNode ? { node: NODE_RANGE } : {}) };
const missing =
  installedVersion('pnpm') !== pnpmVersion || (needNode && !installedVersion('node')?.startsWith(`${NODE_RANGE}.`));
if (missing) {
  log(
    `installing ${Object.entries(wanted)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')} into .tools/`,
  );
  mkdirSync(tools, { recursive: true });
  writeFileSync(
    join(tools, 'package.json'),
    JSON.stringify({ name: 'kwc-tools', private: true, dependencies: wanted }, null, 2),
  );
  const status = run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: tools,
  });
  if (status !== 0) {
    console.error('[kwc] could not install Node/pnpm from the npm registry');
    process.exit(status);
  }
}

const env = {
  ...process.env,
  PATH: `${toolsBin}:${process.env.PATH}`,
  // The machine's ~/.npmrc points node-gyp at Node 20 headers; nothing here builds native code.
  npm_config_nodedir: undefined,
  COREPACK_ENABLE_STRICT: '0',
};
delete env.npm_config_nodedir;
const nodeBin = needNode ? join(toolsBin, 'node') : process.execPath;
const pnpmBin = join(toolsBin, 'pnpm');
if (!existsSync(pnpmBin)) {
  console.error(`[kwc] ${pnpmBin} is missing after install`);
  process.exit(1);
}

// 2. Workspace install (pnpm is fast on an installed tree: it only checks the lockfile).
log(`node ${spawnSync(nodeBin, ['-v'], { encoding: 'utf8' }).stdout.trim()}, pnpm ${pnpmVersion}`);
const installStatus = run(pnpmBin, ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
if (installStatus !== 0) {
  console.error('[kwc] pnpm install failed');
  process.exit(installStatus);
}

// 3. Hand over to the real command on Node 24.
const script = join(root, 'scripts', `${command}.mjs`);
const status = run(nodeBin, [script, ...passThrough], { env });
process.exit(status);
