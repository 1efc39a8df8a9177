// Starts the production build of the site (`apps/site/dist/server/main.js`): for benchmarks, and
// for end-to-end tests that need other feature flags than the shipped ones.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the site with an in-memory seeded catalogue on `port`, optionally pinned to CPU cores with
 * taskset, and resolves once `/api/health` answers. `stop()` ends exactly that process. `checkout`:
 * another built checkout of the repository to serve (scripts/compare-pages.mjs).
 */
export async function startSite({ port, products = 5000, cpus, env = {}, root: checkout = root }) {
  // A server left on the port (an earlier run that did not stop it) would answer the health check
  // in place of this one, with its own data and settings.
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const command = cpus ? 'taskset' : process.execPath;
  const args = cpus
    ? ['-c', cpus, process.execPath, 'apps/site/dist/server/main.js']
    : ['apps/site/dist/server/main.js'];
  const child = spawn(command, args, {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      KWC_DATA_DIR: 'memory',
      KWC_SEED_PRODUCTS: String(products),
      // The tests and benchmarks log in with the demo accounts, which the production entry locks.
      KWC_DEMO_ACCOUNTS: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test worker that ends without its afterAll (a teardown timeout) must not leave the port taken.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited:\n${log}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the site did not start in 5 minutes:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    pid: child.pid,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
