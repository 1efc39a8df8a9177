import {
  areProductsOnWishlistRequestSchema,
  isProductOnWishlistQuerySchema,
  productIdFromSku,
  recentlyViewedBeaconSchema,
  recentlyViewedQuerySchema,
  wishlistItemRequestSchema,
  wishlistQuerySchema,
} from '@kwc/domain';
import { Hono } from 'hono';
import type { z } from 'zod';

import type { ApiEnv } from '../http/env';
import { jsonBody, validate } from '../http/validate';
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

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> =>
  validate(schema, value, 'Nieprawidłowe dane');

/** The front API's wishlist and recently viewed lists for anonymous visitors (spec section 7). */
export const wishlistRoutes = new Hono<ApiEnv>()
  .get('/wishlist', async (c) => {
    const query = parse(wishlistQuerySchema, { ...c.req.query(), 'lists[]': c.req.queries('lists[]') });
    const anonymousId = visitor(query.anonymousId);
    const db = c.var.db;
    await c.var.dictionary.ready();
    const total = await wishlistTotal(db, anonymousId);
    const rows = query.pageSize === 0 ? [] : await wishlistProducts(db, anonymousId, query.page, query.pageSize);
    c.header('cache-control', 'private, no-store');
    return c.json({ products: rows.map((row) => toProduct(row, c.var.dictionary)), total, allListsTotal: total });
  })
  .post('/wishlist', async (c) => {
    const body = parse(wishlistItemRequestSchema, await jsonBody(c));
    const anonymousId = visitor(body.anonymousId);
    const db = c.var.db;
    const productId = await productIdOf(db, body.productSKU);
    await addToWishlist(db, anonymousId, productId);
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
    await removeFromWishlist(db, anonymousId, productId);
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
    const rows = await recentlyViewedProducts(c.var.db, anonymousId);
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
    const productId = await productIdOf(c.var.db, body.productSKU);
    await recordView(c.var.db, anonymousId, productId);
    return c.body(null, 204);
  });
