// The benchmark's data: checks the API build, seeds a catalogue into PostgreSQL or PGlite, and
// exports it for the in-process peers.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A problem with the setup, reported by its message alone (no stack trace). */
export class BenchError extends Error {}

/** The seed and "today" of every benchmark catalogue, so runs on different days seed the same data. */
const SEED = 20261121;
const SEED_NOW = new Date('2026-11-21T12:00:00Z');
/** The seed puts a third of the products under face care: the "category holding a third" of the issue. */
export const FOCUS = { urlKey: 'pielegnacja-twarzy', share: 1 / 3 };
/** The seeded landing page without a category: the whole-catalogue listing. */
export const WHOLE_CATALOGUE = 'lp-wszystkie-kosmetyki';

/** Newest modification time under `dir` (files whose name passes `keep`). */
function newestFile(dir, keep = () => true) {
  let newest = { path: null, mtime: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !keep(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtime) newest = { path, mtime: mtimeMs };
  }
  return newest;
}

/** Builds that apps/api/dist depends on: the package, its sources and its built output. */
const BUILDS = [
  { name: '@kwc/domain', sources: ['packages/kwc-domain/src'], output: 'packages/kwc-domain/dist/index.js' },
  { name: '@kwc/api', sources: ['apps/api/src', 'apps/api/drizzle'], output: 'apps/api/dist/index.js' },
];

/**
 * Makes sure apps/api/dist (and the kwc-domain build it imports) is at least as new as its
 * sources: rebuilds when `rebuild` is set, measures the old build when `allowStale` is set (and
 * returns why it is stale, for the report), otherwise throws with the command to run.
 */
export function ensureApiBuild({ rebuild, allowStale }) {
  const stale = BUILDS.flatMap((build) => {
    const output = join(root, build.output);
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    const newer = build.sources
      .map((dir) => newestFile(join(root, dir), (name) => !/\.test\.tsx?$/.test(name)))
      .find((file) => file.mtime > built);
    return newer
      ? [
          {
            ...build,
            reason: built
              ? `${relative(root, newer.path)} is newer than ${build.output}`
              : `${build.output} is missing`,
          },
        ]
      : [];
  });
  if (stale.length === 0) return null;
  const filters = stale.flatMap((build) => ['--filter', build.name]);
  const pnpm = existsSync(join(root, '.tools/node_modules/.bin/pnpm'))
    ? join(root, '.tools/node_modules/.bin/pnpm')
    : 'pnpm';
  const command = `${pnpm} ${filters.join(' ')} build`;
  const reasons = stale.map((build) => build.reason).join('; ');
  if (allowStale && !rebuild) {
    console.warn(`warning: measuring a stale API build (${reasons})`);
    return reasons;
  }
  if (!rebuild) {
    throw new BenchError(
      `the API build is stale (${reasons}).\nRebuild it with \`${command}\`, pass --build, or --allow-stale to measure it as it is.`,
    );
  }
  console.log(`rebuilding ${stale.map((build) => build.name).join(', ')}: ${command}`);
  const result = spawnSync(pnpm, [...filters, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new BenchError(`\`${command}\` failed (exit ${result.status})`);
  return null;
}

/** Rows of a raw query: the PGlite driver wraps them in `{ rows }`, postgres.js does not. */
async function rows(db, query) {
  const result = await db.execute(query);
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Adds published reviews until the table holds `total`, spread over the products with a long tail
 * (a few products get most), then sets every product's count and average from its published reviews
 * as a moderation decision does. Authors are numbers past the seeded users (no account rows: the
 * listing reads only the products' figures). Returns the reviews in the table.
 */
async function topUpReviews(db, total) {
  const [{ n: before }] = await rows(db, 'select count(*)::int as n from reviews');
  const [{ n: productCount }] = await rows(db, 'select count(*)::int as n from products');
  const missing = total - before;
  for (let done = 0; done < missing; done += 100_000) {
    const batch = Math.min(100_000, missing - done);
    await db.execute(`
      insert into reviews (product_id, user_id, rating, title, body, usage_time, status, submitted_at, published_at)
      select 1 + floor(power(random(), 3) * ${productCount})::int, 10000000 + ${done} + g, 1 + floor(random() * 5)::int,
        'Opinia do testu wydajności', repeat('Krem dobrze nawilża i szybko się wchłania. ', 4), 'months_1_3',
        'published', now() - g * interval '1 second', now() - g * interval '1 second'
      from generate_series(1, ${batch}) g`);
  }
  await db.execute(`
    update products set number_of_reviews = s.n, rating = round(s.average::numeric, 2)::real
    from (select product_id, count(*)::int as n, avg(rating) as average from reviews
          where status = 'published' group by product_id) s
    where products.id = s.product_id`);
  const [{ n: after }] = await rows(db, 'select count(*)::int as n from reviews');
  return after;
}

/** Parent process id, from /proc. */
function parentPid(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Pins a process and each of its children (all their threads) to `cpus`; processes that end meanwhile are skipped. */
export function pinProcessTree(pid, cpus) {
  const children = readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return parentPid(entry) === pid;
    } catch {
      return false;
    }
  });
  for (const target of [pid, ...children.map(Number)]) {
    spawnSync('taskset', ['-a', '-p', '-c', cpus, String(target)], { stdio: 'ignore' });
  }
}

/** Pins this process (every thread) to `cpus`; threads started later inherit it. */
export function pinSelf(cpus) {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Everything the peers need, read from the seeded database: public products with the fields a
 * listing filters, facets and sorts on, plus the id ↔ slug tables to translate URL filters.
 * `today` decides the "new" flag the same way the API does.
 */
async function exportCatalogue(db, today) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`bad date ${today}`);
  const [products, brands, shops, options, categories] = await Promise.all([
    rows(
      db,
      `select p.id, p.sku, p.url_path, p.name, p.brand_id, p.category_path, p.property_option_ids,
         p.partner_shop_ids, p.price, p.rating, p.popularity, p.number_of_reviews, p.bestseller, p.offer_sale,
         coalesce(p.new_until_date >= date '${today}', false) as is_new, p.search_text
       from products p where p.is_public order by p.id`,
    ),
    rows(db, 'select id, slug, name from brands order by id'),
    rows(db, 'select id, slug from partner_shops order by id'),
    rows(db, 'select id, pattern_code, slug from property_options order by id'),
    rows(
      db,
      `select id, url_key, depth, product_count, property_patterns from categories
       where (kind = 'category' or url_key = '${WHOLE_CATALOGUE}') and is_public and status = 'PUBLISHED' order by id`,
    ),
  ]);
  return { products, brands, shops, options, categories };
}

/**
 * Seeds `products` products into a fresh database of `engine` and exports them. PostgreSQL is a
 * throw-away server whose `stop` is handed to `defer` as soon as it runs; PGlite lives in
 * `workDir/pglite` and is closed so the API server can open it. Returns how the server reaches the
 * data and how long seeding took.
 */
export async function seedCatalogue({ api, engine, products, reviews = 0, workDir, today, defer }) {
  const pg = engine === 'postgres' ? await startThrowawayPostgres() : null;
  if (pg) defer(pg.stop);
  const connection = pg ? { url: pg.url } : { dataDir: join(workDir, 'pglite') };
  const started = performance.now();
  const database = await api.openDatabase(connection);
  const opened = performance.now();
  try {
    const summary = await api.seedCatalogue(database.db, { products, seed: SEED, now: SEED_NOW, focus: FOCUS });
    if (reviews > 0) summary.reviews = await topUpReviews(database.db, reviews);
    const seeded = performance.now();
    const data = await exportCatalogue(database.db, today);
    const postmasterPid = pg ? parentPid((await rows(database.db, 'select pg_backend_pid() as pid'))[0].pid) : null;
    return {
      connection,
      data,
      summary,
      timings: { openSeconds: (opened - started) / 1000, seedSeconds: (seeded - opened) / 1000 },
      postgres: pg && { version: pg.version, polishDictionary: pg.polishDictionary, postmasterPid },
    };
  } finally {
    await database.close();
  }
}
