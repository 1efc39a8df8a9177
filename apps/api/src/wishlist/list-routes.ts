import {
  ACCOUNT_MESSAGES,
  addProductToWishlistListRequestSchema,
  createWishlistListRequestSchema,
  deleteWishlistListRequestSchema,
  renameWishlistListRequestSchema,
} from '@kwc/domain';
import { Hono, type Context } from 'hono';

import { requireSession } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { jsonBody, validateBody } from '../http/validate';
import { countAccountWrite } from '../shared/rate-limit';
import {
  addProductToWishlistList,
  createWishlistList,
  deleteWishlistList,
  renameWishlistList,
  wishlistLists,
} from './lists';

/** The logged-in user's id, or a 401 'Zaloguj się, aby kontynuować.' (named lists are the account's). */
const userOf = async (c: Context<ApiEnv>) =>
  (await requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired)).id;

/** The same for a change, counted against the account's writes (a 429 past the limit). */
const writerOf = async (c: Context<ApiEnv>) => {
  const userId = await userOf(c);
  await countAccountWrite(c, userId);
  return userId;
};

/** The user's named wishlists (spec section 7), mounted under `/kwc` beside the wishlist. */
export const wishlistListRoutes = new Hono<ApiEnv>()
  .get('/wishlist-list', async (c) => {
    const userId = await userOf(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await wishlistLists(c.var.db, userId));
  })
  .post('/wishlist-list', async (c) => {
    const userId = await writerOf(c);
    const body = validateBody(createWishlistListRequestSchema, await jsonBody(c));
    return c.json(await createWishlistList(c.var.db, userId, body.listName));
  })
  .delete('/wishlist-list', async (c) => {
    const userId = await writerOf(c);
    const body = validateBody(deleteWishlistListRequestSchema, {
      ...c.req.query(),
      ...((await jsonBody(c)) as object),
    });
    await deleteWishlistList(c.var.db, userId, body.listId);
    return c.body(null, 204);
  })
  .post('/add-product-to-wishlist-list', async (c) => {
    const userId = await writerOf(c);
    const body = validateBody(addProductToWishlistListRequestSchema, await jsonBody(c));
    await addProductToWishlistList(c.var.db, userId, body.productId, body.listId);
    return c.body(null, 204);
  })
  .post('/rename-wishlist-list', async (c) => {
    const userId = await writerOf(c);
    const body = validateBody(renameWishlistListRequestSchema, await jsonBody(c));
    await renameWishlistList(c.var.db, userId, body.listId, body.listName);
    return c.body(null, 204);
  });
