import {
  LISTING,
  type Sort,
  BRAND_FILTER,
  FLAG_FILTERS,
  INGREDIENT_FILTER,
  RANGE_FILTERS,
  SHOP_FILTER,
  WITHOUT_INGREDIENT_FILTER,
  type FlagFilterName,
  type Range,
  type RangeFilterName,
} from '@kwc/domain';
import { sql, type SQL } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import { intArray } from '../db/sql';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import { prefixQuery, textCondition } from '../search/phrase';
import type { CatalogueDictionary } from './dictionary';
import type { FacetCounts, ListingFilters, ListingPage } from './listing';

// The listing in SQL: the test oracle the in-memory index (catalog/index) is compared with by
// index/facet-index.property.test.ts. Requests are never answered from it.

/** Filter groups: a facet counts with every group active except its own (multi-select facets). */
type Group = string;

function rangeCondition(column: SQL, range: Range): SQL | null {
  const parts: SQL[] = [];
  if (range.min !== null) parts.push(sql`${column} >= ${range.min}`);
  if (range.max !== null) parts.push(sql`${column} <= ${range.max}`);
  return parts.length === 0 ? null : sql.join(parts, sql` and `);
}

const rangeColumns: Record<RangeFilterName, SQL> = {
  price: sql`products.price`,
  number_of_hits: sql`products.number_of_hits`,
  number_of_reviews: sql`products.number_of_reviews`,
};

/** The conditions of a listing, keyed by filter group. */
function listingConditions(filters: ListingFilters, today: string): Map<Group, SQL> {
  const conditions = new Map<Group, SQL>();
  if (!filters.includeNonPublic) conditions.set('public', sql`products.is_public`);
  if (filters.scope !== null) conditions.set('scope', sql`products.category_path @> ${intArray([filters.scope])}`);
  if (filters.brands.length > 0)
    conditions.set(BRAND_FILTER, sql`products.brand_id = any(${intArray(filters.brands)})`);
  for (const [code, ids] of filters.options) {
    if (ids.length > 0) conditions.set(`pattern:${code}`, sql`products.property_option_ids && ${intArray(ids)}`);
  }
  if (filters.shops.length > 0)
    conditions.set(SHOP_FILTER.name, sql`products.partner_shop_ids && ${intArray(filters.shops)}`);
  if (filters.withIngredients.length > 0) {
    conditions.set(INGREDIENT_FILTER, sql`products.ingredient_ids @> ${intArray(filters.withIngredients)}`);
  }
  if (filters.withoutIngredients.length > 0) {
    conditions.set(
      WITHOUT_INGREDIENT_FILTER,
      sql`not (products.ingredient_ids && ${intArray(filters.withoutIngredients)})`,
    );
  }
  for (const name of RANGE_FILTERS) {
    const range = filters.ranges[name];
    const condition = range ? rangeCondition(rangeColumns[name], range) : null;
    if (condition) conditions.set(`range:${name}`, condition);
  }
  if (filters.flags.has('bestseller')) conditions.set('flag:bestseller', sql`products.bestseller`);
  if (filters.flags.has('offer_sale')) conditions.set('flag:offer_sale', sql`products.offer_sale`);
  if (filters.flags.has('new_until_date'))
    conditions.set('flag:new_until_date', sql`products.new_until_date >= ${today}::date`);
  if (filters.text) conditions.set('text', textCondition(filters.text));
  return conditions;
}

function whereClause(conditions: Map<Group, SQL>, except: (group: Group) => boolean = () => false): SQL {
  const parts = [...conditions].filter(([group]) => !except(group)).map(([, condition]) => condition);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** ORDER BY of each sort of spec section 3; the id breaks ties so pages never overlap. */
// `nulls last` everywhere: it matches the indexes drizzle-kit creates, so sorts can walk an index.
function orderBy(sort: Sort | null, text: string | null): SQL {
  const field = sort?.value ?? 'popularity';
  const direction = sort?.direction ?? 'desc';
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  switch (field) {
    case 'relevance': {
      const query = text ? prefixQuery(text) : null;
      return query
        ? sql`ts_rank(products.search_polish, to_tsquery('polish', ${query})) desc, products.popularity desc nulls last, products.id`
        : sql`products.popularity desc nulls last, products.id`;
    }
    case 'price':
      return sql`products.price ${dir} nulls last, products.id`;
    case 'latest':
      return sql`products.created_at desc nulls last, products.id`;
    case 'rating':
      return sql`products.rating ${dir}, products.number_of_reviews desc nulls last, products.id`;
    case 'number_of_reviews':
      return sql`products.number_of_reviews ${dir} nulls last, products.id`;
    case 'number_of_hits':
      return sql`products.number_of_hits desc nulls last, products.id`;
    case 'number_of_reviews_last_week':
      return sql`products.number_of_reviews_last_week desc nulls last, products.popularity desc nulls last, products.id`;
    case 'number_of_views_last_week':
      return sql`products.number_of_views_last_week desc nulls last, products.popularity desc nulls last, products.id`;
    default:
      return sql`products.popularity desc nulls last, products.id`;
  }
}

/** One page of a listing. Pages past the 10,000-product window come back empty (spec section 9). */
export async function listProducts(
  db: Database,
  dictionary: CatalogueDictionary,
  filters: ListingFilters,
  { sort, page, pageSize, today }: { sort: Sort | null; page: number; pageSize: number; today: string },
): Promise<ListingPage> {
  const conditions = listingConditions(filters, today);
  const where = whereClause(conditions);
  const offset = (page - 1) * pageSize;
  const beyondWindow = offset >= LISTING.productWindow;
  const [rows, [counted]] = await Promise.all([
    beyondWindow
      ? Promise.resolve([] as ProductRow[])
      : queryRows<ProductRow>(
          db,
          sql`select ${productColumns} from products where ${where}
              order by ${orderBy(sort, filters.text)} limit ${Math.min(pageSize, LISTING.productWindow - offset)} offset ${offset}`,
        ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from products where ${where}`),
  ]);
  return { products: rows.map((row) => toProduct(row, dictionary)), total: counted?.total ?? 0 };
}

/**
 * Facet counts of a listing: each group counts products matching every other active filter, so a
 * selected option's siblings still show what selecting them would add. One query per facet group.
 */
export async function countFacets(
  db: Database,
  filters: ListingFilters,
  { patterns, ingredientOptions, today }: { patterns: string[]; ingredientOptions: number[]; today: string },
  dictionary: CatalogueDictionary,
): Promise<FacetCounts> {
  const conditions = listingConditions(filters, today);
  const counts = (rows: { id: number; n: number }[]) => new Map(rows.map((row) => [row.id, row.n]));

  const selectedPatterns = patterns.filter((code) => (filters.options.get(code)?.length ?? 0) > 0);
  const unselectedOptionIds = patterns
    .filter((code) => !selectedPatterns.includes(code))
    .flatMap((code) => dictionary.patterns.get(code)?.options.map((option) => option.id) ?? []);
  const optionQuery = (ids: number[], except: (group: Group) => boolean) =>
    queryRows<{ id: number; n: number }>(
      db,
      sql`select o as id, count(*)::int as n from products, unnest(products.property_option_ids) o
          where ${whereClause(conditions, except)} and o = any(${intArray(ids)}) group by o`,
    );

  const rangeExcept = (group: Group) => group.startsWith('range:');
  const rangeSelect = RANGE_FILTERS.map((name) => {
    const others = RANGE_FILTERS.filter((other) => other !== name)
      .map((other) => conditions.get(`range:${other}`))
      .filter((condition): condition is SQL => condition !== undefined);
    const filter = others.length > 0 ? sql` filter (where ${sql.join(others, sql` and `)})` : sql``;
    return sql`min(${rangeColumns[name]})${filter} as ${sql.raw(`${name}_min`)}, max(${rangeColumns[name]})${filter} as ${sql.raw(`${name}_max`)}`;
  });
  const flagSelect = FLAG_FILTERS.map((name) => {
    const own =
      name === 'new_until_date' ? sql`products.new_until_date >= ${today}::date` : sql.raw(`products.${name}`);
    const others = FLAG_FILTERS.filter((other) => other !== name)
      .map((other) => conditions.get(`flag:${other}`))
      .filter((condition): condition is SQL => condition !== undefined);
    return sql`count(*) filter (where ${sql.join([own, ...others], sql` and `)})::int as ${sql.raw(name)}`;
  });

  const [brandRows, unselectedRows, selectedRows, shopRows, ingredientRows, [rangeRow], [flagRow]] = await Promise.all([
    queryRows<{ id: number; n: number }>(
      db,
      sql`select products.brand_id as id, count(*)::int as n from products
          where ${whereClause(conditions, (group) => group === BRAND_FILTER)} group by products.brand_id`,
    ),
    unselectedOptionIds.length > 0 ? optionQuery(unselectedOptionIds, () => false) : Promise.resolve([]),
    Promise.all(
      selectedPatterns.map((code) =>
        optionQuery(
          dictionary.patterns.get(code)?.options.map((option) => option.id) ?? [],
          (group) => group === `pattern:${code}`,
        ),
      ),
    ),
    queryRows<{ id: number; n: number }>(
      db,
      sql`select s as id, count(*)::int as n from products, unnest(products.partner_shop_ids) s
          where ${whereClause(conditions, (group) => group === SHOP_FILTER.name)} group by s`,
    ),
    ingredientOptions.length > 0
      ? queryRows<{ id: number; n: number }>(
          db,
          sql`select i as id, count(*)::int as n from products, unnest(products.ingredient_ids) i
              where ${whereClause(conditions, (group) => group === INGREDIENT_FILTER)} and i = any(${intArray(ingredientOptions)})
              group by i`,
        )
      : Promise.resolve([]),
    queryRows<Record<string, number | null>>(
      db,
      sql`select ${sql.join(rangeSelect, sql`, `)} from products where ${whereClause(conditions, rangeExcept)}`,
    ),
    queryRows<Record<FlagFilterName, number>>(
      db,
      sql`select ${sql.join(flagSelect, sql`, `)} from products
          where ${whereClause(conditions, (group) => group.startsWith('flag:'))}`,
    ),
  ]);

  const options = counts(unselectedRows);
  for (const rows of selectedRows) for (const row of rows) options.set(row.id, row.n);
  const ranges = Object.fromEntries(
    RANGE_FILTERS.map((name) => {
      const min = rangeRow?.[`${name}_min`];
      const max = rangeRow?.[`${name}_max`];
      return [
        name,
        min === null || min === undefined || max === null || max === undefined
          ? null
          : { min: Number(min), max: Number(max) },
      ];
    }),
  ) as FacetCounts['ranges'];
  return {
    brands: counts(brandRows),
    options,
    shops: counts(shopRows),
    ingredients: counts(ingredientRows),
    ranges,
    flags: {
      bestseller: flagRow?.bestseller ?? 0,
      new_until_date: flagRow?.new_until_date ?? 0,
      offer_sale: flagRow?.offer_sale ?? 0,
    },
  };
}
