import { productIdFromSku } from '@kwc/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../http/errors';
import { productColumns, type ProductRow } from '../products/card';

/** Recently viewed products kept per visitor; older views are dropped. */
const RECENTLY_VIEWED_KEPT = 24;
/** ours: a bound on one anonymous wishlist, so a script cannot fill the table. */
export const WISHLIST_MAX_ITEMS = 1000;

/** Whose list: a logged-in user's, or an anonymous visitor's by the anonymous id. */
export type WishlistOwner = { userId: number } | { anonymousId: string };

/** The visitor the list belongs to: the logged-in user, else the anonymous id. */
export function visitor(userId: number | null, anonymousId: string | undefined): WishlistOwner {
  if (userId !== null) return { userId };
  if (!anonymousId) throw new UnauthorizedError('Brak identyfikatora odwiedzającego');
  return { anonymousId };
}

const ownedBy = (owner: WishlistOwner) =>
  'userId' in owner ? eq(t.wishlistItems.userId, owner.userId) : eq(t.wishlistItems.anonymousId, owner.anonymousId);
const ownedBySql = (owner: WishlistOwner, alias = 'wishlist_items') =>
  'userId' in owner
    ? sql`${sql.raw(alias)}.user_id = ${owner.userId}`
    : sql`${sql.raw(alias)}.anonymous_id = ${owner.anonymousId}`;

/**
 * Moves an anonymous visitor's wishlist into the account at login or registration: every product
 * kept, none twice, the anonymous list emptied (spec section 4); its recently viewed list likewise.
 */
export async function mergeAnonymousWishlist(db: Database, anonymousId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into wishlist_items (user_id, product_id, created_at)
      select ${userId}, product_id, created_at from wishlist_items where anonymous_id = ${anonymousId}
      on conflict do nothing`);
    await tx.delete(t.wishlistItems).where(eq(t.wishlistItems.anonymousId, anonymousId));
    // The views of this browser join the account's list, the later of two views of one product kept.
    await tx.execute(sql`
      insert into recently_viewed (user_id, product_id, viewed_at)
      select ${userId}, product_id, viewed_at from recently_viewed where anonymous_id = ${anonymousId}
      on conflict (user_id, product_id) where user_id is not null
      do update set viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`);
    await tx.delete(t.recentlyViewed).where(eq(t.recentlyViewed.anonymousId, anonymousId));
    await tx.execute(trimViews({ userId }));
  });
}

/** The id of an existing product by its sku, or a 404. */
export async function productIdOf(db: Database, sku: string): Promise<number> {
  const id = productIdFromSku(sku);
  const [row] = id === null ? [] : await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, id));
  if (!row) throw new NotFoundError(`Nie znaleziono produktu ${sku}`);
  return row.id;
}

/**
 * The products of these lists only (`GET /wishlist?lists[]=`): named lists by id, 0 for the default
 * list; no lists, every product.
 */
const inLists = (lists: readonly number[], alias = 'wishlist_items') => {
  if (lists.length === 0) return sql`true`;
  const named = lists.filter((id) => id > 0);
  const column = sql.raw(`${alias}.list_id`);
  const inNamed =
    named.length > 0
      ? sql`${column} in (${sql.join(
          named.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  return lists.includes(0) ? sql`(${column} is null or ${inNamed})` : inNamed;
};

/** How many products the visitor's wishlist holds (of these lists, when given). */
export async function wishlistTotal(
  db: Database,
  owner: WishlistOwner,
  lists: readonly number[] = [],
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from wishlist_items where ${ownedBySql(owner)} and ${inLists(lists)}`,
  );
  return row?.n ?? 0;
}

/** The skus of those of `productIds` on the visitor's wishlist, in the order given. */
export async function skusOnWishlist(db: Database, owner: WishlistOwner, productIds: number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: t.wishlistItems.productId })
    .from(t.wishlistItems)
    .where(and(ownedBy(owner), inArray(t.wishlistItems.productId, productIds)));
  const on = new Set(rows.map((row) => row.id));
  return productIds.filter((id) => on.has(id)).map((id) => `KWC-${id}`);
}

/** Is the product on the visitor's wishlist (the product page's heart)? */
export async function isOnWishlist(db: Database, owner: WishlistOwner, productId: number): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from wishlist_items where ${ownedBySql(owner)} and product_id = ${productId} limit 1`,
  );
  return rows.length > 0;
}

/** One page of the visitor's wishlist (of these lists, when given), newest first. */
export function wishlistProducts(
  db: Database,
  owner: WishlistOwner,
  page: number,
  pageSize: number,
  lists: readonly number[] = [],
) {
  return queryRows<ProductRow>(
    db,
    sql`select ${productColumns} from wishlist_items w join products on products.id = w.product_id
        where ${ownedBySql(owner, 'w')} and ${inLists(lists, 'w')}
        order by w.created_at desc, w.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
}

/** Adds a product to the visitor's wishlist (once), refusing a full list. */
export async function addToWishlist(db: Database, owner: WishlistOwner, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(t.wishlistItems).where(ownedBy(owner));
    if ((row?.n ?? 0) >= WISHLIST_MAX_ITEMS) throw new BadRequestError('Lista ulubionych jest pełna');
    await tx
      .insert(t.wishlistItems)
      .values({ ...owner, productId })
      .onConflictDoNothing();
  });
}

export async function removeFromWishlist(db: Database, owner: WishlistOwner, productId: number): Promise<void> {
  await db.delete(t.wishlistItems).where(and(ownedBy(owner), eq(t.wishlistItems.productId, productId)));
}

/** The visitor's recently viewed products, the latest first. */
export function recentlyViewedProducts(db: Database, owner: WishlistOwner) {
  return queryRows<ProductRow>(
    db,
    sql`select ${productColumns} from recently_viewed v join products on products.id = v.product_id
        where ${ownedBySql(owner, 'v')} order by v.viewed_at desc limit ${RECENTLY_VIEWED_KEPT}`,
  );
}

/** The conflict target of one visitor's row: the partial unique index of its kind of owner. */
const viewTarget = (owner: WishlistOwner) =>
  'userId' in owner
    ? sql`(user_id, product_id) where user_id is not null`
    : sql`(anonymous_id, product_id) where anonymous_id is not null`;

/** Keeps the visitor's latest views only. */
const trimViews = (owner: WishlistOwner) => sql`
  delete from recently_viewed v where ${ownedBySql(owner, 'v')} and v.product_id not in (
    select product_id from recently_viewed v where ${ownedBySql(owner, 'v')}
    order by viewed_at desc limit ${RECENTLY_VIEWED_KEPT})`;

/** Records a view: the product moves to the front of the visitor's list and its view count grows. */
export async function recordView(db: Database, owner: WishlistOwner, productId: number): Promise<void> {
  const [anonymousId, userId] = 'userId' in owner ? [null, owner.userId] : [owner.anonymousId, null];
  await db.execute(sql`
    insert into recently_viewed (anonymous_id, user_id, product_id, viewed_at)
    values (${anonymousId}, ${userId}, ${productId}, now())
    on conflict ${viewTarget(owner)} do update set viewed_at = excluded.viewed_at`);
  await db.execute(trimViews(owner));
  await db
    .update(t.products)
    .set({ numberOfViews: sql`${t.products.numberOfViews} + 1` })
    .where(eq(t.products.id, productId));
}
