import { PAGES_LIMITS } from '@kwc/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { intArray } from '../db/sql';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from './card';

/** Products anyone may see, unless the reveal switch is on. */
export function visibleProducts(context: Pick<RequestContext, 'revealNonPublic'>): SQL {
  return context.revealNonPublic ? sql`true` : sql`products.is_public`;
}

/** A product page's row: the card's columns, the description and the category. */
export interface ProductPageRow extends ProductRow {
  description: string | null;
  category_id: number;
  category_path: number[];
}

/** A visible product by id, or a 404. */
export async function findProduct(context: RequestContext, productId: number): Promise<ProductPageRow> {
  const [row] = await queryRows<ProductPageRow>(
    context.db,
    sql`select ${productColumns}, products.description, products.category_id, products.category_path
        from products where products.id = ${productId} and ${visibleProducts(context)}`,
  );
  if (!row) throw new NotFoundError(`Nie znaleziono produktu KWC-${productId}`);
  return row;
}

/** A product's ingredients in label order. */
export function productIngredients(db: Database, productId: number) {
  return queryRows<{ slug: string; inci: string; name_pl: string | null; is_important: boolean }>(
    db,
    sql`select i.slug, i.inci, i.name_pl, i.is_important
        from product_ingredients pi join ingredients i on i.id = pi.ingredient_id
        where pi.product_id = ${productId} order by pi.position`,
  );
}

/** A product's partner-shop offers, cheapest first (prices in grosze). */
export function productOffers(db: Database, productId: number) {
  return queryRows<{ slug: string; name: string; price: number; url: string }>(
    db,
    sql`select s.slug, s.name, o.price, o.url from offers o join partner_shops s on s.id = o.shop_id
        where o.product_id = ${productId} order by o.price, s.name`,
  );
}

/** The most popular other visible products of the product's own (leaf) category. */
export function similarProducts(context: RequestContext, product: ProductPageRow) {
  // The GIN index on the path finds the category's products; the id check keeps the leaf itself.
  return queryRows<ProductRow>(
    context.db,
    sql`select ${productColumns} from products
        where products.category_path @> array[${product.category_id}]::int[]
          and products.category_id = ${product.category_id}
          and products.id <> ${product.id} and ${visibleProducts(context)}
        order by products.popularity desc, products.id
        limit ${PAGES_LIMITS.similarProducts}`,
  );
}

/** Visible products by id, in the order of `ids` (ids not visible drop out). */
export async function productsByIds(context: RequestContext, ids: readonly number[]) {
  const rows = await queryRows<ProductRow>(
    context.db,
    sql`select ${productColumns} from products
        where products.id = any(${intArray(ids)}) and ${visibleProducts(context)}`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, context.dictionary)] : [];
  });
}

/** Visible products containing the ingredient (the GIN index on `ingredient_ids` answers it). */
export function containingIngredient(context: Pick<RequestContext, 'revealNonPublic'>, ingredientId: SQL): SQL {
  return sql`products.ingredient_ids @> array[${ingredientId}]::int[] and ${visibleProducts(context)}`;
}

/** Visible products that are not adult-only: what the home page's sections may show. */
export function forEveryone(context: Pick<RequestContext, 'revealNonPublic'>): SQL {
  return sql`not products.is_adult and ${visibleProducts(context)}`;
}

/** The newest products matching `where`. */
export async function newestProducts(context: RequestContext, where: SQL, limit: number) {
  const rows = await queryRows<ProductRow>(
    context.db,
    sql`select ${productColumns} from products where ${where}
        order by products.created_at desc, products.id desc limit ${limit}`,
  );
  return rows.map((row) => toProduct(row, context.dictionary));
}

/** The products matching `where` with the most reviews. */
export async function mostReviewedProducts(context: RequestContext, where: SQL, limit: number) {
  const rows = await queryRows<ProductRow>(
    context.db,
    sql`select ${productColumns} from products where ${where}
        order by products.number_of_reviews desc, products.id limit ${limit}`,
  );
  return rows.map((row) => toProduct(row, context.dictionary));
}

/** A visible product's sku and url path by id, if there is one. */
export async function visibleProductPath(context: RequestContext, productId: number) {
  const [row] = await context.db
    .select({ id: t.products.id, sku: t.products.sku, urlPath: t.products.urlPath })
    .from(t.products)
    .where(and(eq(t.products.id, productId), context.revealNonPublic ? undefined : eq(t.products.isPublic, true)))
    .limit(1);
  return row;
}
