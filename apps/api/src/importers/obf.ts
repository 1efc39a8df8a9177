import { createReadStream, existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

import { BRAND_FILTER, BRAND_URL_KEY_PREFIX } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { refreshProductCounts } from '../catalog/product-counts';
import { flattenCategories } from '../shared/category-tree';
import { toSlug } from '../shared/slug';
import { uniqueSlug } from './cosing';
import { createIngredientMatcher, parseIngredientsText, type IngredientMatcher } from './ingredient-text';
import { OBF_ATTRIBUTION } from './sources';

/** The fields of an Open Beauty Facts product document the importer reads. */
export interface ObfDocument {
  code?: unknown;
  product_name?: unknown;
  product_name_pl?: unknown;
  brands?: unknown;
  categories_tags?: unknown;
  ingredients_text?: unknown;
  ingredients_text_pl?: unknown;
}

/** Why an OBF line did not become a product. */
export type ObfSkipReason =
  | 'invalidJson'
  | 'noCode'
  | 'noName'
  | 'noCategory'
  | 'duplicateCode'
  /** A product with this OBF code is already in the catalogue (an earlier run). */
  | 'alreadyImported';

/** Brand given to products whose OBF record names none (brand_id is required). */
export const UNBRANDED = 'Bez marki';

const MAX_NAME = 200;
const MAX_SLUG_BASE = 80;

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Product name: the Polish one when OBF has it, else `product_name`; single-spaced, at most 200 characters. */
export function productName(doc: ObfDocument): string {
  const name = text(doc.product_name_pl) || text(doc.product_name);
  return name.length > MAX_NAME ? name.slice(0, MAX_NAME).trimEnd() : name;
}

/** OBF codes (barcodes, digits) in the form used as the idempotency key: lower-case a-z0-9. */
export function normaliseCode(value: unknown): string {
  const raw = typeof value === 'number' ? String(value) : text(value);
  return raw.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The brand of an OBF record: the first entry of the comma-separated `brands` field, single-spaced, with
 * typographic apostrophes straightened; an all-lower-case name ("spa naturals") is title-cased, other
 * spellings are kept (OGX, L'Oréal). Null when the field is empty.
 */
export function normaliseBrandName(brands: unknown): string | null {
  const first = text(brands).split(',')[0] ?? '';
  const name = first
    .replace(/[’‘`´]/g, "'")
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  if (!name) return null;
  if (name === name.toLowerCase() && /\p{L}/u.test(name)) {
    return name.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  }
  return name;
}

/**
 * Key brands are matched by: letters and digits only, accents folded ("Dr. Bronner's" and "DR BRONNER'S"
 * are one brand, "L'Oréal" matches a curated slug `loreal`). Names without Latin letters keep their
 * lower-cased form.
 */
export function brandKey(name: string): string {
  return toSlug(name).replace(/-/g, '') || name.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A category of our tree that OBF tags map onto. */
export interface CategoryTarget {
  id: number;
  urlKey: string;
  path: number[];
  depth: number;
  isAdultsOnly: boolean;
}

/**
 * OBF category tag → our category, from the curated `obfTags` (categories.ts) and the categories in the
 * database (found by url key). Tags are compared lower-cased.
 */
export function buildObfCategoryMap(rows: readonly CategoryTarget[]): Map<string, CategoryTarget> {
  const byUrlKey = new Map(rows.map((row) => [row.urlKey, row]));
  const map = new Map<string, CategoryTarget>();
  for (const { category } of flattenCategories()) {
    const target = byUrlKey.get(category.urlKey);
    if (!target) continue;
    for (const tag of category.obfTags ?? []) if (!map.has(tag.toLowerCase())) map.set(tag.toLowerCase(), target);
  }
  return map;
}

/**
 * Our category for a product's `categories_tags`: among the tags that map, the deepest category of our
 * tree; between equally deep ones the tag listed later, because OBF lists a product's categories from the
 * most general to the most specific. Undefined when no tag maps.
 */
export function pickCategory(tags: unknown, map: ReadonlyMap<string, CategoryTarget>): CategoryTarget | undefined {
  if (!Array.isArray(tags)) return undefined;
  let best: CategoryTarget | undefined;
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const target = map.get(tag.trim().toLowerCase());
    if (target && (!best || target.depth >= best.depth)) best = target;
  }
  return best;
}

/** Product slug: brand and name (the brand once, when the name already starts with it). */
export function productSlug(brand: string, name: string): string {
  const nameSlug = toSlug(name);
  const brandSlug = toSlug(brand);
  const readable = brandSlug && !nameSlug.startsWith(brandSlug) ? `${brandSlug}-${nameSlug}` : nameSlug;
  const base = readable.slice(0, MAX_SLUG_BASE).replace(/-+$/, '') || 'produkt';
  return base;
}

/** Opens a JSONL file, gunzipping it when it starts with the gzip magic bytes. */
async function openLines(filePath: string) {
  const handle = await open(filePath, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(filePath);
  const input: Readable = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (error) => input.destroy(error));
  return createInterface({ input, crlfDelay: Infinity });
}

/**
 * Streams the records of an OBF JSONL export (gzipped or not) one line at a time. Lines that are not a JSON
 * object come out with `error`; blank lines are skipped.
 */
export async function* readObfLines(
  filePath: string,
): AsyncGenerator<{ line: number; doc?: ObfDocument; error?: string }> {
  let line = 0;
  for await (const raw of await openLines(filePath)) {
    line++;
    if (!raw.trim()) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (value && typeof value === 'object' && !Array.isArray(value)) yield { line, doc: value as ObfDocument };
      else yield { line, error: 'not an object' };
    } catch (error) {
      yield { line, error: (error as Error).message };
    }
  }
}

export interface ObfImportOptions {
  /** Count what would be imported without writing. */
  dryRun?: boolean;
  /** Products per transaction. @default 200 */
  batchSize?: number;
  /** Progress messages (the CLI prints them). */
  log?: (message: string) => void;
}

export interface ObfImportSummary {
  file: string;
  dryRun: boolean;
  /** Non-blank lines read. Each ends in `imported` or one `skipped` reason. */
  read: number;
  imported: number;
  skipped: Partial<Record<ObfSkipReason, number>>;
  brandsCreated: number;
  /** `marka-…` brand pages created for the new brands (when the catalogue has brand pages; not for `Bez marki`). */
  brandPagesCreated: number;
  /** Imported products per category url key. */
  categories: Record<string, number>;
  ingredients: {
    /** Imported products with a non-empty ingredient list text. */
    productsWithText: number;
    /** Imported products with at least one ingredient matched. */
    productsWithIngredients: number;
    /** Label entries matched to an ingredient / not matched (counted, not created). */
    matched: number;
    unmatched: number;
    distinctUnmatched: number;
    /** The most frequent unmatched names, for curating synonyms. */
    topUnmatched: { name: string; count: number }[];
  };
  durationMs: number;
  attribution: string;
}

interface PendingProduct {
  code: string;
  name: string;
  brandName: string;
  category: CategoryTarget;
  ingredientIds: number[];
}

type BrandEntry = {
  id: number;
  slug: string;
  name: string;
};

/**
 * Imports an Open Beauty Facts JSONL export (streamed; idempotent by OBF code) as products in the seed's
 * conventions; missing brands are created (`Bez marki` when none). Records without a name or a mapped category
 * tag are skipped and counted; unmatched ingredients are counted, not created (label typos never become pages).
 */
export async function importObf(
  db: Database,
  filePath: string,
  options: ObfImportOptions = {},
): Promise<ObfImportSummary> {
  const started = performance.now();
  const dryRun = options.dryRun ?? false;
  const batchSize = options.batchSize ?? 200;
  const log = options.log ?? (() => undefined);
  if (!existsSync(filePath)) throw new Error(`Open Beauty Facts file not found: ${filePath}`);

  const categoryRows = await queryRows<{
    id: number;
    url_key: string;
    path: number[];
    depth: number;
    is_adults_only: boolean;
  }>(db, sql`select id, url_key, path, depth, is_adults_only from categories where kind = 'category'`);
  const categoryMap = buildObfCategoryMap(
    categoryRows.map((row) => ({
      id: row.id,
      urlKey: row.url_key,
      path: row.path,
      depth: row.depth,
      isAdultsOnly: row.is_adults_only,
    })),
  );
  if (categoryMap.size === 0) log('OBF: brak drzewa kategorii w bazie — najpierw uruchom seed');

  const matcher: IngredientMatcher = createIngredientMatcher(
    await queryRows<{ id: number; inci: string }>(db, sql`select id, inci from ingredients order by id`),
  );

  const brands = new Map<string, BrandEntry>();
  const brandSlugs = new Set<string>();
  for (const brand of await queryRows<BrandEntry>(db, sql`select id, slug, name from brands order by id`)) {
    brandSlugs.add(brand.slug);
    for (const key of [brandKey(brand.name), brandKey(brand.slug)]) if (!brands.has(key)) brands.set(key, brand);
  }
  const categoryUrlKeys = new Set(
    (await queryRows<{ url_key: string }>(db, sql`select url_key from categories`)).map((row) => row.url_key),
  );
  const [brandPageTemplate] = await queryRows<{
    property_patterns: string[];
    url_template: string[];
    static_filters: unknown;
  }>(
    db,
    sql`select property_patterns, url_template, static_filters from categories where kind = 'brand' order by id limit 1`,
  );
  const importedCodes = new Set(
    (await queryRows<{ code: string }>(db, sql`select source_code as code from products where source = 'obf'`)).map(
      (row) => row.code,
    ),
  );

  const summary: ObfImportSummary = {
    file: filePath,
    dryRun,
    read: 0,
    imported: 0,
    skipped: {},
    brandsCreated: 0,
    brandPagesCreated: 0,
    categories: {},
    ingredients: {
      productsWithText: 0,
      productsWithIngredients: 0,
      matched: 0,
      unmatched: 0,
      distinctUnmatched: 0,
      topUnmatched: [],
    },
    durationMs: 0,
    attribution: OBF_ATTRIBUTION,
  };
  const skip = (reason: ObfSkipReason) => {
    summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1;
  };
  const unmatched = new Map<string, number>();
  const seenCodes = new Set<string>();
  let batch: PendingProduct[] = [];
  let fakeId = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    const write = async (tx: Database) => {
      // Brands first: products need their ids.
      const newBrands: { key: string; name: string; slug: string }[] = [];
      for (const product of pending) {
        const key = brandKey(product.brandName);
        if (brands.has(key) || newBrands.some((brand) => brand.key === key)) continue;
        newBrands.push({
          key,
          name: product.brandName,
          slug: uniqueSlug(toSlug(product.brandName) || 'marka', brandSlugs),
        });
      }
      if (newBrands.length > 0) {
        const inserted = dryRun
          ? newBrands.map((brand) => ({ id: --fakeId, slug: brand.slug, name: brand.name }))
          : await tx
              .insert(t.brands)
              .values(newBrands.map(({ name, slug }) => ({ name, slug })))
              .returning({ id: t.brands.id, slug: t.brands.slug, name: t.brands.name });
        for (const [index, brand] of inserted.entries()) brands.set(newBrands[index]!.key, brand);
        summary.brandsCreated += inserted.length;
        if (brandPageTemplate) {
          // The placeholder brand of unbranded products gets no page: it is not a brand a visitor looks for.
          const pages = newBrands.filter(
            (brand) => brand.name !== UNBRANDED && !categoryUrlKeys.has(`${BRAND_URL_KEY_PREFIX}${brand.slug}`),
          );
          for (const page of pages) categoryUrlKeys.add(`${BRAND_URL_KEY_PREFIX}${page.slug}`);
          if (pages.length > 0 && !dryRun) {
            const ids = await nextIds(tx, 'categories', pages.length);
            const [last] = await queryRows<{ position: number }>(
              tx,
              sql`select coalesce(max(position), 0)::int + 1 as position from categories`,
            );
            const position = last?.position ?? 0;
            await tx.insert(t.categories).values(
              pages.map((page, index) => ({
                id: ids[index]!,
                parentId: null,
                path: [ids[index]!],
                depth: 1,
                position: position + index,
                urlKey: `${BRAND_URL_KEY_PREFIX}${page.slug}`,
                kind: 'brand' as const,
                name: page.name,
                fullName: page.name,
                predefinedFilters: { [BRAND_FILTER]: [`${BRAND_URL_KEY_PREFIX}${page.slug}`] },
                propertyPatterns: brandPageTemplate.property_patterns,
                urlTemplate: brandPageTemplate.url_template,
                staticFilters: brandPageTemplate.static_filters as (typeof t.categories.$inferInsert)['staticFilters'],
              })),
            );
          }
          summary.brandPagesCreated += pages.length;
        }
      }

      const ids = dryRun ? pending.map(() => --fakeId) : await nextIds(tx, 'products', pending.length);
      const productRows: (typeof t.products.$inferInsert)[] = [];
      const ingredientRows: (typeof t.productIngredients.$inferInsert)[] = [];
      for (const [index, product] of pending.entries()) {
        const id = ids[index]!;
        const brand = brands.get(brandKey(product.brandName))!;
        const slug = productSlug(brand.name, product.name);
        productRows.push({
          id,
          sku: `KWC-${id}`,
          slug,
          urlPath: `${slug},${id}`,
          brandId: brand.id,
          categoryId: product.category.id,
          categoryPath: product.category.path,
          name: product.name,
          images: [{ path: `/api/images/products/${id}.svg` }],
          isAdult: product.category.isAdultsOnly,
          price: null,
          source: 'obf',
          sourceCode: product.code,
          ingredientIds: [...new Set(product.ingredientIds)].sort((a, b) => a - b),
        });
        product.ingredientIds.forEach((ingredientId, position) =>
          ingredientRows.push({ productId: id, position, ingredientId }),
        );
      }
      if (dryRun) return;
      await tx.insert(t.products).values(productRows);
      if (ingredientRows.length > 0) {
        for (let i = 0; i < ingredientRows.length; i += 5000) {
          await tx.insert(t.productIngredients).values(ingredientRows.slice(i, i + 5000));
        }
      }
    };
    if (dryRun) await write(db);
    // One transaction per batch: a failure leaves no products without their ingredients or brand.
    else await db.transaction((tx) => write(tx as unknown as Database));
    log(`OBF: ${summary.imported} produktów`);
  };

  for await (const { doc, error } of readObfLines(filePath)) {
    summary.read++;
    if (error || !doc) {
      skip('invalidJson');
      continue;
    }
    const code = normaliseCode(doc.code);
    if (!code) {
      skip('noCode');
      continue;
    }
    const name = productName(doc);
    if (!name) {
      skip('noName');
      continue;
    }
    const category = pickCategory(doc.categories_tags, categoryMap);
    if (!category) {
      skip('noCategory');
      continue;
    }
    if (seenCodes.has(code)) {
      skip('duplicateCode');
      continue;
    }
    seenCodes.add(code);
    if (importedCodes.has(code)) {
      skip('alreadyImported');
      continue;
    }

    const ingredientsText = text(doc.ingredients_text_pl) || text(doc.ingredients_text);
    const ingredientIds: number[] = [];
    if (ingredientsText) {
      summary.ingredients.productsWithText++;
      for (const entry of parseIngredientsText(ingredientsText)) {
        const id = matcher.match(entry);
        if (id === undefined) {
          summary.ingredients.unmatched++;
          unmatched.set(entry.name, (unmatched.get(entry.name) ?? 0) + 1);
        } else {
          summary.ingredients.matched++;
          // The same ingredient twice on a label ("aqua … water") keeps its first position only.
          if (!ingredientIds.includes(id)) ingredientIds.push(id);
        }
      }
      if (ingredientIds.length > 0) summary.ingredients.productsWithIngredients++;
    }

    batch.push({ code, name, brandName: normaliseBrandName(doc.brands) ?? UNBRANDED, category, ingredientIds });
    summary.imported++;
    summary.categories[category.urlKey] = (summary.categories[category.urlKey] ?? 0) + 1;
    if (batch.length >= batchSize) await flush();
  }
  await flush();

  if (!dryRun && summary.imported > 0) await refreshProductCounts(db);
  summary.ingredients.distinctUnmatched = unmatched.size;
  summary.ingredients.topUnmatched = [...unmatched.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 20)
    .map(([name, count]) => ({ name, count }));
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}

/** `n` ids from a serial column's sequence, so sku and url path can be written in the same INSERT. */
async function nextIds(db: Database, table: 'products' | 'categories', n: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}::text, 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((row) => row.id);
}
