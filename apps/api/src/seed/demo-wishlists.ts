import { eq, sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';

/** ania's named wishlists (issue 33): two lists and their products' places; the rest go on the default list. */
const DEMO_LISTS = [
  { name: 'Pielęgnacja twarzy', products: 3 },
  { name: 'Na prezent', products: 2 },
] as const;
/** Products on ania's default list. */
const DEFAULT_PRODUCTS = 3;

/**
 * The named wishlists demo (I33 contract): ania.demo gets two lists with a few public products and
 * a few on the default list, newest first as added; `wishlist_lists_count` is set from the facts.
 */
export async function seedDemoWishlists(db: Database, now: Date): Promise<void> {
  const [ania] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'ania@demo.kwc.pl'));
  const needed = DEMO_LISTS.reduce((sum, list) => sum + list.products, DEFAULT_PRODUCTS);
  const products = await queryRows<{ id: number }>(
    db,
    sql`select id from products where is_public and not is_adult order by id limit ${needed}`,
  );
  if (!ania || products.length < needed) return;
  const ids = products.map((product) => product.id);
  let added = 0;
  const at = () => new Date(now.getTime() - (needed - added++) * 3_600_000);
  for (const list of DEMO_LISTS) {
    const [row] = await db
      .insert(t.wishlistLists)
      .values({ userId: ania.id, name: list.name, createdAt: at() })
      .returning({ id: t.wishlistLists.id });
    await db
      .insert(t.wishlistItems)
      .values(
        ids
          .splice(0, list.products)
          .map((productId) => ({ userId: ania.id, productId, listId: row!.id, createdAt: at() })),
      );
  }
  await db.insert(t.wishlistItems).values(ids.map((productId) => ({ userId: ania.id, productId, createdAt: at() })));
  await db.execute(
    sql`update users set wishlist_lists_count = (select count(*) from wishlist_lists where user_id = ${ania.id})
        where id = ${ania.id}`,
  );
}
