// Submitting a review without photos over HTTP (issue 32): POST /api/reviews with `submit: true`,
// one request at a time, each on a product the author has not reviewed yet. The API server
// (bench/api/server.mjs) runs pinned to core 0 with its database, the client on core 1.
// `node bench/api/reviews.mjs [--engine postgres|pglite] [--requests 140] [--runs 2] [--build]`;
// not part of npm test. Budget (issue 32): p95 ≤ 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { ensureApiBuild, pinProcessTree, pinSelf, seedCatalogue } from './catalogue.mjs';
import { latencySummary, median, writeResult } from './measure.mjs';
import { sampleReview } from '../../scripts/lib/sampleReview.mjs';
import { defer, settle, startServer } from './processes.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    requests: { type: 'string', default: '140' },
    runs: { type: 'string', default: '2' },
    build: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const runs = Number(values.runs);
const PRODUCTS = 300;
// ania's demo reviews are on products 1 and 3; every run takes fresh products after them.
if (
  !['postgres', 'pglite'].includes(values.engine) ||
  !(requests >= 20) ||
  !(runs >= 1) ||
  4 + requests * runs > PRODUCTS
) {
  console.error(`bench/api/reviews: --engine postgres|pglite, --requests ≥ 20, requests × runs ≤ ${PRODUCTS - 4}`);
  process.exit(2);
}
ensureApiBuild({ rebuild: values.build, allowStale: false });
const api = await import('../../apps/api/dist/index.js');

const summary = latencySummary;

const review = (n) => sampleReview({ rating: 1 + (n % 5), title: `Opinia testowa numer ${n}` });

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'kwc-bench-reviews-'));
  defer(() => rmSync(workDir, { recursive: true, force: true }));
  const { connection, postgres: pg } = await seedCatalogue({
    api,
    engine: values.engine,
    products: PRODUCTS,
    workDir,
    today: new Date().toISOString().slice(0, 10),
    defer,
  });
  if (pg) pinProcessTree(pg.postmasterPid, '0');
  // One author sends every review: the hourly per-account limit is lifted for the measurement.
  const server = await startServer(connection, '0', { KWC_TRUST_PROXY: '1', KWC_REVIEW_SUBMITS_PER_HOUR: '100000' });
  pinSelf('1');
  const loginAnswer = await fetch(`${server.origin}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' }),
  });
  const { token } = await loginAnswer.json();
  const load = loadavg()[0];
  const results = [];
  let productId = 4;
  for (let run = 0; run < runs; run++) {
    const times = [];
    for (let n = 0; n < requests; n++, productId++) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ productId, submit: true, review: review(n) }),
      });
      const text = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`product ${productId}: ${response.status} ${text.slice(0, 200)}`);
    }
    results.push(summary(times));
  }
  const med = (p) => median(results.map((result) => result[p]));
  const table = [
    `engine: ${values.engine}${pg ? ` ${pg.version}` : ''}; ${requests} submissions per run, median of ${runs} runs (ms); load average at start ${load.toFixed(2)}`,
    '',
    '| call | p50 | p95 | p99 |',
    '| --- | --- | --- | --- |',
    `| POST /api/reviews (submit, no photos) | ${['p50', 'p95', 'p99'].map((p) => med(p).toFixed(2)).join(' | ')} |`,
  ].join('\n');
  console.log(table);
  console.log(`${med('p95') <= 50 ? 'met' : 'MISSED'}: POST /api/reviews p95 ≤ 50 ms`);
  writeResult(`reviews-${values.engine}`, table);
}

try {
  await main();
} finally {
  await settle();
}
