// PGlite blocks the thread that calls it for the whole query: this worker owns the instance so the
// server's event loop never waits on one. Kept free of relative imports: Node loads it directly
// (type stripping) in development and tests.
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

interface WorkerRequest {
  id: number;
  op: 'query' | 'exec' | 'dump' | 'close';
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Type oids returned as raw text: drizzle's parsers for these are the identity. */
  rawTypes?: number[];
}

const { dataDir, tsearchFiles, loadDataDir } = workerData as {
  dataDir?: string;
  tsearchFiles?: Record<string, Uint8Array>;
  /** A database to start from (a `dump` of another one): no initdb, its tables and rows as they were. */
  loadDataDir?: Uint8Array;
};
if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });

// PGlite keeps its share folder in memory: the text-search dictionary files go in on every start.
const TSEARCH_DATA = '/pglite/share/postgresql/tsearch_data';

async function open() {
  const db = await PGlite.create({
    dataDir,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir as Uint8Array<ArrayBuffer>]) } : {}),
    extensions: { pg_trgm, unaccent },
  });
  for (const [name, data] of Object.entries(tsearchFiles ?? {})) {
    db.Module.FS.writeFile(`${TSEARCH_DATA}/${name}`, data);
  }
  return db;
}

const ready = open();

function serializeError(error: unknown) {
  const e = error as Record<string, unknown>;
  const fields = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position'];
  return {
    message: error instanceof Error ? error.message : String(error),
    ...Object.fromEntries(fields.filter((f) => e[f] !== undefined).map((f) => [f, e[f]])),
  };
}

parentPort!.on('message', async (request: WorkerRequest) => {
  try {
    const db = await ready;
    if (request.op === 'close') {
      await db.close();
      parentPort!.postMessage({ id: request.id, result: null });
      return;
    }
    if (request.op === 'dump') {
      const bytes = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      parentPort!.postMessage({ id: request.id, result: bytes }, [bytes.buffer]);
      return;
    }
    if (request.op === 'exec') {
      const results = await db.exec(request.sql!);
      parentPort!.postMessage({ id: request.id, result: results });
      return;
    }
    const options: QueryOptions = { rowMode: request.rowMode ?? 'object' };
    if (request.rawTypes?.length) {
      options.parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, (value: string) => value]));
    }
    const result = await db.query(request.sql!, request.params ?? [], options);
    parentPort!.postMessage({ id: request.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: serializeError(error) });
  }
});

ready.then(
  () => parentPort!.postMessage({ id: 0, result: 'ready' }),
  (error: unknown) => parentPort!.postMessage({ id: 0, error: serializeError(error) }),
);
