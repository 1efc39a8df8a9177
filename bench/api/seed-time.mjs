// `node bench/api/seed-time.mjs [--products 100000] [--seed 20261121]`: times the demo catalogue's
// generation into a throw-away PGlite folder (the benchmarks' seed, "today" and focus), printing the
// time at each of the seed's progress messages. Needs the API build (`node scripts/build.mjs`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '20261121' },
  },
});
const api = await import('../../apps/api/dist/index.js');
const dir = mkdtempSync(join(tmpdir(), 'kwc-seed-time-'));
const database = await api.openDatabase({ dataDir: join(dir, 'pglite') });
const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  const summary = await api.seedCatalogue(database.db, {
    products: Number(values.products),
    seed: Number(values.seed),
    now: new Date('2026-11-21T12:00:00Z'),
    focus: { urlKey: 'pielegnacja-twarzy', share: 1 / 3 },
    log: (message) => console.log(`[${at()}] ${message}`),
  });
  console.log(`[${at()}] gotowe`, summary, `heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB`);
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
