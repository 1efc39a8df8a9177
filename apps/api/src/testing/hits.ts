import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';

/** Public products by id, from `offset` on (fresh ground for HIT tests). */
export async function publicProducts(db: Database, count: number, offset = 0): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from products where is_public order by id limit ${count} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

/**
 * What the HIT counters say beside what the facts say: the user's `hits_count` and `product_hits`
 * rows, and every product whose `number_of_hits` differs from its rows (none when they agree).
 */
export async function hitFacts(db: Database, userId: number) {
  const [user] = await queryRows<{ hits_count: number; rows: number; activities: number }>(
    db,
    sql`select hits_count,
               (select count(*)::int from product_hits where user_id = ${userId}) as rows,
               (select count(*)::int from activities where actor_id = ${userId} and kind = 'hit') as activities
        from users where id = ${userId}`,
  );
  const drift = await queryRows<{ id: number; number_of_hits: number; facts: number }>(
    db,
    sql`select p.id, p.number_of_hits, count(h.user_id)::int as facts
        from products p left join product_hits h on h.product_id = p.id
        group by p.id having p.number_of_hits <> count(h.user_id)`,
  );
  return { hitsCount: user!.hits_count, rows: user!.rows, activities: user!.activities, drift };
}
