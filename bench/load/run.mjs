// Load and soak (issue 35): the production site on a throw-away PostgreSQL under a mixed traffic
// model (traffic.mjs), first stepping the request rate up to find the peak, then holding 70 % of it.
// Site and PostgreSQL on core 0, this load generator on core 1. Not part of npm test.
// `node bench/load/run.mjs [--minutes 10] [--products 2000] [--peak <req/s>] [--share 0.7]
//   [--step-seconds 20] [--start-rate 20] [--p99-limit 1000] [--checkout <dir>]`; figures in
//   bench/README.md. `--checkout`: serve the build of another copy of the repository (a snapshot of
//   apps/site/dist and apps/api/dist, so a rebuild of this checkout during the run changes nothing).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { pinProcessTree, pinSelf } from '../api/catalogue.mjs';
import { writeResult } from '../api/measure.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { startSite } from '../../scripts/lib/site.mjs';
import { openLoop, summarize } from './open-loop.mjs';
import { httpClient, MIX, prepareTraffic, REVIEWERS, trafficKinds } from './traffic.mjs';

// postgres.js is a dependency of apps/api, not of the repository root.
const requireFromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    products: { type: 'string', default: '2000' },
    peak: { type: 'string' },
    share: { type: 'string', default: '0.7' },
    'step-seconds': { type: 'string', default: '20' },
    'start-rate': { type: 'string', default: '20' },
    'p99-limit': { type: 'string', default: '1000' },
    port: { type: 'string', default: '3990' },
    checkout: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
const share = Number(values.share);
const stepMs = Number(values['step-seconds']) * 1000;
const p99Limit = Number(values['p99-limit']);
if (!(minutes > 0) || !(share > 0 && share <= 1) || !(stepMs >= 5000) || !(p99Limit > 0)) {
  console.error('bench/load: --minutes > 0, --share in (0, 1], --step-seconds ≥ 5, --p99-limit > 0');
  process.exit(2);
}

/** Resident memory of a process (MB), from /proc. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/**
 * For each of `usernames`, the public products it has not reviewed (a review in any state counts:
 * draft, pending, sent back, published, rejected). Read from the database: the API lists no account's
 * reviews in every state (the profile shows published ones), and the seed gives ania three (products
 * 1–3, pending and sent back) that a sender must skip.
 */
async function reviewableProducts(url, usernames) {
  const sql = requireFromApi('postgres')(url, { max: 1 });
  try {
    const products = await sql`select id from products where is_public order by id`;
    const reviewed = await sql`select u.email, r.product_id from reviews r join users u on u.id = r.user_id
                               where u.email in ${sql(usernames)}`;
    return new Map(
      usernames.map((username) => {
        const done = new Set(reviewed.filter((row) => row.email === username).map((row) => row.product_id));
        return [username, products.map((row) => row.id).filter((id) => !done.has(id))];
      }),
    );
  } finally {
    await sql.end();
  }
}

/** PostgreSQL's server process: the parent of a backend. */
async function postmasterPid(url) {
  const sql = requireFromApi('postgres')(url, { max: 1 });
  try {
    const [{ pid }] = await sql`select pg_backend_pid() as pid`;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } finally {
    await sql.end();
  }
}

const fmt = (ms) => (Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

/** A step breaks when its p99 passes the limit, more than 1 % fail, or the site fell behind the rate. */
function stepVerdict(samples, rate, ms) {
  const all = summarize(samples);
  const answered = samples.filter((sample) => sample.status !== 'overloaded').length;
  const reasons = [];
  if (all.p99 > p99Limit) reasons.push(`p99 ${fmt(all.p99)} ms > ${p99Limit}`);
  if (all.errors > 0.01 * all.count) reasons.push(`${all.errors} errors ${JSON.stringify(all.errorsByStatus)}`);
  const achieved = answered / (ms / 1000);
  if (achieved < 0.95 * rate) reasons.push(`only ${achieved.toFixed(0)} req/s answered`);
  return { ...all, broken: reasons.length > 0, reasons };
}

async function findPeak(kinds) {
  const steps = [];
  let rate = Number(values['start-rate']);
  let peak;
  for (let step = 0; step < 14; step++) {
    const samples = await openLoop({ kinds, mix: MIX, rate, durationMs: stepMs });
    const verdict = stepVerdict(samples, rate, stepMs);
    steps.push({ rate, ...verdict });
    console.log(
      `step ${rate} req/s: p50 ${fmt(verdict.p50)} p95 ${fmt(verdict.p95)} p99 ${fmt(verdict.p99)} ms, ${verdict.errors} errors${verdict.broken ? ` — broken: ${verdict.reasons.join('; ')}` : ''}`,
    );
    const perKind = Object.keys(MIX).map((kind) => {
      const of = summarize(samples.filter((sample) => sample.kind === kind));
      return `${kind} ${fmt(of.p50)}/${fmt(of.p99)}`;
    });
    console.log(`  p50/p99 ms by kind: ${perKind.join(', ')}`);
    if (verdict.broken) break;
    peak = rate;
    rate = Math.round(rate * 1.25);
    // A pause between steps: the queue of one step must not count against the next.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (peak === undefined) throw new Error(`even ${values['start-rate']} req/s broke: lower --start-rate`);
  return { peak, steps };
}

async function soak(kinds, pid, rate) {
  const durationMs = minutes * 60_000;
  const rss = [];
  const sampleRss = () => rss.push({ at: performance.now(), mb: rssMb(pid) });
  const started = performance.now();
  sampleRss();
  const timer = setInterval(sampleRss, 5000);
  const samples = await openLoop({ kinds, mix: MIX, rate, durationMs });
  clearInterval(timer);
  sampleRss();
  const perMinute = [];
  for (let minute = 0; minute < Math.ceil(minutes); minute++) {
    const inMinute = samples.filter((sample) => Math.floor(sample.at / 60_000) === minute);
    const memory = rss.filter((point) => Math.floor((point.at - started) / 60_000) === minute).map((point) => point.mb);
    const byKind = Object.fromEntries(
      Object.keys(MIX).map((kind) => [kind, summarize(inMinute.filter((sample) => sample.kind === kind))]),
    );
    perMinute.push({ minute: minute + 1, all: summarize(inMinute), byKind, rssMb: Math.max(...memory) });
  }
  return { samples, perMinute, rss, started };
}

function report({ products, peakSearch, rate, result, pg, load, noAnswers }) {
  const { perMinute } = result;
  const first = perMinute[0];
  const last = perMinute.at(-1);
  // Stable: the last minute's p99 within 1.5× the first's (10 ms of slack for small figures).
  const stable = (a, b) => b <= Math.max(1.5 * a, a + 10);
  const p99Stable = stable(first.all.p99, last.all.p99);
  const kindsUnstable = Object.keys(MIX).filter((kind) => !stable(first.byKind[kind].p99, last.byKind[kind].p99));
  // Flat: the last minute's highest RSS within 10 % (or 20 MB) of the first minute's.
  const memoryFlat = last.rssMb <= Math.max(first.rssMb * 1.1, first.rssMb + 20);
  const errors = result.samples.filter((sample) => !sample.ok).length;
  const lines = [
    `PostgreSQL ${pg.version}, ${products} products; site and PostgreSQL on core 0, load on core 1; load average at start ${load}`,
    '',
    `Traffic: ${Object.entries(MIX)
      .map(([kind, part]) => `${kind} ${Math.round(part * 100)} %`)
      .join(', ')}`,
    '',
  ];
  if (peakSearch) {
    lines.push(
      'Peak search (open loop, each step ' + stepMs / 1000 + ' s):',
      '',
      '| req/s | p50 | p95 | p99 | errors | verdict |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const step of peakSearch.steps) {
      lines.push(
        `| ${step.rate} | ${fmt(step.p50)} | ${fmt(step.p95)} | ${fmt(step.p99)} | ${step.errors} | ${step.broken ? step.reasons.join('; ') : 'ok'} |`,
      );
    }
    lines.push('', `Peak: ${peakSearch.peak} req/s (the last step that held: p99 ≤ ${p99Limit} ms, errors ≤ 1 %)`, '');
  }
  lines.push(
    `Soak: ${rate} req/s (${Math.round(share * 100)} % of the peak) for ${minutes} min; ms per kind and minute (p50 / p95 / p99, requests, errors)`,
    '',
  );
  lines.push(
    `| minute | all | ${Object.keys(MIX).join(' | ')} | site RSS MB |`,
    `| --- | --- | ${Object.keys(MIX)
      .map(() => '---')
      .join(' | ')} | --- |`,
  );
  const cell = (s) =>
    `${fmt(s.p50)} / ${fmt(s.p95)} / ${fmt(s.p99)} (${s.count}${s.errors ? `, **${s.errors} err**` : ''})`;
  for (const row of perMinute) {
    lines.push(
      `| ${row.minute} | ${cell(row.all)} | ${Object.keys(MIX)
        .map((kind) => cell(row.byKind[kind]))
        .join(' | ')} | ${row.rssMb.toFixed(0)} |`,
    );
  }
  const errorKinds = {};
  for (const sample of result.samples)
    if (!sample.ok)
      errorKinds[`${sample.kind} ${sample.status}`] = (errorKinds[`${sample.kind} ${sample.status}`] ?? 0) + 1;
  lines.push(
    '',
    `- p99 stable first minute vs last: ${p99Stable ? 'yes' : 'NO'} (${fmt(first.all.p99)} → ${fmt(last.all.p99)} ms${kindsUnstable.length ? `; per kind not stable: ${kindsUnstable.join(', ')}` : ''})`,
    `- memory flat: ${memoryFlat ? 'yes' : 'NO'} (site RSS ${first.rssMb.toFixed(0)} → ${last.rssMb.toFixed(0)} MB)`,
    `- errors: ${errors} of ${result.samples.length}${errors ? ` ${JSON.stringify(errorKinds)}` : ''}`,
  );
  // Requests without an answer in the soak, one by one: when, what, why (the client's side of it).
  for (const miss of noAnswers.filter((entry) => entry.at >= result.started)) {
    const second = (miss.at - result.started) / 1000;
    lines.push(
      `  - no answer ${second.toFixed(1)} s into the soak (minute ${Math.floor(second / 60) + 1}): ${miss.method} ${miss.path}, ${miss.cause} after ${fmt(miss.ms)} ms${miss.reused ? `, on a socket reused after ${miss.idleMs ?? '?'} ms idle` : ', on a new socket'}`,
    );
  }
  return lines.join('\n');
}

const pg = await startThrowawayPostgres();
let site;
try {
  const products = Number(values.products);
  console.log(`seeding ${products} products into PostgreSQL ${pg.version} (the site's first start)…`);
  site = await startSite({
    port: Number(values.port),
    products,
    ...(values.checkout ? { root: values.checkout } : {}),
    cpus: '0',
    env: {
      DATABASE_URL: pg.url,
      KWC_JWT_SECRET: 'load-bench-secret-not-for-production-0123456789',
      // Reviews come from two accounts at several a second: the hourly per-account limit is lifted.
      KWC_REVIEW_SUBMITS_PER_HOUR: '1000000',
      // Four accounts change wishlists for a whole crowd (about 2 a second for ania): lifted alike.
      KWC_ACCOUNT_WRITES_PER_10_MINUTES: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  // PostgreSQL with the site on core 0: its server process and every backend (children of it).
  pinProcessTree(await postmasterPid(pg.url), '0');
  pinSelf('1');
  const http = httpClient(site.origin, 1024);
  const reviewable = await reviewableProducts(pg.url, REVIEWERS);
  const data = await prepareTraffic(http, { reviewable });
  console.log(
    `${data.listings.length} listing pages, ${data.productPages.length} product pages (the catalogue listing's total: ${data.catalogueTotal}), ${data.phrases.length} phrases, ${data.sessions.length} sessions; products left to review: ${[
      ...data.toReview,
    ]
      .map(([username, ids]) => `${username} ${ids.length}`)
      .join(', ')}`,
  );
  const { kinds, reviewsLeft } = trafficKinds(http, data);
  // Warm-up: the listing index, the caches and the JIT, not measured.
  await openLoop({ kinds, mix: MIX, rate: Number(values['start-rate']), durationMs: 15_000 });
  const load = loadavg()[0].toFixed(2);
  const peakSearch = values.peak ? undefined : await findPeak(kinds);
  const peak = values.peak ? Number(values.peak) : peakSearch.peak;
  const rate = Math.round(peak * share);
  // Each account reviews each product once: a soak that would run out fails now, not after minutes.
  const reviewsNeeded = Math.ceil(rate * MIX.review * minutes * 60 * 1.1);
  if (reviewsNeeded > reviewsLeft()) {
    throw new Error(
      `the soak needs ~${reviewsNeeded} review submissions, ${reviewsLeft()} products are left to review: raise --products`,
    );
  }
  console.log(`soak at ${rate} req/s for ${minutes} min…`);
  const result = await soak(kinds, site.pid, rate);
  http.close();
  const table = report({ products, peakSearch, rate, result, pg, load, noAnswers: http.noAnswers });
  console.log(table);
  writeResult('load', table);
} finally {
  await site?.stop();
  pg.stop();
}
