// The long fuzz run (issue 35): the API's schema-driven fuzzer (apps/api/src/fuzz) for as many
// requests as asked, behind @hono/node-server on a loopback socket, on PGlite or a throw-away
// PostgreSQL 15. Prints the answers per status class and the table-checksum result.
// `node scripts/fuzz.mjs [--requests 100000] [--seed N] [--shards 1] [--database pglite|postgres]`; not part of
// npm test (its short run is apps/api/src/fuzz/fuzz.test.ts: 2,000 requests on PGlite, 500 on PostgreSQL).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { startThrowawayPostgres } from './lib/postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    database: { type: 'string', default: 'pglite' },
    shards: { type: 'string', default: '1' },
  },
});
const requests = Number(values.requests);
if (!(requests >= 1) || !['pglite', 'postgres'].includes(values.database)) {
  console.error('scripts/fuzz.mjs: --requests ≥ 1, --database pglite|postgres, --seed <integer>');
  process.exit(2);
}

const shards = Number(values.shards);
if (!(shards >= 1 && shards <= 8)) {
  console.error('scripts/fuzz.mjs: --shards 1..8');
  process.exit(2);
}
const pg = values.database === 'postgres' ? await startThrowawayPostgres() : null;
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);

/** One vitest process fuzzing `count` requests from `shardSeed`, each with its own database and server. */
function runShard(index, count, shardSeed) {
  const env = {
    ...process.env,
    KWC_FUZZ_REQUESTS: String(count),
    KWC_FUZZ_PROGRESS: String(Math.max(1000, Math.round(count / 10))),
    KWC_FUZZ_SEED: String(shardSeed),
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  if (!pg) delete env.DATABASE_URL;
  let result = null;
  return new Promise((resolve) => {
    const child = spawn(
      join(root, 'node_modules/.bin/vitest'),
      ['run', 'apps/api/src/fuzz/fuzz.test.ts', '--project', 'api', '--reporter', 'verbose'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /KWC_FUZZ_RESULT (\{.*\})/.exec(line);
        if (match) result = JSON.parse(match[1]);
        process.stdout.write(`[shard ${index}, seed ${shardSeed}] ${line}\n`);
      }
    });
    process.on('SIGINT', () => child.kill('SIGTERM'));
    child.on('exit', (exitCode) => resolve({ code: exitCode ?? 1, result }));
  });
}

const started = performance.now();
// Shards run side by side, each its own process, database and seed (`--seed` + shard number).
const outcomes = await Promise.all(
  Array.from({ length: shards }, (_, index) => runShard(index, Math.ceil(requests / shards), seed + index)),
);
await pg?.stop();
const seconds = (performance.now() - started) / 1000;
const code = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
const sum = {};
for (const { result } of outcomes) {
  for (const [name, n] of Object.entries(result ?? {})) sum[name] = (sum[name] ?? 0) + n;
}

console.log(
  `\nfuzz: ${requests} requests asked, ${shards} shard(s), seed ${seed}, database ${values.database}, ${seconds.toFixed(0)} s in all`,
);
if (outcomes.some((outcome) => !outcome.result)) {
  console.log('fuzz: a shard gave no result line (it did not finish)');
  process.exit(1);
}
const { total, refusedWrites, accounts, ...classes } = sum;
console.log(
  `answers: ${Object.entries(classes)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')} (${total} sent)`,
);
console.log(`refused writes checked against the table checksums: ${refusedWrites}; accounts registered: ${accounts}`);
console.log(
  code === 0
    ? 'result: no 5xx, no dropped connection, no hang, no table changed by a refused request'
    : 'result: FAILED — the minimal request and the seed to replay it are printed above',
);
process.exit(code);
