import { wishlistLimitError, WISHLIST_LIST_MESSAGES, type WishlistListsResponse } from '@kwc/domain';
import { and, eq, sql } from 'drizzle-orm';

import { lockUser } from '../community/activity';
import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { WISHLIST_MAX_ITEMS } from './service';

// A user's named wishlists (spec sections 5 and 7). A product of the user's wishlist sits in one list
// (`wishlist_items.list_id`, null: the default list). Changes of the lists run under the user's row
// lock, so the limit of 5 is counted and kept in `users.wishlist_lists_count` without races.

/** Postgres' unique violation: the `(user_id, lower(name))` index, the backstop of unique names. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** `GET /wishlist-list`: the user's lists, oldest first, each with its number of products. */
export async function wishlistLists(db: Database, userId: number): Promise<WishlistListsResponse> {
  const lists = await queryRows<{ id: number; name: string; count: number }>(
    db,
    sql`select l.id, l.name, count(w.id)::int as count
        from wishlist_lists l left join wishlist_items w on w.list_id = l.id and w.user_id = l.user_id
        where l.user_id = ${userId}
        group by l.id order by l.created_at, l.id`,
  );
  return { lists, total: lists.length };
}

/** Another list of the user's with this name, whatever its letters' case (`exceptId`: the renamed one). */
async function nameTaken(tx: Database, userId: number, name: string, exceptId = 0): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from wishlist_lists where user_id = ${userId} and lower(name) = lower(${name}) and id <> ${exceptId}`,
  );
  return rows.length > 0;
}

/** Sets the user's list counter to the facts, in the transaction that changed them (the CHECK holds 5). */
const recountLists = (tx: Database, userId: number) =>
  tx.execute(
    sql`update users set wishlist_lists_count = (select count(*) from wishlist_lists where user_id = ${userId})
        where id = ${userId}`,
  );

/** `POST /wishlist-list`: a new named list; the 6th, or a name the user already has, is a 409. */
export async function createWishlistList(db: Database, userId: number, name: string): Promise<{ id: number }> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw new NotFoundError(WISHLIST_LIST_MESSAGES.unknownList);
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from wishlist_lists where user_id = ${userId}`,
      );
      const limit = wishlistLimitError(row?.n ?? 0);
      if (limit) throw new ConflictError(limit);
      if (await nameTaken(tx, userId, name)) throw new ConflictError(WISHLIST_LIST_MESSAGES.nameTaken);
      const [created] = await tx.insert(t.wishlistLists).values({ userId, name }).returning({ id: t.wishlistLists.id });
      await recountLists(tx, userId);
      return { id: created!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(WISHLIST_LIST_MESSAGES.nameTaken);
    throw error;
  }
}

/** `POST /rename-wishlist-list`: another user's or a missing list is a 404, a name in use a 409. */
export async function renameWishlistList(db: Database, userId: number, listId: number, name: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (await nameTaken(tx, userId, name, listId)) throw new ConflictError(WISHLIST_LIST_MESSAGES.nameTaken);
      const renamed = await tx
        .update(t.wishlistLists)
        .set({ name })
        .where(and(eq(t.wishlistLists.id, listId), eq(t.wishlistLists.userId, userId)))
        .returning({ id: t.wishlistLists.id });
      if (renamed.length === 0) throw new NotFoundError(WISHLIST_LIST_MESSAGES.unknownList);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(WISHLIST_LIST_MESSAGES.nameTaken);
    throw error;
  }
}

/** `DELETE /wishlist-list`: the list goes, its products go back to the default list (none is lost). */
export async function deleteWishlistList(db: Database, userId: number, listId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const deleted = await tx
      .delete(t.wishlistLists)
      .where(and(eq(t.wishlistLists.id, listId), eq(t.wishlistLists.userId, userId)))
      .returning({ id: t.wishlistLists.id });
    if (deleted.length === 0) throw new NotFoundError(WISHLIST_LIST_MESSAGES.unknownList);
    await tx
      .update(t.wishlistItems)
      .set({ listId: null })
      .where(and(eq(t.wishlistItems.userId, userId), eq(t.wishlistItems.listId, listId)));
    await recountLists(tx, userId);
  });
}

/**
 * `POST /add-product-to-wishlist-list`: puts the product on the user's wishlist in this list (null:
 * the default one), or moves it there when it is on already. Under the user's lock, so a list being
 * deleted meanwhile cannot be left holding it.
 */
export async function addProductToWishlistList(
  db: Database,
  userId: number,
  productId: number,
  listId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [product] = await tx.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, productId));
    if (!product) throw new NotFoundError(WISHLIST_LIST_MESSAGES.unknownProduct);
    if (listId !== null) {
      const [list] = await tx
        .select({ id: t.wishlistLists.id })
        .from(t.wishlistLists)
        .where(and(eq(t.wishlistLists.id, listId), eq(t.wishlistLists.userId, userId)));
      if (!list) throw new NotFoundError(WISHLIST_LIST_MESSAGES.unknownList);
    }
    const [held] = await queryRows<{ n: number; on: boolean }>(
      tx,
      sql`select count(*)::int as n, bool_or(product_id = ${productId}) as on from wishlist_items where user_id = ${userId}`,
    );
    if (!held?.on && (held?.n ?? 0) >= WISHLIST_MAX_ITEMS) throw new BadRequestError('Lista ulubionych jest pełna');
    await tx.execute(sql`
      insert into wishlist_items (user_id, product_id, list_id) values (${userId}, ${productId}, ${listId})
      on conflict (user_id, product_id) where user_id is not null do update set list_id = excluded.list_id`);
  });
}
