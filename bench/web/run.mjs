// Lighthouse on the production build: home, a listing with two filters and a product page, on the
// mobile preset (simulated throttling) and desktop, 3 runs each (median), next to a no-JavaScript
// copy of each page as the floor, and a returning visitor on mobile (cookies and localStorage of an
// earlier visit kept). Usage: node bench/web/run.mjs [--runs 3] [--products 5000] [--product-reviews 500]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { launchChromium } from '../lib/chromium.mjs';
import { median, pickPages, startSite } from '../lib/server.mjs';

/** The LCP element and phases, main-thread work by kind and the longest tasks of one Lighthouse run. */
function diagnosticsOf(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  const phases = items('largest-contentful-paint-element')[1]?.items ?? [];
  return {
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} ${lcpElement.selector ?? ''}`.trim() : null,
    lcpPhases: Object.fromEntries(phases.map((phase) => [phase.phase, Math.round(phase.timing)])),
    mainThreadMs: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)]),
    ),
    longTasks: items('long-tasks')
      .slice(0, 5)
      .map((task) => `${Math.round(task.duration)} ms ${String(task.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`),
  };
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '5000' },
    // Published reviews given to the measured product page (issue 32: 500) before measuring.
    'product-reviews': { type: 'string', default: '0' },
    port: { type: 'string', default: '3401' },
    // Subsets, for a quick look: --only home,listing --variants 'mobile+desktop'
    only: { type: 'string' },
    variants: { type: 'string' },
  },
});
const runs = Number(options.runs);

/**
 * The control row: a page of one heading and one paragraph, no CSS or script, served by the
 * proxy below. What Lighthouse reports for it is the browser's own cost on this machine (its
 * renderer start-up tasks count towards TBT too), the floor every page's figures stand on.
 */
const CONTROL_PATH = '/_kontrola.html';
const CONTROL_HTML =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="Strona kontrolna"><link rel="icon" href="data:,"><title>Kontrola</title></head>' +
  '<body><main><h1>Strona kontrolna</h1><p>Jeden nagłówek i jeden akapit.</p></main></body></html>';

/**
 * A copy of the site without JavaScript: the boot script, the hydration data, inline and module
 * scripts and module preloads are removed from the HTML (JSON-LD stays). Everything else goes over the wire as the site sends it: HTML gzip-ed,
 * text assets brotli-compressed (fetch hands the proxy decoded bodies, so it encodes them again);
 * sent uncompressed, the floor paid for bytes the real pages never send.
 */
function startNoJsProxy(origin, port) {
  const server = createServer(async (request, response) => {
    if (request.url === CONTROL_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_HTML);
      return;
    }
    const upstream = await fetch(`${origin}${request.url}`, {
      headers: { 'user-agent': request.headers['user-agent'] ?? '' },
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? '';
    const headers = { 'content-type': type, 'cache-control': upstream.headers.get('cache-control') ?? 'no-cache' };
    if (upstream.headers.get('location')) headers.location = upstream.headers.get('location');
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.startsWith('text/html')) {
      const html = body
        .toString('utf8')
        .replace(/<script id="__KWC_BOOT__">.*?<\/script>/s, '')
        // The hydration data and the inline script (web fonts of a returning visit) serve scripts only.
        .replace(/<script id="__KWC_DATA__"[^>]*>.*?<\/script>/s, '')
        .replace(/<script>.*?<\/script>/gs, '')
        .replace(/<script type="module"[^>]*><\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*\/>/g, '');
      body = gzipSync(html);
      headers['content-encoding'] = 'gzip';
    } else if (/^(text\/|application\/(javascript|json)|image\/svg)/.test(type)) {
      body = brotliCompressSync(body);
      headers['content-encoding'] = 'br';
    }
    response.writeHead(upstream.status, headers).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Gives the product page `reviewCount` published reviews by as many new authors, and its count and
 * average from them, as moderation decisions would. The site keeps its database in `dataDir`: it is
 * stopped while this writes (the embedded database takes one process).
 */
async function addProductReviews(dataDir, productPath, reviewCount) {
  const productId = Number(/,(\d+)\.html$/.exec(productPath)[1]);
  const api = await import('../../apps/api/dist/index.js');
  const database = await api.openDatabase({ dataDir });
  try {
    await database.db.execute(`
      with authors as (
        insert into users (email, username, birth_date, is_active)
        select 'autorka' || g || '@bench.kwc.pl', 'autorka.' || g, date '1990-01-01', true
        from generate_series(1, ${reviewCount}) g returning id
      )
      insert into reviews (product_id, user_id, rating, title, body, usage_time, packages_used, status,
        submitted_at, published_at, likes)
      select ${productId}, id, 1 + (id % 5), 'Opinia numer ' || id,
        repeat('Krem dobrze nawilża, szybko się wchłania i nie zostawia tłustej warstwy. ', 3), 'months_1_3', 1,
        'published', now() - id * interval '1 hour', now() - id * interval '1 hour', id % 7
      from authors`);
    await database.db.execute(`
      update products set number_of_reviews = s.n, rating = round(s.average::numeric, 2)::real
      from (select count(*)::int as n, avg(rating) as average from reviews
            where product_id = ${productId} and status = 'published') s
      where products.id = ${productId}`);
  } finally {
    await database.close();
  }
}

const productReviews = Number(options['product-reviews']);
let site;
let dataDir = null;
if (productReviews > 0) {
  dataDir = mkdtempSync(join(tmpdir(), 'kwc-bench-web-'));
  const env = { KWC_DATA_DIR: dataDir };
  const seeding = await startSite({ port: Number(options.port), products: Number(options.products), env });
  const { product } = await pickPages(seeding.origin);
  await seeding.stop();
  await addProductReviews(dataDir, product, productReviews);
  site = await startSite({ port: Number(options.port), products: Number(options.products), env });
  const productId = /,(\d+)\.html$/.exec(product)[1];
  const counts = await (await fetch(`${site.origin}/api/catalog/product-review-counts?productId=${productId}`)).json();
  console.log(`${product}: ${productReviews} published reviews added, the API counts ${counts.published}`);
} else {
  site = await startSite({ port: Number(options.port), products: Number(options.products) });
}
const noJsPort = Number(options.port) + 1;
const proxy = await startNoJsProxy(site.origin, noJsPort);
const chromium = await launchChromium();
const pages = { ...(await pickPages(site.origin)), control: CONTROL_PATH };
console.log('pages:', pages);

// Lighthouse clears the HTTP cache before each run but keeps cookies and localStorage: runs in one
// browser would be a first visit, then returning ones (an anonymous id, so the wishlist loads).
// Each variant says which it measures; a returning variant starts with one visit of its own.
const FIRST_VISIT = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
];
const RETURNING = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const variants = [
  { name: 'mobile', origin: site.origin, config: undefined, clear: FIRST_VISIT },
  { name: 'desktop', origin: site.origin, config: desktopConfig, clear: FIRST_VISIT },
  { name: 'mobile, returning', origin: site.origin, config: undefined, clear: RETURNING, warmUp: true },
  { name: 'mobile, no JS', origin: `http://127.0.0.1:${noJsPort}`, config: undefined, clear: FIRST_VISIT },
  { name: 'desktop, no JS', origin: `http://127.0.0.1:${noJsPort}`, config: desktopConfig, clear: FIRST_VISIT },
];

const onlyPages = options.only?.split(',');
// Variant names contain commas: separate them with '+', e.g. --variants 'mobile, no JS+desktop, no JS'.
const onlyVariants = options.variants?.split('+');
const rows = [];
try {
  for (const [pageName, path] of Object.entries(pages)) {
    if (onlyPages && !onlyPages.includes(pageName)) continue;
    for (const variant of variants) {
      if (onlyVariants && !onlyVariants.includes(variant.name)) continue;
      // The control page has no script and no state: its first visit on each device is its only row.
      if (pageName === 'control' && variant.name !== 'mobile' && variant.name !== 'desktop') continue;
      const origin = pageName === 'control' ? `http://127.0.0.1:${noJsPort}` : variant.origin;
      const samples = [];
      const audit = () =>
        lighthouse(
          `${origin}${path}`,
          {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            clearStorageTypes: variant.clear,
          },
          variant.config,
        );
      if (variant.warmUp) {
        // The visit that makes the visitor a returning one; the state of earlier pages goes first.
        await lighthouse(`${variant.origin}${path}`, {
          port: chromium.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
          clearStorageTypes: FIRST_VISIT,
        });
      }
      for (let run = 0; run < runs; run += 1) {
        const result = await audit();
        const { categories, audits } = result.lhr;
        samples.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          failed: Object.values(audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
          diagnostics: diagnosticsOf(audits),
        });
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const row = {
        page: pageName,
        path,
        variant: variant.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        cls: Number(pick('cls').toFixed(3)),
        failedAudits: [...new Set(samples.flatMap((sample) => sample.failed))],
        // What explains the figures: the LCP element and its phases, main-thread time by kind and
        // the long tasks, from the run whose performance score is the median.
        diagnostics: samples.toSorted((a, b) => a.performance - b.performance)[Math.floor(samples.length / 2)]
          .diagnostics,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await chromium.close();
  proxy.close();
  await site.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  `| page | variant | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |`,
  `|---|---|---|---|---|---|---|---|---|`,
  ...rows.map(
    (row) =>
      `| ${row.page} | ${row.variant} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`,
  ),
].join('\n');
mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(`bench/results/web-lighthouse-${stamp}.json`, JSON.stringify({ pages, runs, rows }, null, 2));
writeFileSync(`bench/results/web-lighthouse-${stamp}.md`, `${table}\n`);
console.log(
  `\n${table}\n\nMedian of ${runs} runs each; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}.`,
);
