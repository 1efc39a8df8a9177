import { randomUUID } from 'node:crypto';

import { count, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';

import { queryRows } from './db/client';
import * as t from './db/schema';
import { openCatalogue } from './startup';

// Several site processes started together on one empty PostgreSQL (docs/operations.md): PostgreSQL
// only (`node scripts/test.mjs api-postgres`); PGlite has one process by construction.
const serverUrl = process.env.DATABASE_URL;
const name = `kwc_startup_${randomUUID().replaceAll('-', '')}`;
const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => undefined }) : undefined;

afterAll(async () => {
  await admin?.unsafe(`drop database if exists ${name} with (force)`);
  await admin?.end({ timeout: 5 });
});

describe.runIf(serverUrl)('processes starting at once on an empty PostgreSQL', () => {
  it('migrate and seed it once: every one starts, on one catalogue', { timeout: 180_000 }, async () => {
    await admin!.unsafe(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const opened = await Promise.all(
      Array.from({ length: 3 }, () => openCatalogue({ url: url.toString(), seedProducts: 15 })),
    );
    try {
      const [products] = await opened[2]!.db.select({ n: count() }).from(t.products);
      expect(products?.n).toBe(15);
      const migrations = await queryRows<{ n: number; distinct: number }>(
        opened[0]!.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(migrations[0]!.n).toBe(migrations[0]!.distinct);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});
