import {
  areProductsOnWishlistRequestSchema,
  isProductOnWishlistQuerySchema,
  productIdFromSku,
  recentlyViewedBeaconSchema,
  recentlyViewedQuerySchema,
  wishlistItemRequestSchema,
  wishlistQuerySchema,
} from '@kwc/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import type { ApiEnv } from '../http/env';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { productColumns, toProduct, type ProductRow } from '../products/card';

/** Recently viewed products kept per visitor; older views are dropped. */
const RECENTLY_VIEWED_KEPT = 24;
/** ours: a bound on one anonymous wishlist, so a script cannot fill the table. */
const WISHLIST_MAX_ITEMS = 1000;

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> =>
  validate(schema, value, 'Nieprawidłowe dane');

/** The visitor the list belongs to; anonymous visitors are known by their anonymous id. */
function visitor(anonymousId: string | undefined): string {
  if (!anonymousId) throw new UnauthorizedError('Brak identyfikatora odwiedzającego');
  return anonymousId;
}

async function productIdOf(db: Database, sku: string): Promise<number> {
  const id = productIdFromSku(sku);
  const [row] = id === null ? [] : await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, id));
  if (!row) throw new NotFoundError(`Nie znaleziono produktu ${sku}`);
  return row.id;
}

async function wishlistTotal(db: Database, anonymousId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.wishlistItems)
    .where(eq(t.wishlistItems.anonymousId, anonymousId));
  return row?.n ?? 0;
}

async function skusOnWishlist(db: Database, anonymousId: string, productIds: number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: t.wishlistItems.productId })
    .from(t.wishlistItems)
    .where(and(eq(t.wishlistItems.anonymousId, anonymousId), inArray(t.wishlistItems.productId, productIds)));
  const on = new Set(rows.map((row) => row.id));
  return productIds.filter((id) => on.has(id)).map((id) => `KWC-${id}`);
}

/** The front API's wishlist and recently viewed lists for anonymous visitors (spec section 7). */
export const wishlistRoutes = new Hono<ApiEnv>()
  .get('/wishlist', async (c) => {
    const query = parse(wishlistQuerySchema, { ...c.req.query(), 'lists[]': c.req.queries('lists[]') });
    const anonymousId = visitor(query.anonymousId);
    const db = c.var.db;
    await c.var.dictionary.ready();
    const total = await wishlistTotal(db, anonymousId);
    const rows =
      query.pageSize === 0
        ? []
        : await queryRows<ProductRow>(
            db,
            sql`select ${productColumns} from wishlist_items w join products on products.id = w.product_id
                where w.anonymous_id = ${anonymousId}
                order by w.created_at desc, w.id desc
                limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
          );
    c.header('cache-control', 'private, no-store');
    return c.json({ products: rows.map((row) => toProduct(row, c.var.dictionary)), total, allListsTotal: total });
  })
  .post('/wishlist', async (c) => {
    const body = parse(wishlistItemRequestSchema, await jsonBody(c));
    const anonymousId = visitor(body.anonymousId);
    const db = c.var.db;
    const productId = await productIdOf(db, body.productSKU);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(t.wishlistItems)
        .where(eq(t.wishlistItems.anonymousId, anonymousId));
      if ((row?.n ?? 0) >= WISHLIST_MAX_ITEMS) throw new BadRequestError('Lista ulubionych jest pełna');
      await tx.insert(t.wishlistItems).values({ anonymousId, productId }).onConflictDoNothing();
    });
    return c.json({
      productSKU: body.productSKU,
      isOnWishlist: true,
      allListsTotal: await wishlistTotal(db, anonymousId),
    });
  })
  .delete('/wishlist', async (c) => {
    const body = parse(wishlistItemRequestSchema, { ...c.req.query(), ...((await jsonBody(c)) as object) });
    const anonymousId = visitor(body.anonymousId);
    const db = c.var.db;
    const productId = await productIdOf(db, body.productSKU);
    await db
      .delete(t.wishlistItems)
      .where(and(eq(t.wishlistItems.anonymousId, anonymousId), eq(t.wishlistItems.productId, productId)));
    return c.json({
      productSKU: body.productSKU,
      isOnWishlist: false,
      allListsTotal: await wishlistTotal(db, anonymousId),
    });
  })
  .get('/wishlist/is-product-on-wishlist', async (c) => {
    const query = parse(isProductOnWishlistQuerySchema, c.req.query());
    const anonymousId = visitor(query.anonymousId);
    const productId = await productIdOf(c.var.db, query.productSKU);
    const on = await skusOnWishlist(c.var.db, anonymousId, [productId]);
    c.header('cache-control', 'private, no-store');
    return c.json({ isOnWishlist: on.length > 0 });
  })
  .post('/wishlist/are-products-on-wishlist', async (c) => {
    const body = parse(areProductsOnWishlistRequestSchema, await jsonBody(c));
    const anonymousId = visitor(body.anonymousId);
    const ids = body.productSKUs.flatMap((sku) => productIdFromSku(sku) ?? []);
    return c.json(await skusOnWishlist(c.var.db, anonymousId, ids));
  })
  .get('/recently-viewed', async (c) => {
    const query = parse(recentlyViewedQuerySchema, c.req.query());
    const anonymousId = visitor(query.anonymousId);
    await c.var.dictionary.ready();
    const rows = await queryRows<ProductRow>(
      c.var.db,
      sql`select ${productColumns} from recently_viewed v join products on products.id = v.product_id
          where v.anonymous_id = ${anonymousId} order by v.viewed_at desc limit ${RECENTLY_VIEWED_KEPT}`,
    );
    c.header('cache-control', 'private, no-store');
    return c.json({
      products: rows.map((row) => toProduct(row, c.var.dictionary)),
      recentlyViewedOnWishlist: await skusOnWishlist(
        c.var.db,
        anonymousId,
        rows.map((row) => row.id),
      ),
    });
  })
  .post('/recently-viewed', async (c) => {
    const body = parse(recentlyViewedBeaconSchema, await jsonBody(c));
    const anonymousId = visitor(body.anonymousId);
    const db = c.var.db;
    const productId = await productIdOf(db, body.productSKU);
    await db
      .insert(t.recentlyViewed)
      .values({ anonymousId, productId, viewedAt: new Date() })
      .onConflictDoUpdate({
        target: [t.recentlyViewed.anonymousId, t.recentlyViewed.productId],
        set: { viewedAt: new Date() },
      });
    await db.execute(sql`
      delete from recently_viewed where anonymous_id = ${anonymousId} and product_id not in (
        select product_id from recently_viewed where anonymous_id = ${anonymousId} order by viewed_at desc limit ${RECENTLY_VIEWED_KEPT})`);
    await db
      .update(t.products)
      .set({ numberOfViews: sql`${t.products.numberOfViews} + 1` })
      .where(eq(t.products.id, productId));
    return c.body(null, 204);
  });
