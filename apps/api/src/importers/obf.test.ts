import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import * as t from '../db/schema';
import { flattenCategories } from '../shared/category-tree';
import { isAsciiSlug } from '../shared/slug';
import { openSeededDatabase } from '../testing/database';
import { importCosing } from './cosing';
import {
  brandKey,
  buildObfCategoryMap,
  importObf,
  normaliseBrandName,
  normaliseCode,
  pickCategory,
  productName,
  productSlug,
  UNBRANDED,
  type CategoryTarget,
  type ObfImportSummary,
} from './obf';
import { defaultSourceFiles } from './sources';

describe('OBF record helpers', () => {
  it('takes the first brand, straightens apostrophes and title-cases all-lower-case names', () => {
    expect(normaliseBrandName("Dr. Bronner's Magic Soaps, Dr. Bronner's")).toBe("Dr. Bronner's Magic Soaps");
    expect(normaliseBrandName('Dr. Bronner’s')).toBe("Dr. Bronner's");
    expect(normaliseBrandName('spa naturals')).toBe('Spa Naturals');
    expect(normaliseBrandName('OGX')).toBe('OGX');
    expect(normaliseBrandName('  secret ')).toBe('Secret');
    expect(normaliseBrandName('')).toBeNull();
    expect(normaliseBrandName(null)).toBeNull();
  });

  it('matches brand spellings by letters and digits only', () => {
    expect(brandKey("DR BRONNER'S")).toBe(brandKey("Dr. Bronner's"));
    expect(brandKey("L'Oréal")).toBe('loreal');
    expect(brandKey('Сибирская')).toBe('сибирская');
  });

  it('uses the Polish name when present, else product_name, single-spaced', () => {
    expect(productName({ product_name: '  Cèdre   eau de toilette ' })).toBe('Cèdre eau de toilette');
    expect(productName({ product_name: 'Crème', product_name_pl: 'Krem' })).toBe('Krem');
    expect(productName({ product_name: 42 })).toBe('');
  });

  it('builds slugs from brand and name without repeating the brand', () => {
    expect(productSlug('Fragonard', 'Cèdre eau de toilette')).toBe('fragonard-cedre-eau-de-toilette');
    expect(productSlug('OGX', 'OGX Argan Oil Shampoo')).toBe('ogx-argan-oil-shampoo');
    expect(productSlug('Bez marki', '???')).toBe('bez-marki');
    expect(normaliseCode(' 0012-345 ')).toBe('0012345');
  });

  it('picks the deepest mapped category, the later tag when equally deep', () => {
    const node = (id: number, depth: number): CategoryTarget => ({
      id,
      urlKey: `c${id}`,
      path: [id],
      depth,
      isAdultsOnly: false,
    });
    const map = new Map([
      ['en:makeup', node(1, 1)],
      ['en:lip-makeup', node(2, 2)],
      ['en:lip-gloss', node(3, 3)],
      ['en:lip-balms', node(4, 2)],
    ]);
    expect(pickCategory(['en:makeup', 'en:lip-gloss', 'en:lip-makeup'], map)?.id).toBe(3);
    expect(pickCategory(['en:lip-balms', 'en:lip-makeup'], map)?.id).toBe(2);
    expect(pickCategory(['EN:MAKEUP', 'en:unknown'], map)?.id).toBe(1);
    expect(pickCategory(['en:unknown'], map)).toBeUndefined();
    expect(pickCategory('en:makeup', map)).toBeUndefined();
  });

  it('maps every curated OBF tag to a category when the tree is in the database', () => {
    const rows = flattenCategories().map(({ category, depth }, index) => ({
      id: index + 1,
      urlKey: category.urlKey,
      path: [index + 1],
      depth,
      isAdultsOnly: false,
    }));
    const map = buildObfCategoryMap(rows);
    expect(map.get('en:perfumes')?.urlKey).toBe('perfumy');
    expect(map.get('en:day-creams')?.urlKey).toBe('kremy-na-dzien');
    expect(buildObfCategoryMap([]).size).toBe(0);
  });
});

const files = defaultSourceFiles();
const exists = existsSync(files.obf);
if (!exists) console.warn(`[importers] ${files.obf} is missing: the Open Beauty Facts import tests are skipped`);

/** Computed from the file without the importer: products with a name and a tag our tree maps. */
function expectedImports(): { named: number; importable: Set<string> } {
  const tags = new Set(flattenCategories().flatMap(({ category }) => category.obfTags ?? []));
  const importable = new Set<string>();
  let named = 0;
  for (const line of gunzipSync(readFileSync(files.obf)).toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as { code: string; product_name?: string; categories_tags?: string[] };
    if (!doc.product_name?.trim()) continue;
    named++;
    if ((doc.categories_tags ?? []).some((tag) => tags.has(tag))) importable.add(doc.code);
  }
  return { named, importable };
}

function accounted(summary: ObfImportSummary): number {
  return summary.imported + Object.values(summary.skipped).reduce((sum, n) => sum + (n ?? 0), 0);
}

describe.skipIf(!exists)('importObf on the Open Beauty Facts sample', () => {
  let database: DatabaseHandle;
  let dryRun: ObfImportSummary;
  let first: ObfImportSummary;
  let second: ObfImportSummary;
  let productsBefore = 0;
  let brandsBefore = 0;
  let productsAfterDryRun = 0;
  const expected = exists ? expectedImports() : { named: 0, importable: new Set<string>() };

  beforeAll(async () => {
    database = await openSeededDatabase(50);
    // CosIng first, as in production: OBF labels then find nearly all their INCI names.
    if (existsSync(files.cosing)) await importCosing(database.db, files.cosing);
    const countProducts = async () => (await database.db.select({ n: count() }).from(t.products))[0]!.n;
    productsBefore = await countProducts();
    brandsBefore = (await database.db.select({ n: count() }).from(t.brands))[0]!.n;
    dryRun = await importObf(database.db, files.obf, { dryRun: true });
    productsAfterDryRun = await countProducts();
    first = await importObf(database.db, files.obf);
    second = await importObf(database.db, files.obf);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('imports exactly the products with a name and a mappable category, and accounts for every line', async () => {
    expect(first.read).toBe(1000);
    expect(accounted(first)).toBe(first.read);
    expect(first.imported).toBe(expected.importable.size);
    expect(first.skipped.noName).toBe(1000 - expected.named);
    expect(first.skipped.noCategory).toBe(expected.named - expected.importable.size);
    const [row] = await database.db.select({ n: count() }).from(t.products);
    expect(row!.n).toBe(productsBefore + first.imported);
    expect(first.attribution).toMatch(/Open Beauty Facts contributors/);
  });

  it('writes products with the catalogue conventions', async () => {
    const products = await queryRows<{
      id: number;
      sku: string;
      slug: string;
      url_path: string;
      category_id: number;
      category_path: number[];
      is_adult: boolean;
      price: number | null;
      images: { path: string }[];
      ingredient_ids: number[];
      cat_path: number[];
      cat_adult: boolean;
      listed: number[] | null;
      search_text: string | null;
      source: string;
      source_code: string;
    }>(
      database.db,
      sql`select p.id, p.sku, p.slug, p.url_path, p.category_id, p.category_path, p.is_adult, p.price, p.images,
                 p.ingredient_ids, p.search_text, p.source, p.source_code, c.path as cat_path, c.is_adults_only as cat_adult,
                 (select array_agg(distinct pi.ingredient_id order by pi.ingredient_id) from product_ingredients pi
                   where pi.product_id = p.id) as listed
          from products p join categories c on c.id = p.category_id
          where p.id > ${productsBefore}`,
    );
    expect(products).toHaveLength(first.imported);
    const codes = new Set<string>();
    for (const product of products) {
      expect(product.sku).toBe(`KWC-${product.id}`);
      expect(product.url_path).toBe(`${product.slug},${product.id}`);
      expect(isAsciiSlug(product.slug)).toBe(true);
      expect(product.category_path).toEqual(product.cat_path);
      expect(product.category_path.at(-1)).toBe(product.category_id);
      expect(product.is_adult).toBe(product.cat_adult);
      expect(product.price).toBeNull();
      expect(product.images).toEqual([{ path: `/api/images/products/${product.id}.svg` }]);
      expect(product.ingredient_ids).toEqual(product.listed ?? []);
      // The search trigger ran.
      expect(product.search_text).toBeTruthy();
      expect(product.source).toBe('obf');
      codes.add(product.source_code);
    }
    expect(codes).toEqual(expected.importable);
  });

  it('keeps a known product’s ingredients in label order', async () => {
    const [product] = await database.db.select().from(t.products).where(eq(t.products.sourceCode, '00006860'));
    expect(product).toMatchObject({ name: 'Cèdre eau de toilette' });
    const listed = await queryRows<{ inci: string }>(
      database.db,
      sql`select i.inci from product_ingredients pi join ingredients i on i.id = pi.ingredient_id
          where pi.product_id = ${product!.id} order by pi.position`,
    );
    const incis = listed.map((row) => row.inci);
    // Label: "alcohol denat. (SD alcohol 39C), aqua (water), parfum (fragrance), limonene, citral, linalool."
    if (existsSync(files.cosing))
      expect(incis).toEqual(['ALCOHOL DENAT.', 'AQUA', 'PARFUM', 'LIMONENE', 'CITRAL', 'LINALOOL']);
    else expect(incis).toEqual(['ALCOHOL DENAT.', 'AQUA', 'PARFUM', 'LIMONENE', 'LINALOOL']);
    const [category] = await database.db.select().from(t.categories).where(eq(t.categories.id, product!.categoryId));
    expect(category!.urlKey).toBe('perfumy');
  });

  it('creates missing brands once, with unique slugs and brand pages, and reuses existing ones', async () => {
    expect(first.brandsCreated).toBeGreaterThan(20);
    const [row] = await database.db.select({ n: count() }).from(t.brands);
    expect(row!.n).toBe(brandsBefore + first.brandsCreated);
    const [fragonard] = await database.db.select().from(t.brands).where(eq(t.brands.name, 'Fragonard'));
    expect(fragonard?.slug).toBe('fragonard');
    const pages = await queryRows<{ n: number; counted: number }>(
      database.db,
      sql`select count(*)::int as n, coalesce(sum(product_count), 0)::int as counted from categories
          where kind = 'brand' and url_key in (select 'marka-' || slug from brands where id > ${brandsBefore})`,
    );
    expect(pages[0]!.n).toBe(first.brandPagesCreated);
    const [unbranded] = await database.db.select().from(t.brands).where(eq(t.brands.name, UNBRANDED));
    expect(first.brandPagesCreated).toBe(first.brandsCreated - (unbranded ? 1 : 0));
    expect(pages[0]!.counted).toBeGreaterThan(0);
  });

  it('matches most label entries once CosIng is loaded and counts the rest', () => {
    expect(first.ingredients.productsWithText).toBeGreaterThan(200);
    expect(first.ingredients.productsWithIngredients).toBeGreaterThan(first.ingredients.productsWithText * 0.9);
    if (existsSync(files.cosing)) expect(first.ingredients.matched).toBeGreaterThan(first.ingredients.unmatched * 4);
    expect(first.ingredients.topUnmatched.length).toBeLessThanOrEqual(20);
  });

  it('updates category product counts', async () => {
    const [perfumes] = await database.db.select().from(t.categories).where(eq(t.categories.urlKey, 'perfumy'));
    const [inTree] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where category_path @> array[${perfumes!.id}::int] and is_public`,
    );
    expect(perfumes!.productCount).toBe(inTree!.n);
  });

  it('predicts the real run in a dry run without writing', () => {
    expect(productsAfterDryRun).toBe(productsBefore);
    expect({ ...dryRun, durationMs: 0, dryRun: false }).toEqual({ ...first, durationMs: 0 });
  });

  it('imports nothing on a second run', () => {
    expect(second.imported).toBe(0);
    expect(second.brandsCreated).toBe(0);
    expect(second.skipped.alreadyImported).toBe(first.imported);
  });
});
