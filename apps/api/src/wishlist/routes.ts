import {
  areProductsOnWishlistRequestSchema,
  isProductOnWishlistQuerySchema,
  productIdFromSku,
  recentlyViewedBeaconSchema,
  recentlyViewedQuerySchema,
  wishlistItemRequestSchema,
  wishlistQuerySchema,
} from '@kwc/domain';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';

import { sessionOf } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { jsonBody, validate } from '../http/validate';
import { countAccountWrite } from '../shared/rate-limit';
import { wishlistListRoutes } from './list-routes';
import { toProduct } from '../products/card';
import {
  addToWishlist,
  productIdOf,
  recentlyViewedProducts,
  recordView,
  removeFromWishlist,
  skusOnWishlist,
  visitor,
  wishlistProducts,
  wishlistTotal,
} from './service';

/** The logged-in user's id, if the request carries a valid session. */
async function userOf(c: Context<ApiEnv>): Promise<number | null> {
  return (await sessionOf(c, c.var.accounts.config))?.id ?? null;
}

/** The same for a change: a logged-in user's counts against the account's writes (a 429 past the limit). */
async function writerOf(c: Context<ApiEnv>): Promise<number | null> {
  const userId = await userOf(c);
  if (userId !== null) await countAccountWrite(c, userId);
  return userId;
}

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> =>
  validate(schema, value, 'Nieprawidłowe dane');

/**
 * The front API's wishlist (the logged-in user's, else the anonymous visitor's) and recently viewed
 * lists (spec section 7).
 */
export const wishlistRoutes = new Hono<ApiEnv>()
  .get('/wishlist', async (c) => {
    const query = parse(wishlistQuerySchema, { ...c.req.query(), 'lists[]': c.req.queries('lists[]') });
    const owner = visitor(await userOf(c), query.anonymousId);
    const db = c.var.db;
    await c.var.dictionary.ready();
    const lists = query['lists[]'];
    const allListsTotal = await wishlistTotal(db, owner);
    const total = lists.length === 0 ? allListsTotal : await wishlistTotal(db, owner, lists);
    const rows = query.pageSize === 0 ? [] : await wishlistProducts(db, owner, query.page, query.pageSize, lists);
    c.header('cache-control', 'private, no-store');
    return c.json({ products: rows.map((row) => toProduct(row, c.var.dictionary)), total, allListsTotal });
  })
  .post('/wishlist', async (c) => {
    const body = parse(wishlistItemRequestSchema, await jsonBody(c));
    const owner = visitor(await writerOf(c), body.anonymousId);
    const db = c.var.db;
    const productId = await productIdOf(db, body.productSKU);
    await addToWishlist(db, owner, productId);
    return c.json({
      productSKU: body.productSKU,
      isOnWishlist: true,
      allListsTotal: await wishlistTotal(db, owner),
    });
  })
  .delete('/wishlist', async (c) => {
    const body = parse(wishlistItemRequestSchema, { ...c.req.query(), ...((await jsonBody(c)) as object) });
    const owner = visitor(await writerOf(c), body.anonymousId);
    const db = c.var.db;
    const productId = await productIdOf(db, body.productSKU);
    await removeFromWishlist(db, owner, productId);
    return c.json({
      productSKU: body.productSKU,
      isOnWishlist: false,
      allListsTotal: await wishlistTotal(db, owner),
    });
  })
  .get('/wishlist/is-product-on-wishlist', async (c) => {
    const query = parse(isProductOnWishlistQuerySchema, c.req.query());
    const owner = visitor(await userOf(c), query.anonymousId);
    const productId = await productIdOf(c.var.db, query.productSKU);
    const on = await skusOnWishlist(c.var.db, owner, [productId]);
    c.header('cache-control', 'private, no-store');
    return c.json({ isOnWishlist: on.length > 0 });
  })
  .post('/wishlist/are-products-on-wishlist', async (c) => {
    const body = parse(areProductsOnWishlistRequestSchema, await jsonBody(c));
    const owner = visitor(await userOf(c), body.anonymousId);
    const ids = body.productSKUs.flatMap((sku) => productIdFromSku(sku) ?? []);
    return c.json(await skusOnWishlist(c.var.db, owner, ids));
  })
  .get('/recently-viewed', async (c) => {
    const query = parse(recentlyViewedQuerySchema, c.req.query());
    const owner = visitor(await userOf(c), query.anonymousId);
    await c.var.dictionary.ready();
    const rows = await recentlyViewedProducts(c.var.db, owner);
    c.header('cache-control', 'private, no-store');
    return c.json({
      products: rows.map((row) => toProduct(row, c.var.dictionary)),
      recentlyViewedOnWishlist: await skusOnWishlist(
        c.var.db,
        owner,
        rows.map((row) => row.id),
      ),
    });
  })
  .post('/recently-viewed', async (c) => {
    const body = parse(recentlyViewedBeaconSchema, await jsonBody(c));
    const owner = visitor(await userOf(c), body.anonymousId);
    const productId = await productIdOf(c.var.db, body.productSKU);
    await recordView(c.var.db, owner, productId);
    return c.body(null, 204);
  })
  .route('/', wishlistListRoutes);
