import { FLAG_FILTERS, type FlagFilterName } from '@kwc/domain';
import type { Sort } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../../db/client';
import { openSeededDatabase, SEED_NOW } from '../../testing/database';
import { CatalogueDictionary } from '../dictionary';
import { emptyFilters, type FacetCounts, type ListingFilters } from '../listing';
import { countFacets, listProducts } from '../sql-oracle';
import { FacetIndex } from './facet-index';

// The in-memory index against the SQL oracle (sql-oracle.ts `countFacets` / `listProducts`, the
// brute-force reference): the same counts and the same pages for random filters, before and after
// random writes to the products table.

const TODAY = SEED_NOW.toISOString().slice(0, 10);
let database: DatabaseHandle;
let dictionary: CatalogueDictionary;
let index: FacetIndex;
let categoryIds: number[];
let categoryPaths: number[][];
let brandIds: number[];
let shopIds: number[];
let ingredientIds: number[];
let patterns: string[];
let productIds: number[];
let writes = 0;
let largeListings = 0;

beforeAll(async () => {
  database = await openSeededDatabase(300);
  // Many equal sort keys, so that pages depend on the id tie-break as much as on the keys.
  await database.db.execute(sql`update products set number_of_hits = id % 3, number_of_reviews = id % 4,
      popularity = round(popularity::numeric, -1), price = round(price, -3), rating = round(rating)`);
  dictionary = new CatalogueDictionary(database.db);
  await dictionary.ready();
  index = new FacetIndex(database.db);
  const categories = await queryRows<{ id: number; path: number[] }>(
    database.db,
    sql`select id, path from categories where kind = 'category' and product_count > 0`,
  );
  categoryIds = categories.map((row) => row.id);
  categoryPaths = categories.map((row) => row.path);
  brandIds = [...dictionary.brands.keys()].slice(0, 40);
  shopIds = [...dictionary.shops.keys()];
  patterns = [...dictionary.patterns.keys()];
  const used = await queryRows<{ id: number }>(
    database.db,
    sql`select distinct unnest(ingredient_ids) as id from products order by 1 limit 60`,
  );
  ingredientIds = used.map((row) => row.id);
  productIds = (await queryRows<{ id: number }>(database.db, sql`select id from products order by id`)).map(
    (row) => row.id,
  );
}, 120_000);
afterAll(async () => {
  await database.close();
});

const pick = <T>(values: readonly T[], seed: number): T => values[seed % values.length]!;
const subset = <T>(values: readonly T[], mask: number, max: number): T[] =>
  values.filter((_, i) => (mask >> (i % 30)) & 1).slice(0, max);

/** Each filter is on in about one listing of five, so many listings stay long enough to page. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

function priceBound(max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.nat({ max }),
    fc.nat({ max: max / 1000 }).map((tens) => tens * 1000),
  );
}

const filtersArbitrary = fc.record({
  scope: sometimes(fc.nat()),
  brands: sometimes(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 }))),
  options: sometimes(fc.tuple(fc.nat(), fc.nat())),
  shops: sometimes(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 2 }))),
  withIngredients: sometimes(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 2 }))),
  withoutIngredients: sometimes(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 2 }))),
  // Bounds on whole tens of złoty as often as not: prices are rounded so (see beforeAll), and a
  // bound equal to a product's value must keep it, in both listings.
  price: sometimes(fc.tuple(fc.option(priceBound(40_000)), fc.option(priceBound(90_000)))),
  reviews: sometimes(fc.tuple(fc.option(fc.nat({ max: 3 })), fc.option(fc.nat({ max: 3 })))),
  hits: sometimes(fc.tuple(fc.option(fc.nat({ max: 2 })), fc.option(fc.nat({ max: 2 })))),
  flags: sometimes(fc.subarray([...FLAG_FILTERS], { minLength: 1, maxLength: 2 })),
  text: sometimes(fc.constantFrom('krem', 'serum do twarzy', 'szampon', 'nawilżający', 'witamina')),
  includeNonPublic: fc.boolean(),
});

type RawFilters = typeof filtersArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toFilters(raw: RawFilters): ListingFilters {
  const filters = emptyFilters(raw.scope === null ? null : pick(categoryIds, raw.scope));
  if (raw.brands) filters.brands = subset(brandIds, raw.brands[0], raw.brands[1]);
  if (raw.options) {
    const code = pick(patterns, raw.options[0]);
    const options = dictionary.patterns.get(code)!.options.map((option) => option.id);
    filters.options.set(code, subset(options, raw.options[1], 2));
  }
  if (raw.shops) filters.shops = subset(shopIds, raw.shops[0], raw.shops[1]);
  if (raw.withIngredients) filters.withIngredients = subset(ingredientIds, ...raw.withIngredients);
  if (raw.withoutIngredients) filters.withoutIngredients = subset(ingredientIds, ...raw.withoutIngredients);
  if (raw.price) filters.ranges.price = { min: raw.price[0], max: raw.price[1] };
  if (raw.reviews) filters.ranges.number_of_reviews = { min: raw.reviews[0], max: raw.reviews[1] };
  if (raw.hits) filters.ranges.number_of_hits = { min: raw.hits[0], max: raw.hits[1] };
  filters.flags = new Set<FlagFilterName>(raw.flags ?? []);
  filters.text = raw.text;
  filters.includeNonPublic = raw.includeNonPublic;
  return filters;
}

const SORTS: (Sort | null)[] = [
  null,
  { value: 'relevance', direction: 'desc' },
  { value: 'price', direction: 'asc' },
  { value: 'price', direction: 'desc' },
  { value: 'latest', direction: 'desc' },
  { value: 'rating', direction: 'desc' },
  { value: 'rating', direction: 'asc' },
  { value: 'number_of_reviews', direction: 'asc' },
  { value: 'number_of_hits', direction: 'desc' },
  { value: 'number_of_reviews_last_week', direction: 'desc' },
  { value: 'number_of_views_last_week', direction: 'desc' },
] as Sort[];

/** One random write to the products table, as an importer, a moderator or an editor would make. */
const writeArbitrary = fc.record({
  kind: fc.constantFrom('update', 'update', 'update', 'insert', 'delete', 'tie'),
  product: fc.nat(),
  other: fc.nat(),
  mask: fc.nat(),
  price: fc.option(fc.integer({ min: 100, max: 90_000 })),
  flag: fc.boolean(),
});

async function applyWrite(write: {
  kind: string;
  product: number;
  other: number;
  mask: number;
  price: number | null;
  flag: boolean;
}) {
  const db = database.db;
  const id = pick(productIds, write.product);
  writes++;
  if (write.kind === 'delete') {
    await db.execute(sql`delete from products where id = ${id}`);
    productIds = productIds.filter((value) => value !== id);
    return;
  }
  if (write.kind === 'insert') {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (sku, slug, url_path, brand_id, category_id, category_path, name, price,
            property_option_ids, partner_shop_ids, ingredient_ids, popularity, rating, number_of_reviews, bestseller)
          select 'KWC-T' || ${writes}, slug || '-t' || ${writes}, url_path || '-t' || ${writes}, ${pick(brandIds, write.other)},
            category_id, category_path, name || ' nowość', ${write.price}, property_option_ids, partner_shop_ids,
            ingredient_ids, popularity, rating, number_of_reviews, ${write.flag}
          from products where id = ${id}
          returning id`,
    );
    productIds.push(row!.id);
    return;
  }
  if (write.kind === 'tie') {
    // Equal sort keys: the order must fall back to the id, as in SQL.
    const other = pick(productIds, write.other);
    await db.execute(sql`update products p set popularity = o.popularity, price = o.price, rating = o.rating,
        number_of_reviews = o.number_of_reviews from products o where p.id = ${id} and o.id = ${other}`);
    return;
  }
  const options = subset([...dictionary.optionById.keys()], write.mask, 4);
  const path = pick(categoryPaths, write.other);
  await db.execute(sql`update products set
      price = ${write.price}, brand_id = ${pick(brandIds, write.mask)},
      category_path = ${sql.raw(`array[${path.join(',')}]::int[]`)},
      property_option_ids = ${sql.raw(`array[${options.join(',')}]::int[]`)},
      partner_shop_ids = ${sql.raw(`array[${subset(shopIds, write.mask >> 3, 3).join(',')}]::int[]`)},
      bestseller = ${write.flag}, offer_sale = ${!write.flag}, is_public = ${write.mask % 7 !== 0},
      new_until_date = ${write.flag ? sql`${TODAY}::date + 3` : sql`null`},
      rating = ${(write.mask % 50) / 10}, number_of_reviews = number_of_reviews + 1,
      number_of_hits = ${write.mask % 13}, popularity = popularity + ${(write.mask % 100) / 7}
      where id = ${id}`);
}

const sorted = (map: Map<number, number>) => [...map].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
const comparable = (counts: FacetCounts) => ({
  ...counts,
  brands: sorted(counts.brands),
  options: sorted(counts.options),
  shops: sorted(counts.shops),
  ingredients: sorted(counts.ingredients),
});

describe('the in-memory listing index', () => {
  it('counts facets and pages listings exactly like the SQL reference, also after writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(writeArbitrary, { maxLength: 3 }),
        filtersArbitrary,
        fc.nat({ max: SORTS.length - 1 }),
        fc.integer({ min: 1, max: 4 }),
        async (batch, raw, sortIndex, page) => {
          for (const write of batch) await applyWrite(write);
          const filters = toFilters(raw);
          const sort = SORTS[sortIndex]!;
          const category = filters.scope === null ? undefined : await categoryPatterns(filters.scope);
          const options = {
            patterns: category ?? patterns.slice(0, 4),
            ingredientOptions: ingredientIds.slice(0, 20),
            today: TODAY,
          };
          const [fromIndex, fromSql] = await Promise.all([
            index.countFacets(filters, options, dictionary),
            countFacets(database.db, filters, options, dictionary),
          ]);
          expect(comparable(fromIndex)).toEqual(comparable(fromSql));
          const request = { sort, page, pageSize: 7, today: TODAY };
          const [pageFromIndex, pageFromSql] = await Promise.all([
            index.listProducts(dictionary, filters, request),
            listProducts(database.db, dictionary, filters, request),
          ]);
          expect(pageFromIndex.total).toBe(pageFromSql.total);
          if (pageFromSql.total > 7) largeListings++;
          expect(pageFromIndex.products.map((product) => product.sku)).toEqual(
            pageFromSql.products.map((product) => product.sku),
          );
        },
      ),
      { numRuns: 120 },
    );
    // The property ran against a changing catalogue, not a frozen one.
    expect(writes).toBeGreaterThan(50);
    // …and many listings were long enough for sorting and paging to matter.
    expect(largeListings).toBeGreaterThan(20);
    expect(index.productCount).toBe(productIds.length);
  }, 240_000);

  it('keeps both bounds of every range filter, as the SQL reference does', async () => {
    const [product] = await queryRows<{
      sku: string;
      price: number;
      number_of_reviews: number;
      number_of_hits: number;
    }>(
      database.db,
      sql`select sku, price, number_of_reviews, number_of_hits from products
          where is_public and price is not null order by id limit 1`,
    );
    const { price, number_of_reviews: reviews, number_of_hits: hits } = product!;
    const skusOf = async (ranges: ListingFilters['ranges']) => {
      const filters = { ...emptyFilters(null), ranges };
      const request = { sort: null, page: 1, pageSize: 10_000, today: TODAY };
      const [fromIndex, fromSql] = await Promise.all([
        index.listProducts(dictionary, filters, request),
        listProducts(database.db, dictionary, filters, request),
      ]);
      expect(fromIndex.products.map((row) => row.sku)).toEqual(fromSql.products.map((row) => row.sku));
      return fromIndex.products.map((row) => row.sku);
    };
    for (const [name, value] of [
      ['price', price],
      ['number_of_reviews', reviews],
      ['number_of_hits', hits],
    ] as const) {
      expect(await skusOf({ [name]: { min: value, max: value } })).toContain(product!.sku);
      expect(await skusOf({ [name]: { min: null, max: value } })).toContain(product!.sku);
      expect(await skusOf({ [name]: { min: value, max: null } })).toContain(product!.sku);
      expect(await skusOf({ [name]: { min: null, max: value - 1 } })).not.toContain(product!.sku);
      expect(await skusOf({ [name]: { min: value + 1, max: null } })).not.toContain(product!.sku);
    }
  });

  it('reloads everything after the table is truncated and filled again', async () => {
    const before = await index.countFacets(
      emptyFilters(null),
      { patterns: [], ingredientOptions: [], today: TODAY },
      dictionary,
    );
    expect(before.brands.size).toBeGreaterThan(0);
    // A plain table: on PostgreSQL the next statement may run on another pooled connection.
    await database.db.execute(sql`create table saved_products as select * from products`);
    await database.db.execute(sql`truncate products`);
    const empty = await index.listProducts(dictionary, emptyFilters(null), {
      sort: null,
      page: 1,
      pageSize: 5,
      today: TODAY,
    });
    expect(empty).toEqual({ products: [], total: 0 });
    await database.db.execute(sql`insert into products select * from saved_products`);
    await database.db.execute(sql`drop table saved_products`);
    const everything = { ...emptyFilters(null), includeNonPublic: true };
    const after = await index.listProducts(dictionary, everything, { sort: null, page: 1, pageSize: 5, today: TODAY });
    expect(after.total).toBe(productIds.length);
  });
});

const patternsByCategory = new Map<number, string[]>();
async function categoryPatterns(id: number): Promise<string[]> {
  let found = patternsByCategory.get(id);
  if (!found) {
    const [row] = await queryRows<{ property_patterns: string[] }>(
      database.db,
      sql`select property_patterns from categories where id = ${id}`,
    );
    found = row?.property_patterns ?? [];
    patternsByCategory.set(id, found);
  }
  return found;
}
