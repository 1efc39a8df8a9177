import { monitorEventLoopDelay } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from './client';
import { menuItems } from './schema';

// PGlite specifics only: PostgreSQL runs out of process anyway.
describe('PGlite in a worker thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the event loop free while a heavy query runs', async () => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000) as s(i) where i % 7 = 0`);
    const queryMs = performance.now() - started;
    histogram.disable();
    const maxDelayMs = histogram.max / 1e6;
    // The query itself must be long enough for a blocked loop to show.
    expect(queryMs).toBeGreaterThan(150);
    expect(maxDelayMs).toBeLessThan(queryMs / 2);
  });

  it('rolls a failed transaction back and keeps other queries out until it ends', async () => {
    const outside: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(menuItems).values({ menuId: 'uroda', title: 'Tymczasowa', type: 'wrapper', level: 1 });
        const concurrent = database.db
          .select({ title: menuItems.title })
          .from(menuItems)
          .then((rows) => outside.push(...rows.map((row) => row.title)));
        await new Promise((resolve) => setTimeout(resolve, 50));
        void concurrent;
        throw new Error('przerwane');
      }),
    ).rejects.toThrow('przerwane');
    const rows = await database.db.select().from(menuItems);
    expect(rows).toHaveLength(0);
    expect(outside).toEqual([]);
  });

  it('reports PostgreSQL error codes like a server does', async () => {
    await database.db
      .insert(menuItems)
      .values({ menuId: 'uroda', title: 'Perfumy', type: 'category', level: 1, parentId: 1 });
    const duplicate = database.db
      .insert(menuItems)
      .values({ menuId: 'uroda', title: 'Perfumy', type: 'category', level: 1, parentId: 1 });
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('opens a copy of itself from a dump: the same rows, changed on their own', async () => {
    await database.db.insert(menuItems).values({ menuId: 'uroda', title: 'Kopia', type: 'wrapper', level: 1 });
    const copy = await openDatabase({ template: await database.dump!() });
    try {
      const titles = async (handle: DatabaseHandle) =>
        (await handle.db.select({ title: menuItems.title }).from(menuItems)).map((row) => row.title).sort();
      expect(await titles(copy)).toEqual(await titles(database));
      expect(await titles(copy)).toContain('Kopia');
      await copy.db.insert(menuItems).values({ menuId: 'uroda', title: 'Tylko w kopii', type: 'wrapper', level: 1 });
      expect(await titles(copy)).toContain('Tylko w kopii');
      expect(await titles(database)).not.toContain('Tylko w kopii');
    } finally {
      await copy.close();
    }
    await expect(openDatabase({ template: new Uint8Array(), dataDir: '/tmp/kwc-never' })).rejects.toThrow(
      'in memory only',
    );
  });
});
