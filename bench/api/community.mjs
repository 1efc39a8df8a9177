// The community's reads at scale (issue 33): the activity feed of a user following 500 people and a
// reviewer's profile, on PostgreSQL seeded with `--users` readers (10 follows and 10 published reviews
// each: 100,000 users → 1,000,000 follows, 1,000,000 reviews and their activity rows). The API server
// (bench/api/server.mjs) runs pinned to core 0 with PostgreSQL, the client on core 1.
// `node bench/api/community.mjs [--users 10000,100000] [--requests 300] [--runs 2] [--build]`;
// not part of npm test. Budgets (issue 33): feed p95 ≤ 20 ms, profile p95 ≤ 10 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { ensureApiBuild, pinProcessTree, pinSelf, seedCatalogue } from './catalogue.mjs';
import { latencySummary, median, writeResult } from './measure.mjs';
import { settle, startServer } from './processes.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000,100000' },
    products: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '300' },
    runs: { type: 'string', default: '2' },
    build: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const sizes = values.users.split(',').map(Number);
const products = Number(values.products);
const requests = Number(values.requests);
const runs = Number(values.runs);
const PER_USER = 10;
const FOLLOWED = 500;
if (sizes.some((n) => !(n >= FOLLOWED * 2)) || !(products >= 100) || !(requests >= 20) || !(runs >= 1)) {
  console.error('bench/api/community: --users n[,n…] (each ≥ 1000), --products ≥ 100, --requests ≥ 20, --runs ≥ 1');
  process.exit(2);
}
ensureApiBuild({ rebuild: values.build, allowStale: false });
const api = await import('../../apps/api/dist/index.js');

const summary = latencySummary;

/**
 * The readers, in SQL so 100,000 accounts take seconds: reader `k` (1-based) reviews the products
 * `k·10 … k·10+9` (mod the catalogue), each review published and written to the activity rows as a
 * moderation decision does, and follows ten readers spread over the whole range. ania follows 500 of them.
 */
async function seedReaders(db, users) {
  const exec = (query) => db.execute(query);
  const [{ base }] = await rowsOf(db, 'select coalesce(max(id), 0)::int as base from users');
  const [{ ania }] = await rowsOf(db, "select id as ania from users where email = 'ania@demo.kwc.pl'");
  await exec(`
    insert into users (id, email, username, rank, created_at)
    select ${base} + g, 'czytelniczka' || g || '@bench.kwc.pl', 'czytelniczka' || g, 'Recenzentka', now() - g * interval '1 minute'
    from generate_series(1, ${users}) g`);
  await exec(`select setval(pg_get_serial_sequence('users', 'id'), ${base + users})`);
  for (let done = 0; done < users; done += 20_000) {
    const last = Math.min(users, done + 20_000);
    await exec(`
      insert into reviews (product_id, user_id, rating, title, body, usage_time, status, submitted_at, published_at)
      select 1 + ((g * ${PER_USER} + k) % ${products}), ${base} + g, 1 + ((g + k) % 5),
        'Opinia czytelniczki', repeat('Dobrze nawilża i szybko się wchłania. ', 4), 'months_1_3', 'published',
        now() - (g * ${PER_USER} + k) * interval '7 seconds', now() - (g * ${PER_USER} + k) * interval '7 seconds'
      from generate_series(${done + 1}, ${last}) g, generate_series(0, ${PER_USER - 1}) k`);
    await exec(`
      insert into follows (follower_id, followee_id, created_at)
      select ${base} + g, ${base} + 1 + ((g - 1 + k * 9973 + 1) % ${users}), now() - k * interval '1 day'
      from generate_series(${done + 1}, ${last}) g, generate_series(1, ${PER_USER}) k
      on conflict do nothing`);
  }
  await exec(`
    insert into activities (actor_id, kind, product_id, review_id, created_at)
    select user_id, 'review', product_id, id, published_at from reviews where user_id > ${base}`);
  await exec(`
    insert into follows (follower_id, followee_id)
    select ${ania}, ${base} + 1 + (g * ${Math.floor(users / FOLLOWED)}) from generate_series(0, ${FOLLOWED - 1}) g`);
  await exec(`
    update users set followers_count = f.n from (select followee_id, count(*)::int as n from follows group by followee_id) f
    where users.id = f.followee_id`);
  await exec(`
    update users set followed_count = f.n from (select follower_id, count(*)::int as n from follows group by follower_id) f
    where users.id = f.follower_id`);
  await exec(`
    update users set reviews_count = r.n from (select user_id, count(*)::int as n from reviews where status = 'published' group by user_id) r
    where users.id = r.user_id`);
  // Autovacuum's steady state: statistics, and the visibility map that lets index-only scans skip the heap.
  await exec('vacuum analyze');
  const [{ follows }] = await rowsOf(db, 'select count(*)::int as follows from follows');
  const [{ reviews }] = await rowsOf(db, 'select count(*)::int as reviews from reviews');
  return { base, ania, follows, reviews };
}

/** `--explain`: PostgreSQL's plan and timing of the feed's candidate read (the first page). */
async function explainFeed(db, ania) {
  const plan = await rowsOf(
    db,
    `explain (analyze, buffers) select a.id from follows f
       join users u on u.id = f.followee_id and u.deactivated_at is null
       cross join lateral (select a.id, a.created_at from activities a where a.actor_id = f.followee_id
                           order by a.created_at desc nulls last, a.id desc nulls last limit 21) a
     where f.follower_id = ${ania} order by a.created_at desc, a.id desc limit 21`,
  );
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
}

async function rowsOf(db, query) {
  const result = await db.execute(query);
  return Array.isArray(result) ? result : result.rows;
}

async function timed(origin, path, token) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

async function measureSize(users) {
  const workDir = mkdtempSync(join(tmpdir(), 'kwc-bench-community-'));
  const cleanups = [];
  const local = (fn) => cleanups.push(fn);
  try {
    const started = performance.now();
    const { connection, postgres: pg } = await seedCatalogue({
      api,
      engine: 'postgres',
      products,
      workDir,
      today: new Date().toISOString().slice(0, 10),
      defer: local,
    });
    const database = await api.openDatabase(connection);
    let facts;
    try {
      facts = await seedReaders(database.db, users);
      if (values.explain) await explainFeed(database.db, facts.ania);
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    if (pg) pinProcessTree(pg.postmasterPid, '0');
    const server = await startServer(connection, '0', {});
    local(server.stop ?? (() => {}));
    pinSelf('1');
    const login = await fetch(`${server.origin}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' }),
    });
    const { token } = await login.json();
    const first = await timed(server.origin, '/api/kwc/activity?limit=20', token);
    if (first.body.items.length !== 20) throw new Error(`the feed has ${first.body.items.length} items, not 20`);
    // Warm-up, then the measured runs: the feed's first page, its fifth page (keyset), a profile.
    const cursors = [];
    let after = first.body.next;
    for (let page = 0; page < 4 && after; page++) {
      cursors.push(after);
      after = (await timed(server.origin, `/api/kwc/activity?limit=20&after=${encodeURIComponent(after)}`, token)).body
        .next;
    }
    const deep = cursors.at(-1);
    const calls = {
      'GET /api/kwc/activity (first page, 500 followed)': () => '/api/kwc/activity?limit=20',
      'GET /api/kwc/activity (fifth page)': () => `/api/kwc/activity?limit=20&after=${encodeURIComponent(deep)}`,
      'GET /api/kwc/users/{id} (profile)': (n) => `/api/kwc/users/${facts.base + 1 + ((n * 7919) % users)}`,
      'GET /api/kwc/users/{id}/sections/opinie': (n) =>
        `/api/kwc/users/${facts.base + 1 + ((n * 7919) % users)}/sections/opinie`,
    };
    for (const path of Object.values(calls)) for (let n = 0; n < 30; n++) await timed(server.origin, path(n), token);
    const load = loadavg()[0];
    const results = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
    for (let run = 0; run < runs; run++) {
      for (const [name, path] of Object.entries(calls)) {
        const times = [];
        for (let n = 0; n < requests; n++) times.push((await timed(server.origin, path(n), token)).ms);
        results[name].push(summary(times));
      }
    }
    return { users, facts, seedSeconds, load, results, version: pg?.version };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const measured = [];
  for (const users of sizes) {
    console.log(`seeding ${users} readers…`);
    measured.push(await measureSize(users));
  }
  const lines = [
    `PostgreSQL ${measured[0].version ?? ''}; ${products} products; ${requests} requests per call and run, median of ${runs} runs (ms)`,
    '',
    '| users | follows | reviews | call | p50 | p95 | p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const size of measured) {
    for (const [name, list] of Object.entries(size.results)) {
      const med = (p) => median(list.map((result) => result[p])).toFixed(2);
      lines.push(
        `| ${size.users} | ${size.facts.follows} | ${size.facts.reviews} | ${name} | ${med('p50')} | ${med('p95')} | ${med('p99')} |`,
      );
    }
  }
  lines.push(
    '',
    ...measured.map(
      (s) => `${s.users} users: seeded in ${s.seedSeconds.toFixed(0)} s, load average at start ${s.load.toFixed(2)}`,
    ),
  );
  const table = lines.join('\n');
  console.log(table);
  const largest = measured.at(-1).results;
  const p95 = (name) => median(largest[name].map((result) => result.p95));
  const feed = p95('GET /api/kwc/activity (first page, 500 followed)');
  const profile = p95('GET /api/kwc/users/{id} (profile)');
  console.log(`${feed <= 20 ? 'met' : 'MISSED'}: activity feed p95 ≤ 20 ms (${feed.toFixed(2)})`);
  console.log(`${profile <= 10 ? 'met' : 'MISSED'}: profile p95 ≤ 10 ms (${profile.toFixed(2)})`);
  writeResult(`community`, table);
}

try {
  await main();
} finally {
  await settle();
}
