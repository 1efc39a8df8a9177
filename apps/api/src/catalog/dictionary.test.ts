import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { CatalogueDictionary } from './dictionary';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openSeededDatabase(20);
});
afterAll(async () => {
  await database.close();
});

it('loads again after a failed load instead of keeping the failure', async () => {
  const dictionary = new CatalogueDictionary(database.db);
  await database.db.execute(sql`alter table brands rename to brands_away`);
  try {
    await expect(dictionary.ready()).rejects.toThrow();
    await expect(dictionary.ready()).rejects.toThrow();
  } finally {
    await database.db.execute(sql`alter table brands_away rename to brands`);
  }
  await dictionary.ready();
  expect(dictionary.brands.size).toBeGreaterThan(0);
  expect(dictionary.brandBySlug.size).toBe(dictionary.brands.size);
});

it('keeps the tables it has when a reload fails, and loads them on the next call', async () => {
  const dictionary = new CatalogueDictionary(database.db);
  await dictionary.ready();
  const shops = dictionary.shops.size;
  await database.db.execute(sql`alter table partner_shops rename to partner_shops_away`);
  try {
    await expect(dictionary.reload()).rejects.toThrow();
    expect(dictionary.shops.size).toBe(shops);
  } finally {
    await database.db.execute(sql`alter table partner_shops_away rename to partner_shops`);
  }
  await expect(dictionary.ready()).resolves.toBeUndefined();
  expect(dictionary.shops.size).toBe(shops);
});
