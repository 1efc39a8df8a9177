import { categoryResponseSchema, encodeCategoryPath, type CategoryResponse } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase, SEED_NOW } from '../testing/database';

interface Row extends Record<string, unknown> {
  brand: string;
  options: number[];
  shops: string[];
  bestseller: boolean;
  offer_sale: boolean;
  is_new: boolean;
}

const CATEGORY = 'pielegnacja-twarzy';
let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let rows: Row[];
let optionIdBySlug: Map<string, { id: number; pattern: string }>;
let patterns: string[];
let urlTemplate: string[];
let brandSlugs: string[];
let shopSlugs: string[];

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
  const today = SEED_NOW.toISOString().slice(0, 10);
  rows = await queryRows<Row>(
    database.db,
    sql`select 'marka-' || b.slug as brand, p.property_option_ids as options,
               array(select s.slug from partner_shops s where s.id = any(p.partner_shop_ids)) as shops,
               p.bestseller, p.offer_sale, coalesce(p.new_until_date >= ${today}::date, false) as is_new
        from products p join brands b on b.id = p.brand_id
        where p.category_path @> array[(select id from categories where url_key = ${CATEGORY})]`,
  );
  const [category] = await queryRows<{ property_patterns: string[]; url_template: string[] }>(
    database.db,
    sql`select property_patterns, url_template from categories where url_key = ${CATEGORY}`,
  );
  patterns = category!.property_patterns;
  urlTemplate = category!.url_template;
  const options = await queryRows<{ id: number; slug: string; pattern_code: string }>(
    database.db,
    sql`select id, slug, pattern_code from property_options`,
  );
  optionIdBySlug = new Map(options.map((o) => [`${o.pattern_code}/${o.slug}`, { id: o.id, pattern: o.pattern_code }]));
  brandSlugs = [...new Set(rows.map((row) => row.brand))].sort();
  shopSlugs = [...new Set(rows.flatMap((row) => row.shops))].sort();
});
afterAll(async () => {
  await database.close();
});

interface Selection {
  brands: string[];
  options: Record<string, string[]>;
  shops: string[];
  flags: ('bestseller' | 'offer_sale' | 'new_until_date')[];
}

/** What the listing must show, counted the slow way over every product of the category. */
function bruteForce(selection: Selection) {
  const optionIds = Object.fromEntries(
    Object.entries(selection.options).map(([code, slugs]) => [
      code,
      slugs.map((slug) => optionIdBySlug.get(`${code}/${slug}`)!.id),
    ]),
  );
  const matches = (row: Row, except: string | null) =>
    (except === 'marka' || selection.brands.length === 0 || selection.brands.includes(row.brand)) &&
    (except === 'partner' ||
      selection.shops.length === 0 ||
      row.shops.some((shop) => selection.shops.includes(shop))) &&
    Object.entries(optionIds).every(
      ([code, ids]) => except === code || ids.length === 0 || row.options.some((id) => ids.includes(id)),
    ) &&
    selection.flags.every((flag) => except === `flag:${flag}` || (flag === 'new_until_date' ? row.is_new : row[flag]));
  return {
    total: rows.filter((row) => matches(row, null)).length,
    brand: (slug: string) => rows.filter((row) => matches(row, 'marka') && row.brand === slug).length,
    shop: (slug: string) => rows.filter((row) => matches(row, 'partner') && row.shops.includes(slug)).length,
    option: (code: string, id: number) => rows.filter((row) => matches(row, code) && row.options.includes(id)).length,
    flag: (flag: Selection['flags'][number]) =>
      rows.filter((row) => matches(row, `flag:${flag}`) && (flag === 'new_until_date' ? row.is_new : row[flag])).length,
  };
}

async function listing(selection: Selection): Promise<CategoryResponse> {
  const keyFilters: Record<string, string[]> = {};
  const additionalFilters: Record<string, string[]> = {};
  if (selection.brands.length > 0) keyFilters.marka = selection.brands;
  for (const [code, slugs] of Object.entries(selection.options)) {
    if (slugs.length === 0) continue;
    if (urlTemplate.includes(code)) keyFilters[code] = slugs;
    else additionalFilters[code] = slugs;
  }
  if (selection.shops.length > 0) additionalFilters.partner = selection.shops;
  for (const flag of selection.flags) additionalFilters[flag] = ['1'];
  const path = encodeCategoryPath(
    { url_key: CATEGORY, queryParams: {}, keyFilters, additionalFilters, sort: null, hash: null },
    { urlTemplate },
  );
  const response = await api.request(`/catalog/category-info?path=${encodeURIComponent(path)}`);
  expect(response.status).toBe(200);
  return categoryResponseSchema.parse(await response.json());
}

describe('facet counts', () => {
  it('equal a brute-force count for random filter combinations', async () => {
    const selectionArbitrary = fc.record({
      brands: fc.subarray(brandSlugs, { maxLength: 3 }),
      options: fc.dictionary(fc.constantFrom(...patterns.slice(0, 3)), fc.constant<string[]>([]), { maxKeys: 2 }),
      shops: fc.subarray(shopSlugs, { maxLength: 2 }),
      flags: fc.subarray(['bestseller', 'offer_sale', 'new_until_date'] as const, { maxLength: 2 }),
      seed: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(selectionArbitrary, async ({ seed, ...raw }) => {
        // Option slugs come from the pattern's own options, picked by the generated seed.
        const options: Record<string, string[]> = {};
        for (const code of Object.keys(raw.options)) {
          const slugs = [...optionIdBySlug.keys()]
            .filter((key) => key.startsWith(`${code}/`))
            .map((key) => key.slice(code.length + 1));
          options[code] = slugs.filter((_, index) => (seed >> index) % 3 === 0).slice(0, 2);
        }
        const selection: Selection = { ...raw, options };
        const expected = bruteForce(selection);
        const response = await listing(selection);
        expect(response.total).toBe(expected.total);
        // Every option that would add products is listed with its count; nothing else is.
        const shown = (name: string) => {
          const facet = response.filters[`agg_${name}`];
          if (facet?.type !== 'options') throw new Error(`no ${name} facet`);
          return Object.fromEntries(facet.options.filter((o) => o.count > 0).map((o) => [o.slug, o.count]));
        };
        const nonZero = (entries: [string, number][]) => Object.fromEntries(entries.filter(([, n]) => n > 0));
        expect(shown('marka')).toEqual(nonZero(brandSlugs.map((slug) => [slug, expected.brand(slug)])));
        expect(shown('partner')).toEqual(nonZero(shopSlugs.map((slug) => [slug, expected.shop(slug)])));
        for (const code of patterns) {
          const slugs = [...optionIdBySlug.entries()].filter(([, o]) => o.pattern === code);
          expect(shown(code)).toEqual(
            nonZero(slugs.map(([key, o]) => [key.slice(code.length + 1), expected.option(code, o.id)])),
          );
        }
        for (const flag of ['bestseller', 'offer_sale', 'new_until_date'] as const) {
          const facet = response.filters[`agg_${flag}`];
          expect(facet?.visible).toBe(expected.flag(flag) > 0 || selection.flags.includes(flag));
        }
      }),
      { numRuns: 25 },
    );
  });
});
