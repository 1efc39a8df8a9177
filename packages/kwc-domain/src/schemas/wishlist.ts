import { z } from 'zod';

import { WISHLIST } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { requiredText } from '../validation';
import { anonymousIdSchema, idSchema, queryArray, queryInt, skuSchema } from './common';
import { productSchema } from './product';

// The anonymous id is optional throughout: spec section 4 removes it on login, and a logged-in user
// is known by the token instead.

/** Query of `GET /api/kwc/wishlist` (spec section 7). `pageSize` is 0 when not on the wishlist page. */
export const wishlistQuerySchema = z.object({
  anonymousId: anonymousIdSchema.optional(),
  page: queryInt({ min: 1, fallback: 1 }),
  // ours: upper bound, so one request cannot ask for a whole table.
  pageSize: queryInt({ min: 0, max: 100, fallback: WISHLIST.pageSize }),
  // Named lists to show; 0 stands for the default list (products in no named list).
  'lists[]': queryArray(queryInt({ min: 0 })).describe(
    'Named lists whose products to show (logged-in users); 0 stands for the default list. None: every product.',
  ),
});
export type WishlistQuery = z.infer<typeof wishlistQuerySchema>;

/** Answer of `GET /api/kwc/wishlist` (spec section 7). */
export const wishlistResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  allListsTotal: z.number().int().nonnegative(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** Body of `POST` and `DELETE /api/kwc/wishlist` (spec section 7). */
export const wishlistItemRequestSchema = z.object({
  productSKU: skuSchema,
  anonymousId: anonymousIdSchema.optional(),
});
export type WishlistItemRequest = z.infer<typeof wishlistItemRequestSchema>;

/** Answer of `POST` and `DELETE /api/kwc/wishlist`. ours: the spec does not show the body. */
export const wishlistItemResponseSchema = z.object({
  productSKU: skuSchema,
  isOnWishlist: z.boolean(),
  allListsTotal: z.number().int().nonnegative(),
});
export type WishlistItemResponse = z.infer<typeof wishlistItemResponseSchema>;

/** Query of `GET /api/kwc/wishlist/is-product-on-wishlist` (spec section 7). */
export const isProductOnWishlistQuerySchema = wishlistItemRequestSchema;
export type IsProductOnWishlistQuery = z.infer<typeof isProductOnWishlistQuerySchema>;

/** Answer of `GET /api/kwc/wishlist/is-product-on-wishlist`. ours: the spec does not show the shape. */
export const isProductOnWishlistResponseSchema = z.object({ isOnWishlist: z.boolean() });
export type IsProductOnWishlistResponse = z.infer<typeof isProductOnWishlistResponseSchema>;

/** Body of `POST /api/kwc/wishlist/are-products-on-wishlist` (spec section 7). */
export const areProductsOnWishlistRequestSchema = z.object({
  anonymousId: anonymousIdSchema.optional(),
  // ours: bound, a listing page holds at most a few hundred products.
  productSKUs: z.array(skuSchema).max(500),
});
export type AreProductsOnWishlistRequest = z.infer<typeof areProductsOnWishlistRequestSchema>;

/** Answer of `POST /api/kwc/wishlist/are-products-on-wishlist`: the SKUs that are on it. */
export const areProductsOnWishlistResponseSchema = z.array(skuSchema);
export type AreProductsOnWishlistResponse = z.infer<typeof areProductsOnWishlistResponseSchema>;

/**
 * A named wishlist (spec section 3 "Wishlist list"). ours: `count`, its products, so the wishlist
 * page can show each list's count without a request per list.
 */
export const wishlistListSchema = z.object({ id: idSchema, name: z.string(), count: z.number().int().nonnegative() });
export type WishlistList = z.infer<typeof wishlistListSchema>;

/** Answer of `GET /api/kwc/wishlist-list` (spec section 7): the lists, oldest first, and their number. */
export const wishlistListsResponseSchema = z.object({
  lists: z.array(wishlistListSchema),
  total: z.number().int().nonnegative(),
});
export type WishlistListsResponse = z.infer<typeof wishlistListsResponseSchema>;

/** A wishlist name as the user types it. ours: length limit. */
const listNameSchema = requiredText().max(50, { error: VALIDATION_MESSAGES.tooLong });

/** Body of `POST /api/kwc/wishlist-list` (spec section 7); at most 5 lists per user. */
export const createWishlistListRequestSchema = z.object({ listName: listNameSchema });
export type CreateWishlistListRequest = z.infer<typeof createWishlistListRequestSchema>;

/** Answer of `POST /api/kwc/wishlist-list`: the new list's id (spec section 7 "result id"). */
export const createWishlistListResponseSchema = z.object({ id: idSchema });
export type CreateWishlistListResponse = z.infer<typeof createWishlistListResponseSchema>;

/** Body or query of `DELETE /api/kwc/wishlist-list` (spec section 7). */
export const deleteWishlistListRequestSchema = z.object({ listId: queryInt({ min: 1 }) });
export type DeleteWishlistListRequest = z.infer<typeof deleteWishlistListRequestSchema>;

/** Body of `POST /api/kwc/add-product-to-wishlist-list`; `listId` null means the default list. */
export const addProductToWishlistListRequestSchema = z.object({
  productId: idSchema,
  listId: idSchema.nullable(),
});
export type AddProductToWishlistListRequest = z.infer<typeof addProductToWishlistListRequestSchema>;

/** Body of `POST /api/kwc/rename-wishlist-list` (spec section 7). */
export const renameWishlistListRequestSchema = z.object({ listName: listNameSchema, listId: idSchema });
export type RenameWishlistListRequest = z.infer<typeof renameWishlistListRequestSchema>;

/** The wishlist as the site holds it (spec section 3 "Wishlist"). */
export const wishlistStateSchema = z.object({
  skus: z.array(skuSchema),
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  allListsTotal: z.number().int().nonnegative(),
  page: z.number().int().min(1),
});
export type WishlistState = z.infer<typeof wishlistStateSchema>;

/** Query of `GET /api/kwc/recently-viewed` (spec section 7). */
export const recentlyViewedQuerySchema = z.object({ anonymousId: anonymousIdSchema.optional() });
export type RecentlyViewedQuery = z.infer<typeof recentlyViewedQuerySchema>;

/** Answer of `GET /api/kwc/recently-viewed`: products, and which of them are on the wishlist. */
export const recentlyViewedResponseSchema = z.object({
  products: z.array(productSchema),
  recentlyViewedOnWishlist: z.array(skuSchema),
});
export type RecentlyViewedResponse = z.infer<typeof recentlyViewedResponseSchema>;

/** Body of the `POST /api/kwc/recently-viewed` beacon (spec section 7). */
export const recentlyViewedBeaconSchema = wishlistItemRequestSchema;
export type RecentlyViewedBeacon = z.infer<typeof recentlyViewedBeaconSchema>;
