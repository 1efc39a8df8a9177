// How long the first listing after a write takes: the listing index reads the change log and patches
// itself inside that request. PostgreSQL only (the writes come from a second connection, as from
// another process). `node bench/api/refresh.mjs [--size 100000] [--repeat 20]`; not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

import { ensureApiBuild, FOCUS, pinProcessTree, pinSelf, root, seedCatalogue } from './catalogue.mjs';
import { median } from './measure.mjs';
import { defer, settle, startServer } from './processes.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '20' },
    build: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
const repeat = Number(values.repeat);
if (!Number.isSafeInteger(size) || size < 100 || !Number.isSafeInteger(repeat) || repeat < 3) {
  console.error('bench/api/refresh: --size ≥ 100 and --repeat ≥ 3, whole numbers');
  process.exit(2);
}
ensureApiBuild({ rebuild: values.build, allowStale: false });
const api = await import('../../apps/api/dist/index.js');
const postgres = createRequire(join(root, 'apps/api/package.json'))('postgres');

/** Milliseconds of one GET (the answer must be 200). */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

async function main() {
  const {
    connection,
    data,
    timings,
    postgres: server,
  } = await seedCatalogue({
    api,
    engine: 'postgres',
    products: size,
    workDir: '',
    today: new Date().toISOString().slice(0, 10),
    defer,
  });
  console.log(`seeded ${size} products in ${timings.seedSeconds.toFixed(1)} s`);
  pinProcessTree(server.postmasterPid, '0');
  const apiServer = await startServer(connection, '0');
  pinSelf('1');
  const listing = `${apiServer.origin}/api/catalog/category-info?path=${encodeURIComponent(`/${FOCUS.urlKey}`)}`;
  for (let i = 0; i < 50; i++) await timed(listing);
  const health = await (await fetch(`${apiServer.origin}/api/health`)).json();

  const writer = postgres(connection.url, { max: 1, onnotice: () => undefined });
  defer(() => writer.end({ timeout: 5 }));
  if (values.explain) {
    // The plan of text search's product query at this size (the SQL of apps/api textCondition).
    const q = 'krem:* & nawilżający:*';
    const text = 'krem nawilżający';
    const plan = await writer.unsafe(
      `explain (analyze, costs off) select p.id from products p join brands b on b.id = p.brand_id
       where p.id in (select id from products where search_polish @@ to_tsquery('polish', $1)
         union select id from products where search_simple @@ to_tsquery('polish_unaccent', $1)
         union select id from products where not exists (select 1 from products where search_polish @@ to_tsquery('polish', $1))
           and not exists (select 1 from products where search_simple @@ to_tsquery('polish_unaccent', $1))
           and lower(kwc_unaccent($2)) <% search_text)
       and p.is_public
       order by (p.search_text = lower(kwc_unaccent($2)) or lower(kwc_unaccent(b.name)) = lower(kwc_unaccent($2))) desc,
         ts_rank(p.search_polish, to_tsquery('polish', $1)) desc, word_similarity(lower(kwc_unaccent($2)), p.search_text) desc,
         p.popularity desc, p.id limit 10`,
      [q, text],
    );
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
  const ids = data.products.map((product) => product.id);
  const pick = (n) => Array.from({ length: n }, (_, i) => ids[(i * 7919 + n * 31) % ids.length]);
  const rows = [];
  const baseline = [];
  for (let i = 0; i < repeat; i++) baseline.push(await timed(listing));
  rows.push({ label: 'no write (baseline)', times: baseline });
  // 5,000 is above the index's patch limit (2,000): a full reload from the database.
  for (const batch of [1, 100, 1000, 5000]) {
    const times = [];
    const rounds = batch >= 1000 ? Math.max(3, Math.floor(repeat / 4)) : repeat;
    for (let i = 0; i < rounds; i++) {
      await writer`update products set popularity = popularity + 0.001 where id = any(${pick(batch).map((id) => id + i)})`;
      times.push(await timed(listing));
    }
    rows.push({ label: `after updating ${batch.toLocaleString('en')} product${batch > 1 ? 's' : ''}`, times });
  }
  const rssKb = apiServer.rssKb();

  const lines = [
    `# Listing index refresh after writes — ${new Date().toISOString()}`,
    '',
    `Command: \`node ${relative(root, process.argv[1])} ${process.argv.slice(2).join(' ')}\`; ${size.toLocaleString('en')} products,`,
    `PostgreSQL ${server.version}; API server pinned to core 0 with PostgreSQL, requests from core 1.`,
    `Listing: \`/${FOCUS.urlKey}\` (category-info, unfiltered). Each write is one UPDATE from another`,
    'connection; the time is that of the next listing request, which replays the change log first.',
    '',
    `Listing index: ${health.listingIndex.products.toLocaleString('en')} products, ${(health.listingIndex.bytes / 1e6).toFixed(1)} MB of typed arrays and bitsets; API process RSS ${(rssKb / 1024).toFixed(0)} MB.`,
    '',
    '| request | runs | p50 ms | p95 ms | max ms |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ label, times }) =>
        `| ${label} | ${times.length} | ${median(times).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
    ),
    '',
  ];
  const markdown = lines.join('\n');
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `api-refresh-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(file, markdown);
  console.log(`\n${markdown}\nWritten ${relative(root, file)}`);
}

process.once('SIGINT', () => void settle().finally(() => process.exit(130)));
try {
  await main();
} finally {
  await settle();
}
