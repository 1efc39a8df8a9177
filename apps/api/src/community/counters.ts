import { rankFor, REVIEWER_RANKS } from '@kwc/domain';
import { eq, sql, type SQL } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';

/**
 * Every counter of spec section 3 next to the fact it counts. The events keep the counters in their
 * own transactions; these queries recount them, to check for drift and to set them after a seed.
 */
const USER_FACTS = sql`
  select u.id,
    (select count(*) from follows f where f.follower_id = u.id)::int as followed_count,
    (select count(*) from follows f where f.followee_id = u.id)::int as followers_count,
    (select count(*) from review_likes l where l.user_id = u.id)::int as give_notes_count,
    (select count(*) from review_likes l join reviews r on r.id = l.review_id where r.user_id = u.id)::int as notes_plus_count,
    (select count(*) from product_hits h where h.user_id = u.id)::int as hits_count,
    (select count(*) from added_products a where a.user_id = u.id and a.status = 'published')::int as products_count,
    (select count(*) from reviews r where r.user_id = u.id and r.status = 'published')::int as reviews_count,
    (select count(*) from wishlist_lists w where w.user_id = u.id)::int as wishlist_lists_count
  from users u`;

export const USER_COUNTERS = [
  'followed_count',
  'followers_count',
  'give_notes_count',
  'notes_plus_count',
  'hits_count',
  'products_count',
  'reviews_count',
  'wishlist_lists_count',
] as const;

/** The rank of each threshold pair, as SQL (the configuration of kwc-domain `REVIEWER_RANKS`). */
const rankCase = (reviews: SQL, likes: SQL) =>
  sql`case ${sql.join(
    [...REVIEWER_RANKS]
      .reverse()
      .map((rank) => sql`when ${reviews} >= ${rank.reviews} and ${likes} >= ${rank.likes} then ${rank.name}`),
    sql` `,
  )} else ${REVIEWER_RANKS[0].name} end`;

export interface CounterDrift {
  kind: 'user' | 'product';
  id: number;
  counter: string;
  stored: number | string;
  fact: number | string;
}

/** Counters (and ranks) that differ from the facts; an empty list means no drift. */
export async function counterDrift(db: Database): Promise<CounterDrift[]> {
  const userRows = await queryRows<Record<string, number | string>>(
    db,
    sql`select u.*, f.*, ${rankCase(sql`f.reviews_count`, sql`f.notes_plus_count`)} as fact_rank
        from (${USER_FACTS}) f join (select id as user_id, rank as stored_rank,
          ${sql.join(
            USER_COUNTERS.map((column) => sql`${sql.identifier(column)} as ${sql.identifier(`stored_${column}`)}`),
            sql`, `,
          )} from users) u on u.user_id = f.id`,
  );
  const drift: CounterDrift[] = [];
  for (const row of userRows) {
    for (const counter of USER_COUNTERS) {
      if (row[`stored_${counter}`] !== row[counter]) {
        drift.push({
          kind: 'user',
          id: Number(row.id),
          counter,
          stored: row[`stored_${counter}`]!,
          fact: row[counter]!,
        });
      }
    }
    if (row.stored_rank !== row.fact_rank) {
      drift.push({ kind: 'user', id: Number(row.id), counter: 'rank', stored: row.stored_rank!, fact: row.fact_rank! });
    }
  }
  const productRows = await queryRows<{ id: number; stored: number; fact: number }>(
    db,
    sql`select p.id, p.number_of_hits as stored, coalesce(h.n, 0)::int as fact
        from products p left join (select product_id, count(*) as n from product_hits group by product_id) h
          on h.product_id = p.id
        where p.number_of_hits <> coalesce(h.n, 0)`,
  );
  for (const row of productRows) {
    drift.push({ kind: 'product', id: row.id, counter: 'number_of_hits', stored: row.stored, fact: row.fact });
  }
  return drift;
}

/** Sets every user's counters and rank from the facts (after a seed or an import; a drift repair). */
export async function recountUsers(db: Database): Promise<void> {
  await db.execute(sql`
    update users set ${sql.join(
      USER_COUNTERS.map((column) => sql`${sql.identifier(column)} = f.${sql.identifier(column)}`),
      sql`, `,
    )}, rank = ${rankCase(sql`f.reviews_count`, sql`f.notes_plus_count`)}
    from (${USER_FACTS}) f where f.id = users.id`);
}

/** Sets the user's rank from her published reviews and the likes they received, in the caller's transaction. */
export async function refreshRank(tx: Database, userId: number): Promise<void> {
  const [row] = await tx
    .select({ reviews: t.users.reviewsCount, likes: t.users.notesPlusCount, rank: t.users.rank })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!row) return;
  const rank = rankFor(row.reviews, row.likes);
  if (rank !== row.rank) await tx.update(t.users).set({ rank }).where(eq(t.users.id, userId));
}
