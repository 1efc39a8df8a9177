import { MAX_HITS } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { Random } from './random';
import { DAY, insertChunked } from './rows';

type ProductRow = typeof t.products.$inferInsert;
type UserRow = { id: number; createdAt: Date };

/**
 * HITs as facts (issue 33): the generated users mark products, at most 30 each, and each product's
 * `number_of_hits` becomes the count of its marks, each user's `hits_count` the count of theirs.
 * The products' generated figures are the wish: the most wished products are served first, so the
 * 'Najpierw HITy' order keeps the shape it had. Runs before the products are inserted (it sets their
 * column); a generator of its own keeps the rest of the catalogue as the seed made it before.
 */
export async function seedHits(
  db: Database,
  products: ProductRow[],
  users: readonly UserRow[],
  now: Date,
  seed: number,
): Promise<number> {
  const random = new Random(seed ^ 0x4849_5453);
  const left = new Map(users.map((user) => [user.id, MAX_HITS]));
  let open = users.map((user) => user.id);
  const byWish = products
    .map((product, index) => ({ index, wish: product.numberOfHits ?? 0 }))
    .sort((a, b) => b.wish - a.wish || a.index - b.index);
  const rows: (typeof t.productHits.$inferInsert)[] = [];
  for (const { index, wish } of byWish) {
    const product = products[index]!;
    const givers = wish > 0 ? random.sample(open, wish) : [];
    const since = Math.max((product.createdAt ?? now).getTime(), now.getTime() - 400 * DAY);
    for (const userId of givers) {
      left.set(userId, left.get(userId)! - 1);
      const at = new Date(since + Math.floor(random.next() * Math.max(0, now.getTime() - since)));
      rows.push({ userId, productId: product.id!, createdAt: at });
    }
    if (givers.some((userId) => left.get(userId) === 0)) open = open.filter((userId) => left.get(userId)! > 0);
    product.numberOfHits = givers.length;
  }
  await insertChunked(db, t.productHits, rows, 5000);
  // What followers see: each HIT given, as the API records it.
  await insertChunked(
    db,
    t.activities,
    rows.map((row) => ({
      actorId: row.userId,
      kind: 'hit' as const,
      productId: row.productId,
      createdAt: row.createdAt,
    })),
    5000,
  );
  await db.execute(sql`
    update users set hits_count = counted.n
    from (select user_id, count(*)::int as n from product_hits group by user_id) as counted
    where users.id = counted.user_id`);
  return rows.length;
}
