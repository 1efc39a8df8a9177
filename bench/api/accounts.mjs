// Sessions over HTTP (issue 31): token refresh and GET /api/user one request at a time, and how long
// a login takes (bounded by the Argon2id hash). The API server (bench/api/server.mjs) runs pinned to
// core 0 with its database, the client on core 1.
// `node bench/api/accounts.mjs [--engine postgres|pglite] [--requests 2000] [--runs 3] [--build]`;
// not part of npm test. Budgets (issue 31): refresh p95 ≤ 10 ms, GET /api/user p95 ≤ 5 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { ensureApiBuild, pinProcessTree, pinSelf, seedCatalogue } from './catalogue.mjs';
import { latencySummary, median, writeResult } from './measure.mjs';
import { defer, settle, startServer } from './processes.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    requests: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    // 15 per run: 45 over 3 runs stays under the five demo accounts' 10 logins each per 15 minutes.
    logins: { type: 'string', default: '15' },
    build: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const runs = Number(values.runs);
const logins = Number(values.logins);
if (!['postgres', 'pglite'].includes(values.engine) || !(requests >= 50) || !(runs >= 1) || !(logins >= 5)) {
  console.error('bench/api/accounts: --engine postgres|pglite, --requests ≥ 50, --runs ≥ 1, --logins ≥ 5');
  process.exit(2);
}
ensureApiBuild({ rebuild: values.build, allowStale: false });
const api = await import('../../apps/api/dist/index.js');

const DEMO_ACCOUNTS = [
  'ania@demo.kwc.pl',
  'kuba@demo.kwc.pl',
  'nowa@demo.kwc.pl',
  'ola@demo.kwc.pl',
  'moderator@demo.kwc.pl',
];
const PASSWORD = 'kosmetyki123';

const summary = latencySummary;

/** One call's milliseconds, checking its status. */
async function timed(url, init, expected = 200) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, response, text };
}

const refreshCookie = (response) =>
  /refresh_token=([^;]+)/.exec(response.headers.getSetCookie().find((line) => line.startsWith('refresh_token=')))?.[1];

async function login(origin, n) {
  const { ms, response, text } = await timed(`${origin}/api/login_check`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Each login from an address of its own (the server trusts X-Forwarded-For here), and spread
      // over the five demo accounts, so the rate limits (30 per address, 10 per account) stay out.
      'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${n % 250}`,
    },
    body: JSON.stringify({ username: DEMO_ACCOUNTS[n % DEMO_ACCOUNTS.length], password: PASSWORD }),
  });
  return { ms, token: JSON.parse(text).token, refresh: refreshCookie(response) };
}

async function measure(origin, run) {
  const loginTimes = [];
  let session;
  for (let n = 0; n < logins; n++) {
    session = await login(origin, run * logins + n);
    loginTimes.push(session.ms);
  }
  const userTimes = [];
  for (let n = 0; n < requests; n++) {
    const { ms } = await timed(`${origin}/api/user`, { headers: { authorization: `Bearer ${session.token}` } });
    userTimes.push(ms);
  }
  // A chain of refreshes, each presenting the successor the previous one gave (a rotation per call).
  const refreshTimes = [];
  let refresh = session.refresh;
  for (let n = 0; n < requests; n++) {
    const { ms, response } = await timed(`${origin}/api/token/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${refresh}` },
    });
    refresh = refreshCookie(response);
    refreshTimes.push(ms);
  }
  return { login: summary(loginTimes), user: summary(userTimes), refresh: summary(refreshTimes) };
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'kwc-bench-accounts-'));
  defer(() => rmSync(workDir, { recursive: true, force: true }));
  const { connection, postgres: pg } = await seedCatalogue({
    api,
    engine: values.engine,
    products: 300,
    workDir,
    today: new Date().toISOString().slice(0, 10),
    defer,
  });
  if (pg) pinProcessTree(pg.postmasterPid, '0');
  const server = await startServer(connection, '0', { KWC_TRUST_PROXY: '1' });
  pinSelf('1');
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(server.origin, run));
  const med = (call, p) => median(results.map((result) => result[call][p]));
  const rows = ['refresh', 'user', 'login'].map(
    (call) =>
      `| ${call === 'user' ? 'GET /api/user' : call === 'refresh' ? 'POST /api/token/refresh' : 'POST /api/login_check'} | ${['p50', 'p95', 'p99'].map((p) => med(call, p).toFixed(2)).join(' | ')} |`,
  );
  const table = [
    `engine: ${values.engine}${pg ? ` ${pg.version}` : ''}; ${requests} requests per call and run, ${logins} logins per run, median of ${runs} runs (ms)`,
    '',
    '| call | p50 | p95 | p99 |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(table);
  const budgets = [
    ['POST /api/token/refresh p95 ≤ 10 ms', med('refresh', 'p95') <= 10],
    ['GET /api/user p95 ≤ 5 ms', med('user', 'p95') <= 5],
  ];
  for (const [budget, met] of budgets) console.log(`${met ? 'met' : 'MISSED'}: ${budget}`);
  writeResult(`accounts-${values.engine}`, table);
}

try {
  await main();
} finally {
  await settle();
}
