import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import postgres from 'postgres';

import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

/**
 * Where one test run keeps its database templates (set by the Vitest global setup, removed after
 * the run). Without it, every database is built from scratch.
 */
export const TEMPLATES_ENV = 'KWC_TEST_DATABASE_TEMPLATES';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by `DATABASE_URL` (the test script starts a throw-away PostgreSQL 15),
 * dropped again on close.
 */
export function openTestDatabase(): Promise<DatabaseHandle> {
  return openDatabaseFromTemplate('empty', async () => undefined);
}

async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `kwc_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    throwaway: true,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A fresh in-memory PGlite database built by `build`, or a copy of the one an earlier test file of
 * this run built under the same `name` (a copy loads several times faster than initdb, migrations and
 * seeding). On PostgreSQL (`DATABASE_URL`), always built.
 */
export async function openDatabaseFromTemplate(
  name: string,
  build: (db: Database) => Promise<void>,
): Promise<DatabaseHandle> {
  const folder = process.env[TEMPLATES_ENV];
  if (process.env.DATABASE_URL || !folder) {
    const handle = await openEmptyDatabase();
    await build(handle.db);
    return handle;
  }
  const file = join(folder, `${name}.tar`);
  const template = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (template) return openDatabase({ template });
  const handle = await openDatabase({});
  await build(handle.db);
  // Written under a name of its own, then renamed: a file running at the same time reads a whole
  // template or none.
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, await handle.dump!());
  await rename(partial, file);
  return handle;
}

/**
 * A fresh database with a small seeded catalogue (fixed seed and date, so results are stable):
 * `now` is the catalogue's "today" (`SEED_NOW` unless given).
 */
export async function openSeededDatabase(
  products = 300,
  { now = SEED_NOW }: { now?: Date } = {},
): Promise<DatabaseHandle> {
  return openDatabaseFromTemplate(`seeded-${products}-${now.getTime()}`, async (db) => {
    const { seedCatalogue } = await import('../seed/generate');
    await seedCatalogue(db, { products, seed: 11, now });
  });
}

/** "Today" of the seeded test catalogue. */
export const SEED_NOW = new Date('2026-11-21T12:00:00Z');
