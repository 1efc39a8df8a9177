// API benchmark: latency and throughput of the catalogue API over HTTP on PostgreSQL and PGlite,
// next to in-process search libraries (Orama, ItemsJS) answering the same queries on the same data.
// Run `node bench/api/run.mjs --help` for the options; bench/api/NOTES.md explains the figures.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import {
  BenchError,
  ensureApiBuild,
  FOCUS,
  pinProcessTree,
  pinSelf,
  root,
  seedCatalogue,
  WHOLE_CATALOGUE,
} from './catalogue.mjs';
import { median, runCalls, runHttpLoad } from './measure.mjs';
import { defer, settle, startServer } from './processes.mjs';
import { buildPeer, PEERS } from './peers.mjs';
import { renderReport } from './report.mjs';

const HELP = `Usage: node bench/api/run.mjs [options]

Seeds a catalogue per size and engine, starts the API alone (bench/api/server.mjs) on core 0 and
measures six GET requests from core 1: latency one request at a time and throughput over 8
keep-alive connections. The same listing and text queries also run in-process on Orama and ItemsJS
built from the same products. Writes bench/results/api-<timestamp>.md and .json.

Options:
  --sizes 10000,100000       catalogue sizes (products)
  --engines postgres,pglite  databases: postgres (throw-away server from scripts/lib/postgres.mjs), pglite
  --reviews 0                reviews in the database (published ones added to the seeded ~2.5 per
                             product, the products' counts and averages recomputed); 0 keeps the seed's
  --runs 3                   measurements per query and mode; the median is reported
  --duration 10              seconds per measurement
  --peers orama,itemsjs      in-process peers ('' for none)
  --build                    rebuild apps/api (and kwc-domain) first if dist is older than the sources
  --allow-stale              measure apps/api/dist even if older than the sources (the report says so)
  -h, --help                 this text

Needs Linux with taskset and at least 2 cores, the built API (apps/api/dist), and for postgres the
PostgreSQL server binaries (/usr/lib/postgresql/*/bin).`;

/** The text query of row d and of the peers' text search. */
const PHRASE = 'krem nawilżający';
/** Row f: the same phrase with a letter missing and without Polish letters (typo tolerance, issue 34). */
const TYPO_PHRASE = 'krem nawilzajcy';
const SERVER_CPU = '0';
const LOAD_CPU = '1';
const THROUGHPUT_CONCURRENCY = 8;
const ENGINES = { postgres: 'PostgreSQL', pglite: 'PGlite' };

function fail(message) {
  console.error(`bench/api: ${message}`);
  process.exit(2);
}

function parseOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        sizes: { type: 'string', default: '10000,100000' },
        engines: { type: 'string', default: 'postgres,pglite' },
        runs: { type: 'string', default: '3' },
        duration: { type: 'string', default: '10' },
        reviews: { type: 'string', default: '0' },
        peers: { type: 'string', default: PEERS.join(',') },
        build: { type: 'boolean', default: false },
        'allow-stale': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    fail(`${error.message}\n\n${HELP}`);
  }
  if (parsed.help) {
    console.log(HELP);
    process.exit(0);
  }
  const list = (text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const positive = (text, name, { integer = true } = {}) => {
    const value = Number(text);
    if (!(value > 0) || (integer && !Number.isInteger(value)))
      fail(`--${name} must be a positive ${integer ? 'integer' : 'number'}, got "${text}"`);
    return value;
  };
  const sizes = list(parsed.sizes).map((size) => positive(size.replace(/_/g, ''), 'sizes'));
  const engines = list(parsed.engines);
  for (const engine of engines)
    if (!ENGINES[engine]) fail(`unknown engine "${engine}" (known: ${Object.keys(ENGINES).join(', ')})`);
  const peers = list(parsed.peers);
  for (const peer of peers) if (!PEERS.includes(peer)) fail(`unknown peer "${peer}" (known: ${PEERS.join(', ')})`);
  if (sizes.length === 0 || engines.length === 0) fail('--sizes and --engines need at least one value');
  return {
    sizes,
    engines,
    peers,
    runs: positive(parsed.runs, 'runs'),
    reviews: parsed.reviews === '0' ? 0 : positive(parsed.reviews.replace(/_/g, ''), 'reviews'),
    duration: positive(parsed.duration, 'duration', { integer: false }),
    build: parsed.build,
    allowStale: parsed['allow-stale'],
  };
}

function checkMachine() {
  if (process.platform !== 'linux') fail('needs Linux (taskset, /proc)');
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    fail('taskset not found (util-linux): server and load generator must be pinned to different cores');
  }
  const nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  if (nproc < 2) fail(`needs at least 2 cores (nproc says ${nproc})`);
  return nproc;
}

/** `gc()` without restarting node with --expose-gc, to measure the peers' memory. */
function exposeGc() {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

/** GET returning parsed JSON; anything but 200 is an error naming the path. */
async function getJson(origin, path) {
  const response = await fetch(`${origin}${path}`);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 500)}`);
  return JSON.parse(body);
}

const query = (path, params) => `${path}?${new URLSearchParams(params)}`;
const byCount = (a, b) => b.count - a.count;

/**
 * The categories of the listings: rows a and b the category the seed filled with a third of the
 * catalogue (`FOCUS`), row c the landing page that lists the whole catalogue (no category scope).
 */
function pickCategories(categories) {
  const third = categories.find((category) => category.url_key === FOCUS.urlKey);
  const whole = categories.find((category) => category.url_key === WHOLE_CATALOGUE);
  if (!third?.product_count || !whole)
    throw new Error(`the seeded catalogue lacks ${FOCUS.urlKey} or ${WHOLE_CATALOGUE}`);
  return { third, whole: { ...whole, id: null } };
}

/**
 * Asks the running API for the concrete requests: one property option (the most common of the
 * category's first pattern that has any) and the most common brand among those products, sorted by
 * price ascending; the product page of the unfiltered listing's first product. Also returns the
 * peers' equivalent of each query.
 */
async function pickQueries(origin, picks, data) {
  const info = (path) => getJson(origin, query('/api/catalog/category-info', { path }));
  const values = (path, filterName) =>
    getJson(
      origin,
      query('/api/catalog/filter-values', { path, filterName, filterValuesPage: '1', filterValuesPageSize: '200' }),
    );
  const base = `/${picks.third.url_key}`;
  const unfiltered = await info(base);
  let option;
  let pattern;
  for (const candidate of unfiltered.category.property_patterns) {
    [option] = (await values(base, candidate.property_attribute)).options.filter((o) => o.count > 0).sort(byCount);
    if (option) {
      pattern = candidate.property_attribute;
      break;
    }
  }
  if (!option) throw new Error(`no property option of ${base} has products`);
  const [brand] = (await values(option.url, 'marka')).options.filter((o) => o.count > 0).sort(byCount);
  if (!brand) throw new Error(`no brand has products in ${option.url}`);
  const sorted = new URL(brand.url, origin);
  sorted.searchParams.set('sort', 'price_asc');
  const filteredPath = `${sorted.pathname}${sorted.search}`;
  const filtered = await info(filteredPath);
  const sort = filtered.decodedCategoryPath?.sort;
  if (sort?.value !== 'price' || sort.direction !== 'asc')
    throw new Error(`${filteredPath} did not decode to a price-ascending sort`);
  if (filtered.total === 0) throw new Error(`${filteredPath} lists no products`);
  const whole = await info(`/${picks.whole.url_key}`);
  const product = unfiltered.products[0];
  if (!product) throw new Error(`${base} lists no products`);
  const productPath = query('/api/catalog/product-page', { urlPath: product.urlPath });
  await getJson(origin, productPath);
  const textPath = query('/api/catalog/text-search', { text: PHRASE });
  const textAnswer = await getJson(origin, textPath);
  const typoPath = query('/api/catalog/text-search', { text: TYPO_PHRASE });
  const typoAnswer = await getJson(origin, typoPath);

  const brandId = data.brands.find((row) => `marka-${row.slug}` === brand.slug)?.id;
  const optionId = data.options.find((row) => row.pattern_code === pattern && row.slug === option.slug)?.id;
  if (!brandId || !optionId) throw new Error(`cannot map ${brand.slug} / ${pattern}:${option.slug} to ids`);
  const listing = (category, extra) => ({
    scope: category.id,
    patterns: category.property_patterns,
    limit: 24,
    ...extra,
  });
  return [
    {
      key: 'a',
      label: 'category-info filtered',
      path: query('/api/catalog/category-info', { path: filteredPath }),
      answer: filtered,
      peer: {
        kind: 'listing',
        ...listing(picks.third, { brand: brandId, option: { pattern, id: optionId }, sort: 'price_asc' }),
      },
      filters: `${pattern}=${option.slug}, ${brand.slug}, sort price ascending`,
    },
    {
      key: 'b',
      label: 'category-info unfiltered',
      path: query('/api/catalog/category-info', { path: base }),
      answer: unfiltered,
      peer: { kind: 'listing', ...listing(picks.third, { sort: 'popularity_desc' }) },
    },
    {
      key: 'c',
      label: 'whole catalogue',
      path: query('/api/catalog/category-info', { path: `/${picks.whole.url_key}` }),
      answer: whole,
      peer: { kind: 'listing', ...listing(picks.whole, { sort: 'popularity_desc' }) },
    },
    {
      key: 'd',
      label: 'text-search',
      path: textPath,
      answer: textAnswer,
      peer: { kind: 'text', phrase: PHRASE, limit: 10 },
    },
    { key: 'e', label: 'product page state', path: productPath },
    { key: 'f', label: 'text-search with a typo', path: typoPath, answer: typoAnswer },
  ];
}

/**
 * Sends every request over 8 connections for a few seconds before anything is measured: the API's
 * PostgreSQL pool opens all its connections and each backend loads the Polish dictionary on its
 * first search (0.3–1 s), which would otherwise land in the measurements.
 */
async function warmUp(origin, queries, { duration }) {
  for (const item of queries) {
    const result = await runHttpLoad({
      url: `${origin}${item.path}`,
      concurrency: THROUGHPUT_CONCURRENCY,
      durationMs: Math.min(3, duration) * 1000,
    });
    if (result.errors > 0)
      console.warn(`  warm-up of ${item.key}: ${result.errors} errors, first: ${result.firstError}`);
  }
}

/** Median latency (1 connection) and throughput (8 connections) of one request over `runs` runs. */
async function measureHttp(url, { runs, duration }) {
  const durationMs = duration * 1000;
  const warmupMs = Math.min(1000, durationMs);
  const latency = [];
  const throughput = [];
  for (let run = 0; run < runs; run++) {
    latency.push(await runHttpLoad({ url, concurrency: 1, durationMs, warmupMs: run === 0 ? warmupMs : 0 }));
  }
  for (let run = 0; run < runs; run++) {
    throughput.push(
      await runHttpLoad({ url, concurrency: THROUGHPUT_CONCURRENCY, durationMs, warmupMs: run === 0 ? warmupMs : 0 }),
    );
  }
  const all = [...latency, ...throughput];
  const errorsByStatus = {};
  for (const result of all)
    for (const [status, n] of Object.entries(result.errorsByStatus))
      errorsByStatus[status] = (errorsByStatus[status] ?? 0) + n;
  return {
    latency: {
      p50: median(latency.map((r) => r.p50)),
      p95: median(latency.map((r) => r.p95)),
      p99: median(latency.map((r) => r.p99)),
      requests: latency.map((r) => r.count),
    },
    throughput: {
      perSecond: median(throughput.map((r) => r.perSecond)),
      p95: median(throughput.map((r) => r.p95)),
      runs: throughput.map((r) => Math.round(r.perSecond)),
    },
    responseBytes: Math.max(...all.map((r) => r.responseBytes)),
    errors: all.reduce((sum, r) => sum + r.errors, 0),
    errorsByStatus,
    firstError: all.find((r) => r.firstError)?.firstError ?? null,
  };
}

const skuId = (sku) => Number(/(\d+)$/.exec(sku)[1]);

/** The API's facet counts of a listing answer, as id → count per group (the peers' shape). */
function apiFacets(answer, patterns, data) {
  const ids = (options, idOf) =>
    new Map((options ?? []).flatMap((option) => (idOf(option.slug) ? [[idOf(option.slug), option.count]] : [])));
  const brandIds = new Map(data.brands.map((row) => [`marka-${row.slug}`, row.id]));
  const shopIds = new Map(data.shops.map((row) => [row.slug, row.id]));
  const options = new Map();
  for (const code of patterns) {
    const optionIds = new Map(data.options.filter((row) => row.pattern_code === code).map((row) => [row.slug, row.id]));
    for (const [id, n] of ids(answer.filters[`agg_${code}`]?.options, (slug) => optionIds.get(slug)))
      options.set(id, n);
  }
  return {
    brands: ids(answer.filters.agg_marka?.options, (slug) => brandIds.get(slug)),
    options,
    shops: ids(answer.filters.agg_partner?.options, (slug) => shopIds.get(slug)),
  };
}

/** How many counts differ between the API's and a peer's facet groups. */
function compareFacets(ours, theirs) {
  return Object.fromEntries(
    Object.entries(ours).map(([group, counts]) => {
      const keys = new Set([...counts.keys(), ...theirs[group].keys()]);
      const differ = [...keys].filter((key) => counts.get(key) !== theirs[group].get(key)).length;
      return [group, { compared: keys.size, differ }];
    }),
  );
}

/**
 * How a peer's first page compares with the API's: `same` products in the same order, `ties` when
 * only products with equal sort values come in another order (the API breaks ties by id), else
 * `differs`. For the text search, how many of the API's products the peer's first page holds.
 */
function comparePage(query, apiIds, peerIds, productsById) {
  if (query.peer.kind === 'text') {
    const api = new Set(apiIds);
    return `${peerIds.filter((id) => api.has(id)).length}/${apiIds.length} of the API's products`;
  }
  if (apiIds.length === peerIds.length && apiIds.every((id, index) => id === peerIds[index])) return 'same';
  const field = query.peer.sort === 'price_asc' ? 'price' : 'popularity';
  const values = (ids) => ids.map((id) => productsById.get(id)?.[field]).join();
  return apiIds.length === peerIds.length && values(apiIds) === values(peerIds) ? 'ties' : 'differs';
}

/** A peer's answer to a query next to the API's: totals, facet counts, first page. */
function checkPeer(query, normalized, data, productsById) {
  if (query.peer.kind === 'text') {
    const apiIds = query.answer
      .filter((hit) => hit._type === 'product')
      .map((hit) => Number(hit._id.replace('product-', '')));
    return {
      total: normalized.total,
      apiTotal: null,
      facets: null,
      page: comparePage(query, apiIds, normalized.ids, productsById),
    };
  }
  return {
    total: normalized.total,
    apiTotal: query.answer.total,
    facets: compareFacets(apiFacets(query.answer, query.peer.patterns, data), normalized.facets),
    page: comparePage(
      query,
      query.answer.products.map((product) => skuId(product.sku)),
      normalized.ids,
      productsById,
    ),
  };
}

/** Builds each peer, measures its memory and build time, checks and times its answers to a–d. */
async function measurePeers(peers, data, queries, { runs, duration }, gc) {
  const builds = {};
  const productsById = new Map(data.products.map((product) => [product.id, product]));
  for (const name of peers) {
    gc();
    const before = process.memoryUsage();
    const started = performance.now();
    let peer = await buildPeer(name, data);
    const seconds = (performance.now() - started) / 1000;
    gc();
    const after = process.memoryUsage();
    builds[name] = {
      seconds,
      heapBytes: after.heapUsed + after.external - before.heapUsed - before.external,
      rssBytes: after.rss - before.rss,
    };
    console.log(
      `  ${name}: built in ${seconds.toFixed(2)} s, +${(builds[name].heapBytes / 2 ** 20).toFixed(0)} MB heap`,
    );
    for (const item of queries.filter((q) => q.peer)) {
      const prepared = item.peer.kind === 'text' ? peer.text(item.peer) : peer.listing(item.peer);
      const check = checkPeer(item, prepared.normalize(await prepared.run()), data, productsById);
      const timed = [];
      for (let run = 0; run < runs; run++) {
        timed.push(
          await runCalls({
            fn: prepared.run,
            durationMs: duration * 1000,
            warmupMs: run === 0 ? Math.min(1000, duration * 1000) : 0,
          }),
        );
      }
      item.peers ??= {};
      item.peers[name] = {
        p50: median(timed.map((r) => r.p50)),
        p95: median(timed.map((r) => r.p95)),
        p99: median(timed.map((r) => r.p99)),
        perSecond: median(timed.map((r) => r.perSecond)),
        searches: prepared.searches,
        check,
      };
      const totals = check.apiTotal === null ? `${check.total} hits` : `total ${check.total} vs API ${check.apiTotal}`;
      console.log(`    ${item.key}: p95 ${item.peers[name].p95.toFixed(3)} ms, ${totals}, first page: ${check.page}`);
    }
    peer = null;
  }
  gc();
  return builds;
}

/** One size × engine: seed, serve, measure, stop. Every process and folder it makes is removed. */
async function benchOne({ size, engine, options, api, gc }) {
  console.log(`\n== ${size} products, ${ENGINES[engine]} ==`);
  // Seeding may use both cores; measuring then pins the server side to core 0 and us to core 1.
  pinSelf(`0-${cpus().length - 1}`);
  const workDir = mkdtempSync(join(tmpdir(), 'kwc-bench-api-'));
  defer(() => rmSync(workDir, { recursive: true, force: true }));
  const today = new Date().toISOString().slice(0, 10);
  try {
    const seeded = await seedCatalogue({
      api,
      engine,
      products: size,
      reviews: options.reviews,
      workDir,
      today,
      defer,
    });
    const { timings, data } = seeded;
    console.log(
      `seeded ${data.products.length} public products, ${seeded.summary.reviews} reviews in ${timings.seedSeconds.toFixed(1)} s ` +
        `(open + migrate ${timings.openSeconds.toFixed(1)} s)${seeded.postgres ? `, PostgreSQL ${seeded.postgres.version}` : ''}`,
    );
    if (seeded.postgres && !seeded.postgres.polishDictionary)
      console.warn(
        'warning: the Polish dictionary could not be installed; PostgreSQL search falls back to simple words',
      );
    const picks = pickCategories(data.categories);
    if (seeded.postgres) pinProcessTree(seeded.postgres.postmasterPid, SERVER_CPU);
    const server = await startServer(seeded.connection, SERVER_CPU);
    pinSelf(LOAD_CPU);
    const queries = await pickQueries(server.origin, picks, data);
    console.log('  warming up (all requests, 8 connections)');
    await warmUp(server.origin, queries, options);
    for (const item of queries) {
      process.stdout.write(`  ${item.key}. ${item.label} … `);
      item.http = await measureHttp(`${server.origin}${item.path}`, options);
      console.log(
        `p50 ${item.http.latency.p50.toFixed(2)} ms, p95 ${item.http.latency.p95.toFixed(2)} ms, ${Math.round(item.http.throughput.perSecond)} req/s` +
          (item.http.errors ? `, ${item.http.errors} errors (${item.http.firstError})` : ''),
      );
    }
    const serverRssKb = server.rssKb();
    await server.stop();
    const peerBuilds = await measurePeers(options.peers, data, queries, options, gc);
    return {
      size,
      engine,
      engineLabel: seeded.postgres ? `PostgreSQL ${seeded.postgres.version}` : 'PGlite',
      publicProducts: data.products.length,
      reviews: seeded.summary.reviews,
      seeding: timings,
      serverRssKb,
      picks,
      peerBuilds,
      // The API answers themselves stay out of the JSON report (they are large).
      queries: queries.map((item) => ({ ...item, answer: undefined })),
    };
  } finally {
    await settle();
  }
}

function machine(nproc) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  return {
    date: new Date().toISOString(),
    command: ['node', relative(root, process.argv[1]), ...process.argv.slice(2)]
      .map((arg) => (/^[\w,.=/-]+$/.test(arg) ? arg : `'${arg}'`))
      .join(' '),
    commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
    dirty: git('status', '--porcelain').length > 0,
    nproc,
    cpuModel: /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown',
    node: process.version,
  };
}

async function main() {
  const options = parseOptions();
  const nproc = checkMachine();
  const staleBuild = ensureApiBuild({ rebuild: options.build, allowStale: options.allowStale });
  const api = await import('../../apps/api/dist/index.js');
  for (const name of ['createApi', 'openDatabase', 'seedCatalogue']) {
    if (typeof api[name] !== 'function') fail(`apps/api/dist/index.js does not export ${name}; rebuild it (--build)`);
  }
  const gc = exposeGc();
  const meta = { ...machine(nproc), staleBuild, runs: options.runs, duration: options.duration };
  const started = performance.now();
  const results = [];
  for (const size of options.sizes) {
    for (const engine of options.engines) results.push(await benchOne({ size, engine, options, api, gc }));
  }
  meta.totalSeconds = (performance.now() - started) / 1000;
  const markdown = renderReport({ meta, results, peers: options.peers });
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const base = join(dir, `api-${meta.date.replace(/[:.]/g, '-')}`);
  writeFileSync(`${base}.md`, markdown);
  writeFileSync(`${base}.json`, `${JSON.stringify({ meta, peers: options.peers, results }, null, 2)}\n`);
  console.log(
    `\n${markdown}\nWritten ${relative(root, base)}.md and .json (${(meta.totalSeconds / 60).toFixed(1)} min in all).`,
  );
}

// Ctrl-C: stop the server and PostgreSQL and remove the temporary folder before exiting.
process.once('SIGINT', () => {
  console.error('\ninterrupted: stopping what this run started…');
  void settle().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(`bench/api: ${error instanceof BenchError ? error.message : (error.stack ?? error)}`);
  process.exitCode = 1;
}
