import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../../db/client';
import { openSeededDatabase, SEED_NOW } from '../../testing/database';
import { CatalogueDictionary } from '../dictionary';
import { emptyFilters } from '../listing';
import { FacetIndex, pruneChangeLog } from './facet-index';

// The listing index follows the catalogue_changes log; these are the log's awkward cases: rows that
// become visible after rows numbered above them, and rows pruned before an index read them.

const TODAY = SEED_NOW.toISOString().slice(0, 10);
let database: DatabaseHandle;
let dictionary: CatalogueDictionary;
let productIds: number[];

beforeAll(async () => {
  database = await openSeededDatabase(60);
  dictionary = new CatalogueDictionary(database.db);
  await dictionary.ready();
  productIds = (
    await queryRows<{ id: number }>(database.db, sql`select id from products where is_public order by id`)
  ).map((row) => row.id);
});
afterAll(async () => {
  await database.close();
});

/** Skus the index lists at exactly this price (in grosze), after syncing. */
async function listedAtPrice(index: FacetIndex, price: number): Promise<string[]> {
  const filters = emptyFilters(null);
  filters.ranges.price = { min: price, max: price };
  const page = await index.listProducts(dictionary, filters, { sort: null, page: 1, pageSize: 50, today: TODAY });
  return page.products.map((product) => product.sku).sort();
}

const skuOf = async (id: number) =>
  (await queryRows<{ sku: string }>(database.db, sql`select sku from products where id = ${id}`))[0]!.sku;

describe('the listing index and its change log', () => {
  it('orders products without a price after the priced ones and among themselves by id, as SQL does', async () => {
    const index = new FacetIndex(database.db);
    await database.db.execute(
      sql`update products set price = null where id = any(${sql.raw(`array[${productIds.slice(5, 25).join(',')}]::int[]`)})`,
    );
    for (const direction of ['asc', 'desc'] as const) {
      const page = await index.listProducts(dictionary, emptyFilters(null), {
        sort: { value: 'price', direction },
        page: 1,
        pageSize: 100,
        today: TODAY,
      });
      const expected = await queryRows<{ sku: string }>(
        database.db,
        sql`select sku from products where is_public
            order by price ${sql.raw(direction)} nulls last, id limit 100`,
      );
      expect(page.products.map((product) => product.sku)).toEqual(expected.map((row) => row.sku));
    }
  });

  it('reads everything again when rows after its position were pruned before it read them', async () => {
    const index = new FacetIndex(database.db);
    await index.sync();
    const [first, second] = productIds;
    await database.db.execute(sql`update products set price = 111111 where id = ${first!}`);
    await database.db.execute(sql`update products set price = 222222 where id = ${second!}`);
    // Only the newest row is left: the first write's row is gone before this index saw it.
    expect(await pruneChangeLog(database.db, 0)).toBeGreaterThan(0);
    const [left] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from catalogue_changes`);
    expect(left!.n).toBe(1);
    expect(await listedAtPrice(index, 111111)).toEqual([await skuOf(first!)]);
    expect(await listedAtPrice(index, 222222)).toEqual([await skuOf(second!)]);
  });

  it('keeps the log’s newest row and recent rows when pruning', async () => {
    await database.db.execute(sql`update products set price = 333333 where id = ${productIds[2]!}`);
    expect(await pruneChangeLog(database.db, 60_000)).toBe(0);
    const [head] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from catalogue_changes`);
    expect(head!.n).toBeGreaterThan(0);
  });

  // Two transactions at once need a server: PGlite has one connection (npm test runs this file on
  // PostgreSQL too, in the api-postgres suite).
  it.runIf(process.env.DATABASE_URL)(
    'applies a write committed after a later-numbered one (a longer transaction)',
    async () => {
      const index = new FacetIndex(database.db);
      await index.sync();
      const [slow, quick] = [productIds[3]!, productIds[4]!];
      await database.db.transaction(async (tx) => {
        // Takes its log number first…
        await tx.execute(sql`update products set price = 444444 where id = ${slow}`);
        // …while another connection writes and commits a higher number, which the index applies.
        await database.db.execute(sql`update products set price = 555555 where id = ${quick}`);
        expect(await listedAtPrice(index, 555555)).toEqual([await skuOf(quick)]);
      });
      // The slower transaction's row appears below the index's position; within the check interval
      // (a second) the index finds and applies it.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await listedAtPrice(index, 444444)).toEqual([await skuOf(slow)]);
    },
  );
});
