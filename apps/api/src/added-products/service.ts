import {
  ADDED_PRODUCT_MESSAGES,
  ADDED_PRODUCT_REASONS,
  splitInci,
  type AddedProduct,
  type AddedProductFormOptions,
  type AddedProductReasonCode,
  type InciCheck,
  type addedProductInputSchema,
} from '@kwc/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { BadRequestError } from '../http/errors';
import { photoOf } from '../reviews/review-rows';

const polishOrder = new Intl.Collator('pl');

type AddedProductRow = typeof t.addedProducts.$inferSelect;
export type AddedProductInputData = z.output<typeof addedProductInputSchema>;

/** `GET /added-products/form-options`: brands in Polish order, leaf categories with their path. */
export async function formOptions(db: Database): Promise<AddedProductFormOptions> {
  const brands = await db.select({ id: t.brands.id, name: t.brands.name }).from(t.brands);
  brands.sort((a, b) => polishOrder.compare(a.name, b.name) || a.id - b.id);
  const categories = await queryRows<{ id: number; name: string; full_name: string }>(
    db,
    sql`select c.id, c.name, c.full_name from categories c
        where c.kind = 'category' and c.status = 'PUBLISHED' and c.is_public
          and not exists (select 1 from categories k where k.parent_id = c.id and k.kind = 'category')
        order by c.full_name, c.id`,
  );
  return {
    brands,
    categories: categories.map((c) => ({ id: c.id, name: c.name, path: c.full_name.split(' > ').join(' › ') })),
  };
}

/** The INCI names matched to the dictionary ignoring case and accents; unknown ones as written. */
export async function checkInci(db: Database, inci: string): Promise<InciCheck> {
  const names = splitInci(inci);
  if (names.length === 0) return { known: [], unknown: [] };
  // One array of parameters (Drizzle spreads a JS array into a list): ARRAY[$1, $2, …].
  const list = sql`array[${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  const keys = await queryRows<{ key: string }>(
    db,
    sql`select lower(unaccent(n)) as key from unnest(${list}) with ordinality as u(n, i) order by i`,
  );
  const rows = await queryRows<{ id: number; inci: string; slug: string; key: string }>(
    db,
    sql`select id, inci, slug, lower(unaccent(inci)) as key from ingredients
        where lower(unaccent(inci)) in (select lower(unaccent(n)) from unnest(${list}) n)`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const known: InciCheck['known'] = [];
  const unknown: string[] = [];
  const seen = new Set<number>();
  names.forEach((name, index) => {
    const match = byKey.get(keys[index]!.key);
    if (!match) unknown.push(name);
    else if (!seen.has(match.id)) {
      seen.add(match.id);
      known.push({ id: match.id, name: match.inci, slug: match.slug });
    }
  });
  return { known, unknown };
}

/** The author's or moderator's view of a stored added product. */
export async function toAddedProduct(db: Database, row: AddedProductRow): Promise<AddedProduct> {
  const [brand] = row.brandId
    ? await db.select({ name: t.brands.name }).from(t.brands).where(eq(t.brands.id, row.brandId))
    : [];
  const [category] = await db
    .select({ name: t.categories.name })
    .from(t.categories)
    .where(eq(t.categories.id, row.categoryId));
  const known = row.ingredientIds.length
    ? await db
        .select({ id: t.ingredients.id, name: t.ingredients.inci, slug: t.ingredients.slug })
        .from(t.ingredients)
        .where(inArray(t.ingredients.id, row.ingredientIds))
    : [];
  const order = new Map(row.ingredientIds.map((id, index) => [id, index]));
  known.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const [photo] = await db.select().from(t.reviewPhotos).where(eq(t.reviewPhotos.id, row.photoId));
  const [product] = row.productId
    ? await db.select({ urlPath: t.products.urlPath }).from(t.products).where(eq(t.products.id, row.productId))
    : [];
  return {
    id: row.id,
    status: row.status,
    brand: { id: row.brandId, name: brand?.name ?? row.brandName ?? '' },
    name: row.name,
    category: { id: row.categoryId, name: category?.name ?? '' },
    description: row.description,
    inci: row.inci,
    ingredients: { known, unknown: row.unknownIngredients },
    photo: photo ? photoOf(photo) : null,
    ean: row.ean,
    remarks: row.remarks
      ? {
          reasons: row.remarks.reasons.map((code) => ({
            code,
            label: ADDED_PRODUCT_REASONS[code as AddedProductReasonCode] ?? code,
          })),
          remark: row.remarks.remark,
          at: row.remarks.at,
        }
      : null,
    productUrl: product ? `/${product.urlPath}.html` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `POST /added-products`: checks the brand, the category and the photo's owner, matches the INCI, stores it pending. */
export async function createAddedProduct(
  db: Database,
  userId: number,
  input: AddedProductInputData,
): Promise<AddedProduct> {
  const fields: Record<string, string> = {};
  if (input.brandId !== null) {
    const [brand] = await db.select({ id: t.brands.id }).from(t.brands).where(eq(t.brands.id, input.brandId));
    if (!brand) fields.brandId = ADDED_PRODUCT_MESSAGES.unknownBrand;
  }
  const options = await formOptions(db);
  if (!options.categories.some((category) => category.id === input.categoryId)) {
    fields.categoryId = ADDED_PRODUCT_MESSAGES.unknownCategory;
  }
  const [photo] = await db
    .select({ id: t.reviewPhotos.id })
    .from(t.reviewPhotos)
    .where(and(eq(t.reviewPhotos.id, input.photoId!), eq(t.reviewPhotos.userId, userId)));
  if (!photo) fields.photoId = ADDED_PRODUCT_MESSAGES.unknownPhoto;
  if (Object.keys(fields).length > 0) throw BadRequestError.ofFields(fields);
  const inci = await checkInci(db, input.inci);
  const [row] = await db
    .insert(t.addedProducts)
    .values({
      userId,
      brandId: input.brandId,
      brandName: input.brandId === null ? input.brandName : null,
      name: input.name,
      categoryId: input.categoryId,
      description: input.description,
      inci: input.inci,
      ingredientIds: inci.known.map((known) => known.id),
      unknownIngredients: inci.unknown,
      photoId: input.photoId!,
      ean: input.ean,
    })
    .returning();
  return toAddedProduct(db, row!);
}

/** `GET /added-products/mine`: newest first. */
export async function myAddedProducts(db: Database, userId: number): Promise<AddedProduct[]> {
  const rows = await db
    .select()
    .from(t.addedProducts)
    .where(eq(t.addedProducts.userId, userId))
    .orderBy(desc(t.addedProducts.createdAt), desc(t.addedProducts.id));
  return Promise.all(rows.map((row) => toAddedProduct(db, row)));
}
