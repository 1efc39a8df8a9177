import { randomUUID } from 'node:crypto';

import postgres from 'postgres';

import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by `DATABASE_URL` (the test script starts a throw-away PostgreSQL 15),
 * dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
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
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** A fresh database with a small seeded catalogue (fixed seed and date, so results are stable). */
export async function openSeededDatabase(products = 300): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  const { seedCatalogue } = await import('../seed/generate');
  await seedCatalogue(handle.db, { products, seed: 11, now: SEED_NOW });
  return handle;
}

/** "Today" of the seeded test catalogue. */
export const SEED_NOW = new Date('2026-11-21T12:00:00Z');
