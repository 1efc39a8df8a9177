// Server-side rendering throughput of a listing page: the production server pinned to one core
// (taskset -c 0, NODE_ENV=production), this load generator on the other, 3 runs of 10 s, median.
// Usage: node bench/web/ssr.mjs [--products 5000] [--concurrency 16] [--seconds 10] [--runs 3]
//        [--page-cache on|off]  (off: every request renders; on: anonymous pages come from the page cache)
//        [--data-cache on|off]  (on: the renderer reads the API's shared answers kept in the process;
//                                off: every render queries the database)
//        [--fragment-cache on|off]  (on: the listing's controls are rendered once per listing state and
//                                    data, and later renders write the kept markup; off: every render)
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { runLoad } from '../lib/load.mjs';
import { median, pickPages, startSite } from '../lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3451' },
    'page-cache': { type: 'string', default: 'on' },
    'data-cache': { type: 'string', default: 'on' },
    'fragment-cache': { type: 'string', default: 'on' },
  },
});

// This process runs on core 1; the server on core 0.
try {
  const { execFileSync } = await import('node:child_process');
  execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
} catch {
  console.warn('taskset is not available: server and load generator share the cores');
}

const site = await startSite({
  port: Number(options.port),
  products: Number(options.products),
  cpus: '0',
  env: {
    KWC_PAGE_CACHE: options['page-cache'],
    KWC_DATA_CACHE: options['data-cache'],
    KWC_FRAGMENT_CACHE: options['fragment-cache'],
  },
});
const rows = [];
try {
  const pages = await pickPages(site.origin);
  for (const [name, path] of Object.entries(pages)) {
    const runs = [];
    for (let run = 0; run < Number(options.runs); run += 1) {
      runs.push(
        await runLoad({
          urls: [`${site.origin}${path}`],
          concurrency: Number(options.concurrency),
          durationMs: Number(options.seconds) * 1000,
        }),
      );
    }
    const row = {
      page: name,
      path,
      rps: Math.round(median(runs.map((r) => r.rps))),
      p50: median(runs.map((r) => r.p50)).toFixed(1),
      p95: median(runs.map((r) => r.p95)).toFixed(1),
      p99: median(runs.map((r) => r.p99)).toFixed(1),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await site.stop();
}
const table = [
  '| page | req/s (1 core) | p50 ms | p95 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.page} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
].join('\n');
const settings = `concurrency ${options.concurrency}, ${options.seconds} s × ${options.runs} runs, median; ${options.products} products; page cache ${options['page-cache']}, data cache ${options['data-cache']}, fragment cache ${options['fragment-cache']}.`;
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/web-ssr-${new Date().toISOString().replace(/[:.]/g, '-')}.md`,
  `${table}\n\n${settings}\n`,
);
console.log(`\n${table}\n\n${settings}`);
