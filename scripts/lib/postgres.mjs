// A throw-away PostgreSQL server for the API tests, from the machine's own binaries.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function findBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL on a free loopback port in a temporary folder, as the `postgres` user when
 * running as root (initdb refuses root). Returns its URL and a `stop()` that removes everything.
 */
export async function startThrowawayPostgres() {
  const bin = findBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin). Install them: apt-get install postgresql-15',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'kwc-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const asPostgres = (cmd, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
  const run = (cmd, args) => {
    const [file, argv] = asPostgres(cmd, args);
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // The Polish dictionary lives in the server's share folder (migration 0003). Writing there needs
  // root; without it the catalogue's search falls back to accent-free words.
  const dictionary = spawnSync(
    process.execPath,
    [
      join(root, 'apps/api/scripts/pg-dictionary.mjs'),
      '--sharedir',
      execFileSync(join(bin, 'pg_config'), ['--sharedir'], { encoding: 'utf8' }).trim(),
    ],
    { stdio: 'inherit' },
  );
  const polishDictionary = dictionary.status === 0;
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c jit=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const [file, argv] = asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    spawnSync(file, argv, { stdio: 'ignore', cwd: dir });
    rmSync(dir, { recursive: true, force: true });
  };
  // The server alone stopped (fast: open sessions are ended) and started again on the same data and
  // port, for the fault runs (scripts/crash.mjs); asynchronous, so the caller's load keeps running.
  const runAsync = (cmd, args) =>
    new Promise((resolve, reject) => {
      const [file, argv] = asPostgres(cmd, args);
      execFile(file, argv, { cwd: dir }, (error) => (error ? reject(error) : resolve()));
    });
  const stopServer = () => runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  const startServer = () =>
    runAsync('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return { url, port, stop, stopServer, startServer, version: bin.split('/').at(-2), polishDictionary };
}
