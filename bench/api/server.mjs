// The API alone, as production serves it under `/api` (apps/site/src/server/app.ts strips the
// prefix the same way), over an already seeded database. Started by run.mjs under `taskset`.
// Environment: PORT, and either DATABASE_URL (PostgreSQL) or KWC_DATA_DIR (PGlite data folder).
import { createRequire } from 'node:module';

import { createApi, openDatabase } from '../../apps/api/dist/index.js';

// @hono/node-server and pino are dependencies of apps/api, not of the repository root.
const requireFromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const { serve } = requireFromApi('@hono/node-server');
const pino = requireFromApi('pino');

const port = Number(process.env.PORT);
const url = process.env.DATABASE_URL;
const dataDir = process.env.KWC_DATA_DIR;
if (!Number.isInteger(port) || port <= 0 || (!url && !dataDir)) {
  console.error('bench/api/server.mjs needs PORT and DATABASE_URL or KWC_DATA_DIR (it is started by run.mjs)');
  process.exit(2);
}

const database = await openDatabase(url ? { url } : { dataDir });
const api = createApi(database, { logger: pino({ level: 'silent' }) });

const server = serve({
  hostname: '127.0.0.1',
  port,
  fetch(request) {
    const target = new URL(request.url);
    if (!target.pathname.startsWith('/api/')) return new Response('not found', { status: 404 });
    target.pathname = target.pathname.slice('/api'.length);
    return api.fetch(new Request(target, request));
  },
});

const shutdown = () => {
  server.close();
  void database.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
