// Processes and folders a benchmark starts, and how it gets rid of them (also on Ctrl-C).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { root } from './catalogue.mjs';

/** Stops and removals still owed (servers, PostgreSQL, temporary folders); see `defer`. */
const owed = new Set();

/** Registers `undo` to run once, by `settle()` (end of each size × engine) or on Ctrl-C; returns the run-once function. */
export function defer(undo) {
  const once = async () => {
    if (!owed.delete(once)) return;
    await undo();
  };
  owed.add(once);
  return once;
}

/** Runs everything owed, newest first, reporting but not stopping on failures. */
export async function settle() {
  for (const undo of [...owed].reverse()) {
    await undo().catch((error) => console.error(`cleanup failed: ${error.message}`));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts bench/api/server.mjs pinned to `cpu` and resolves once `/api/health` answers 200;
 * `extraEnv` adds to its environment.
 */
export async function startServer(connection, cpu, extraEnv = {}) {
  const port = await freePort();
  // A fixed bench secret: with DATABASE_URL the API refuses to start without one.
  const env = {
    KWC_JWT_SECRET: 'bench-secret-not-for-production-0123456789',
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.KWC_DATA_DIR;
  if (connection.url) env.DATABASE_URL = connection.url;
  else env.KWC_DATA_DIR = connection.dataDir;
  const child = spawn('taskset', ['-c', cpu, process.execPath, join(root, 'bench/api/server.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = defer(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API server did not answer /api/health within 3 minutes:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid,
    stop,
    /** Resident memory of the server process, in KiB. */
    rssKb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]),
  };
}
