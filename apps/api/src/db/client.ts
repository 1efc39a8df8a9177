import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

import { polishDictionaryFiles } from '../search/dictionary';
import { PGliteWorkerClient } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle database over either driver: the API code is written once against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite kept on disk: its folder (the token secret is kept beside it). */
  dataDir?: string;
  /** A throw-away database (tests): like an in-memory one, it may run with a per-process token secret. */
  throwaway?: boolean;
  /** PGlite only: the whole database as a tarball, to open another with (`DatabaseOptions.template`). */
  dump?(): Promise<Uint8Array>;
  /**
   * PostgreSQL only: runs `work` holding the start-up lock (an advisory lock) that migrations take
   * too, so processes starting together on one server migrate and seed one after the other.
   */
  startupLock?<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; `undefined` keeps the database in memory. */
  dataDir?: string;
  /** PGlite in memory only: start from this `dump()` of another database instead of an empty one. */
  template?: Uint8Array;
}

function findUp(start: string, name: string): string | undefined {
  let dir = start;
  for (;;) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

// Resolved from this module, not the working directory: it runs from src/db/ in development and
// from dist/ once built (TOOLING-NOTES).
const migrationsFolder = findUp(dirname(fileURLToPath(import.meta.url)), 'drizzle')!;

/** The repository's `.data/` folder, where the embedded database lives by default. */
export function defaultDataDir(): string {
  const repoRoot = dirname(findUp(dirname(fileURLToPath(import.meta.url)), 'pnpm-workspace.yaml') ?? process.cwd());
  return resolve(repoRoot, '.data', 'pglite');
}

/** Rows of a raw `db.execute` result: the PGlite driver wraps them in `{ rows }`, postgres.js does not. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Database,
  query: Parameters<Database['execute']>[0],
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** The advisory lock key of migrations and the first start's seeding (any constant bigint; 'KWCSTART'). */
const STARTUP_LOCK_KEY = '5428881900993335892';

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      max: 10,
      onnotice: () => undefined,
      // postgres.js waits up to 20 s between attempts after a few refused ones (3^n / 100 s): after a
      // PostgreSQL restart the site would stall that long. At most 1 s, it is back within a second.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      // A connection attempt that gets no answer fails the request (503) instead of waiting 30 s.
      connect_timeout: 10,
    });
    const db = drizzlePostgres(client, { schema });
    const startupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session lock on a connection of its own: the work runs on the pool's other connections.
      const held = await client.reserve();
      try {
        await held`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
        try {
          return await work();
        } finally {
          await held`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`;
        }
      } finally {
        held.release();
      }
    };
    // drizzle's migrator takes no lock: two processes starting at once would both apply a migration.
    await startupLock(() => migratePostgres(db, { migrationsFolder }));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      startupLock,
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.template && options.dataDir) throw new Error('openDatabase: a template opens in memory only');
  const client = new PGliteWorkerClient(options.dataDir, { ...(await polishDictionaryFiles()) }, options.template);
  await client.ready;
  // The worker client implements the part of PGlite's interface that drizzle-orm/pglite calls.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  // The first use of the Polish dictionary loads it (~1 s): pay that now, not on a visitor's search.
  await db.execute(sql`select to_tsvector('polish', 'kremy'), to_tsvector('polish_unaccent', 'kremy')`);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    dump: () => client.dump(),
    close: () => client.close(),
  };
}
