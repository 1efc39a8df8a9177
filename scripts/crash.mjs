#!/usr/bin/env node
// Crash durability (issue 35): the built site killed with SIGKILL at random moments while logged-in
// users write (reviews, wishlist adds, follows), restarted each time; then every acknowledged write
// is looked up, the counters compared with the rows, and (on PostgreSQL) the database restarted under
// load. Figures: bench/README.md, "Crash durability".
//
//   node scripts/build.mjs   # once: the run uses apps/site/dist/server/main.js
//   node scripts/crash.mjs [--engine pglite|postgres] [--kills 20] [--port 3800] [--json out.json]
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { startThrowawayPostgres } from './lib/postgres.mjs';
import { sampleReview } from './lib/sampleReview.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    kills: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '3800' },
    'pg-restarts': { type: 'string', default: '1' },
    json: { type: 'string' },
    seed: { type: 'string', default: String(Date.now()) },
    // Each write takes a product or user not written before: 400 products last about 8 rounds of 2 writers.
    products: { type: 'string', default: '2000' },
  },
});
if (!['pglite', 'postgres'].includes(args.engine)) throw new Error('--engine is pglite or postgres');
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;
const kills = Number(args.kills);

// A seeded generator: a run's kill moments can be replayed with --seed.
let state = Number(args.seed) >>> 0 || 1;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.log(`[crash] ${message}`);
// Every server process's output, kept after the run for a look at what went wrong.
const siteLog = join(mkdtempSync(join(tmpdir(), 'kwc-crash-log-')), 'site.log');

const DEMO_PASSWORD = 'kosmetyki123';
// The demo accounts who write (README): adults with a name, so reviews are allowed.
const WRITERS = ['ania@demo.kwc.pl', 'moderator@demo.kwc.pl'];

/** CPU time (user + system, all threads) a process has used so far, from /proc (Linux). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** One server process of the built site, and how long it took to answer its first page. */
function startSite(env) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/site/dist/server/main.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // Its writers log in with the demo accounts, which the production entry locks.
      KWC_DEMO_ACCOUNTS: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    appendFileSync(siteLog, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}):\n${output}`);
      const answer = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (answer?.status === 200) {
        await answer.arrayBuffer();
        return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
      }
      await answer?.arrayBuffer();
      await sleep(25);
    }
  })();
  return { child, ready, exited, output: () => output };
}

/** A logged-in browser: its cookies, sent back with every call. */
class User {
  constructor(email, index) {
    this.email = email;
    this.ip = `198.51.100.${index + 10}`;
    this.cookies = new Map();
  }
  async call(method, path, body) {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': this.ip,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(Number(process.env.CRASH_TIMEOUT_MS ?? 15_000)),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  }
  async login() {
    const answer = await this.call('POST', '/api/login_check', { username: this.email, password: DEMO_PASSWORD });
    if (answer.status !== 200) throw new Error(`login of ${this.email}: ${answer.status} ${await answer.text()}`);
    const { token } = await answer.json();
    this.id = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).id;
  }
  /** A write; on an expired access token, refreshed once and sent again. */
  async write(method, path, body) {
    let answer = await this.call(method, path, body);
    if (answer.status === 401) {
      await answer.arrayBuffer();
      const refreshed = await this.call('POST', '/api/token/refresh');
      await refreshed.arrayBuffer();
      answer = await this.call(method, path, body);
    }
    return answer;
  }
}

/** The write stream: each writer sends one write after another; a 2xx is an acknowledgement. */
function createWriters(users, acked, tally, next) {
  const take = (map, user, start) => {
    const value = (map.get(user.email) ?? start) + 1;
    map.set(user.email, value);
    return value;
  };
  const writeOnce = async (user) => {
    const kind = ['wishlist', 'review', 'follow'][Math.floor(random() * 3)];
    let path;
    let body;
    let target;
    if (kind === 'wishlist') {
      target = take(next.product, user, 0);
      path = '/api/kwc/wishlist';
      body = { productSKU: `KWC-${target}` };
    } else if (kind === 'review') {
      // From product 4 up (the demo data's reviews are on 1-3 and a few more: a 409 is not a write).
      target = take(next.review, user, 3 + Math.floor(random() * 50));
      path = '/api/reviews';
      body = { productId: target, submit: true, review: sampleReview() };
    } else {
      target = take(next.follow, user, 0);
      if (target === user.id) target = take(next.follow, user, 0);
      path = '/api/kwc/follows';
      body = { userId: target };
    }
    let answer;
    try {
      answer = await user.write('POST', path, body);
    } catch {
      tally.failed++;
      return;
    }
    const status = answer.status;
    // The status line is the acknowledgement, even when the kill cuts the body that follows.
    await answer.arrayBuffer().catch(() => undefined);
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) acked.push({ kind, userId: user.id, target });
  };
  let running = false;
  const loops = [];
  return {
    start(perUser = 3) {
      running = true;
      for (const user of users) {
        for (let i = 0; i < perUser; i++) {
          loops.push(
            (async () => {
              while (running) await writeOnce(user);
            })(),
          );
        }
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops.splice(0));
    },
  };
}

/** Opens the run's database the way the API does, for the checks (the site stopped on PGlite). */
async function openForChecks(env) {
  const requireApi = createRequire(join(root, 'apps/api/package.json'));
  const { openDatabase } = await import(pathToFileURL(join(root, 'apps/api/dist/index.js')).href);
  const { sql } = await import(pathToFileURL(requireApi.resolve('drizzle-orm')).href);
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.KWC_DATA_DIR });
  const rows = async (query) => {
    const result = await handle.db.execute(query);
    return Array.isArray(result) ? result : result.rows;
  };
  return { handle, rows, sql };
}

/** Every acknowledged write present, every counter equal to its rows, no orphan row. */
async function check(env, acked, runStart) {
  const { handle, rows, sql } = await openForChecks(env);
  try {
    const problems = [];
    const pairs = (kind) => acked.filter((entry) => entry.kind === kind);
    const values = (list, a, b) =>
      sql.join(
        list.map((entry) => sql`(${entry[a]}::int, ${entry[b]}::int)`),
        sql`, `,
      );
    const missing = async (kind, query) => {
      const list = pairs(kind);
      if (list.length === 0) return;
      const [row] = await rows(query(list));
      if (row.n > 0) problems.push(`${row.n} acknowledged ${kind} writes missing`);
    };
    await missing(
      'wishlist',
      (list) => sql`select count(*)::int as n from (values ${values(list, 'userId', 'target')}) as a(u, p)
        where not exists (select 1 from wishlist_items w where w.user_id = a.u and w.product_id = a.p)`,
    );
    await missing(
      'follow',
      (list) => sql`select count(*)::int as n from (values ${values(list, 'userId', 'target')}) as a(u, f)
        where not exists (select 1 from follows x where x.follower_id = a.u and x.followee_id = a.f)`,
    );
    await missing(
      'review',
      (list) => sql`select count(*)::int as n from (values ${values(list, 'userId', 'target')}) as a(u, p)
        where not exists (select 1 from reviews x join review_events e on e.review_id = x.id
                          where x.user_id = a.u and x.product_id = a.p)`,
    );
    const drift = await rows(sql`
      select u.id,
        u.followed_count - (select count(*) from follows f where f.follower_id = u.id) as followed,
        u.followers_count - (select count(*) from follows f where f.followee_id = u.id) as followers
      from users u
      where u.followed_count <> (select count(*) from follows f where f.follower_id = u.id)
         or u.followers_count <> (select count(*) from follows f where f.followee_id = u.id)`);
    if (drift.length > 0) problems.push(`follow counters differ from rows: ${JSON.stringify(drift.slice(0, 5))}`);
    const [orphans] = await rows(sql`select
        (select count(*)::int from reviews r where not exists (select 1 from review_events e where e.review_id = r.id)
            and r.created_at >= ${runStart.toISOString()}::timestamptz) as new_reviews_without_event,
        (select count(*)::int from review_events e where not exists (select 1 from reviews r where r.id = e.review_id)) as events_without_review,
        (select count(*)::int from wishlist_items w where not exists (select 1 from products p where p.id = w.product_id)) as wishlist_without_product`);
    for (const [name, n] of Object.entries(orphans)) if (n > 0) problems.push(`${n} ${name.replaceAll('_', ' ')}`);
    const [counts] = await rows(sql`select
        (select count(*)::int from wishlist_items) as wishlist, (select count(*)::int from follows) as follows,
        (select count(*)::int from reviews) as reviews`);
    return { problems, counts };
  } finally {
    await handle.close();
  }
}

/** PostgreSQL stopped and started under load: every answer a success or a clean 503, then recovery. */
async function restartPostgresUnderLoad(pg, users, site) {
  const tally = { ok: 0, unavailable: 0, htmlPolish: 0, apiJson: 0, bad: [], hung: 0, slowest: [] };
  let stoppedAt = Infinity;
  const since = (t) => Math.round(t - stoppedAt);
  let running = true;
  // Pages and API reads that each need the database (a session's lists, the account page's data).
  const reads = [
    '/',
    '/api/kwc/wishlist?pageSize=5',
    '/profil/{me}',
    '/api/kwc/activity',
    '/kremy-do-twarzy?sort=price_asc',
  ];
  let lastFailure = 0;
  const loop = async (user, n) => {
    for (let i = n; running; i++) {
      const path = reads[i % reads.length].replace('{me}', String(user.id));
      // A fresh query string: the page cache must not answer for the database.
      const url = `${path}${path.includes('?') ? '&' : '?'}r=${i}-${n}`;
      const sentAt = performance.now();
      const answer = await user
        .call('GET', url)
        .then(async (response) => Object.assign(response, { body_: await response.text() }))
        .catch((error) => error);
      if (answer instanceof Error) {
        if (answer.name === 'TimeoutError') {
          tally.hung++;
          tally.bad.push(`${url}: no answer in 15 s (sent ${since(sentAt)} ms after the stop)`);
        } else tally.bad.push(`${url}: ${answer.message}`);
        continue;
      }
      const took = performance.now() - sentAt;
      if (took > 1000)
        tally.slowest.push(
          `${url} ${answer.status} in ${Math.round(took)} ms, sent ${since(sentAt)} ms after the stop`,
        );
      const text = answer.body_;
      if (answer.status < 400) tally.ok++;
      else if (answer.status === 503) {
        tally.unavailable++;
        lastFailure = performance.now();
        if (path.startsWith('/api')) {
          const body = JSON.parse(text);
          if (body.error?.code === 'unavailable' && answer.headers.get('retry-after')) tally.apiJson++;
          else tally.bad.push(`${url}: 503 without the API's error body`);
        } else if (text.includes('Serwis jest chwilowo niedostępny') && text.includes('lang="pl"')) tally.htmlPolish++;
        else tally.bad.push(`${url}: 503 without the Polish page`);
      } else {
        lastFailure = performance.now();
        tally.bad.push(`${url}: ${answer.status} ${text.slice(0, 200)}`);
      }
    }
  };
  const loops = users.flatMap((user) => [0, 1, 2].map((n) => loop(user, n)));
  await sleep(1000);
  stoppedAt = performance.now();
  await pg.stopServer();
  const downAt = performance.now();
  await sleep(2000);
  await pg.startServer();
  const startedAt = performance.now();
  await sleep(5000);
  running = false;
  await Promise.all(loops);
  if (site.child.exitCode !== null || site.child.signalCode !== null) {
    throw new Error(`the site died while PostgreSQL restarted:\n${site.output()}`);
  }
  return {
    ...tally,
    bad: tally.bad.slice(0, 10),
    slowest: tally.slowest.slice(0, 10),
    badCount: tally.bad.length,
    stopMs: Math.round(downAt - stoppedAt),
    downMs: Math.round(startedAt - downAt),
    recoveredMsAfterStart: Math.max(0, Math.round(lastFailure - startedAt)),
  };
}

async function main() {
  const env = {
    KWC_SEED_PRODUCTS: args.products,
    KWC_JWT_SECRET: 'crash-run-secret-0123456789-abcdefghij',
    KWC_TRUST_PROXY: '1',
    KWC_REVIEW_SUBMITS_PER_HOUR: '1000000',
    KWC_PAGE_CACHE: 'off',
    LOG_LEVEL: 'warn',
  };
  let pg;
  let dataDir;
  if (args.engine === 'postgres') {
    pg = await startThrowawayPostgres();
    env.DATABASE_URL = pg.url;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'kwc-crash-'));
    env.KWC_DATA_DIR = dataDir;
  }
  env.KWC_OUTBOX_DIR = mkdtempSync(join(tmpdir(), 'kwc-crash-outbox-'));
  let site;
  const result = { engine: args.engine, kills, seed: Number(args.seed), restartsMs: [], restartsCpuMs: [] };
  try {
    log(
      `engine ${args.engine}, ${kills} kills, seed ${args.seed}; first start seeds the catalogue; servers' output: ${siteLog}`,
    );
    site = startSite(env);
    result.firstStartMs = Math.round((await site.ready).ms);
    const runStart = new Date();
    const users = WRITERS.map((email, index) => new User(email, index));
    for (const user of users) await user.login();
    const acked = [];
    const tally = { statuses: {}, failed: 0 };
    // Each write names a target not written before (kept across restarts): every acknowledgement is a new row.
    const next = { product: new Map(), review: new Map(), follow: new Map() };
    result.roundsWithoutWrites = 0;
    for (let round = 0; round < kills; round++) {
      const ackedBefore = acked.length;
      const writers = createWriters(users, acked, tally, next);
      writers.start();
      await sleep(300 + random() * 2700);
      site.child.kill('SIGKILL');
      await site.exited;
      await writers.stop();
      site = startSite(env);
      const { ms, cpuMs } = await site.ready;
      result.restartsMs.push(Math.round(ms));
      result.restartsCpuMs.push(cpuMs);
      if (acked.length === ackedBefore) result.roundsWithoutWrites++;
      log(
        `kill ${round + 1}/${kills}: ${acked.length} writes acknowledged so far; served again after ${Math.round(ms)} ms`,
      );
    }
    result.acknowledged = acked.length;
    result.byKind = Object.fromEntries(
      ['wishlist', 'review', 'follow'].map((kind) => [kind, acked.filter((entry) => entry.kind === kind).length]),
    );
    result.statuses = tally.statuses;
    result.interrupted = tally.failed;
    result.maxRestartMs = Math.max(...result.restartsMs);
    result.medianRestartMs = [...result.restartsMs].sort((a, b) => a - b)[Math.floor(result.restartsMs.length / 2)];
    // The machine may be shared: its load says how far the wall times stretch.
    result.loadAverage = loadavg().map((n) => Math.round(n * 10) / 10);
    if (pg) {
      for (let i = 0; i < Number(args['pg-restarts']); i++) {
        log('PostgreSQL stopped for 2 s and started again under load');
        result.pgRestart = await restartPostgresUnderLoad(pg, users, site);
        log(JSON.stringify(result.pgRestart));
      }
    }
    site.child.kill('SIGTERM');
    await site.exited;
    site = undefined;
    const checked = await check(env, acked, runStart);
    Object.assign(result, checked);
  } finally {
    if (site) {
      site.child.kill('SIGKILL');
      await site.exited;
    }
    pg?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(env.KWC_OUTBOX_DIR, { recursive: true, force: true });
  }
  const failures = [...result.problems];
  if (result.maxRestartMs > 5000) failures.push(`a restart took ${result.maxRestartMs} ms (budget 5000)`);
  if (result.acknowledged === 0) failures.push('no write was acknowledged');
  // A round without an acknowledged write tested the restart alone: the targets ran out (raise --products).
  if (result.roundsWithoutWrites > 0) failures.push(`${result.roundsWithoutWrites} rounds acknowledged no write`);
  if (result.pgRestart && (result.pgRestart.badCount > 0 || result.pgRestart.hung > 0)) {
    failures.push('PostgreSQL restart: answers other than success or a clean 503');
  }
  result.failures = failures;
  console.log(JSON.stringify(result, null, 2));
  if (args.json) writeFileSync(args.json, JSON.stringify(result, null, 2));
  if (failures.length > 0) {
    log(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else log('every acknowledged write is there, counters equal the rows');
}

await main();
