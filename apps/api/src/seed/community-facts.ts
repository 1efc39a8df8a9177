import { sql } from 'drizzle-orm';

import { recountUsers } from '../community/counters';
import type { Database } from '../db/client';

/**
 * The seeded reviews' likes as facts: each published review's drawn number of likes becomes that
 * many `review_likes` rows of other seeded users (fewer when a draw meets the author or repeats),
 * and the review's `likes` is then the count of its rows. Set-based: one statement at any size.
 */
export async function seedReviewLikes(db: Database, userCount: number): Promise<void> {
  await db.execute(sql`
    insert into review_likes (review_id, user_id, created_at)
    select r.id, ((r.id * 37 + g * 101) % ${userCount}) + 1, r.published_at + g * interval '1 hour'
    from reviews r cross join lateral generate_series(1, r.likes) g
    where r.status = 'published' and r.likes > 0 and ((r.id * 37 + g * 101) % ${userCount}) + 1 <> r.user_id
    on conflict do nothing`);
  await db.execute(sql`
    update reviews set likes = coalesce(l.n, 0)
    from (select r.id, count(l.review_id)::int as n from reviews r
          left join review_likes l on l.review_id = r.id where r.likes > 0 group by r.id) l
    where reviews.id = l.id and reviews.likes <> coalesce(l.n, 0)`);
}

/** After the seed's facts: every user's counters and rank from them (community/counters.ts). */
export async function seedCounters(db: Database): Promise<void> {
  await recountUsers(db);
}
