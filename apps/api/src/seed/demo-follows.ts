import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';

const DAY_MS = 86_400_000;

/**
 * The community demo (issue 33): follows among the seeded users — ania.demo follows the four most
 * prolific reviewers and is followed by three of them — the follow counters recounted from the rows,
 * and the activity feed backfilled from the facts (published reviews at their publication, HITs,
 * published added products), so a fresh site has a feed. Deterministic: it draws nothing from the
 * seed's random sequence, which the rest of the data depends on.
 */
export async function seedDemoFollows(db: Database, now: Date): Promise<void> {
  const reviewers = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join reviews r on r.user_id = u.id and r.status = 'published'
        where u.email like 'demo+%' group by u.id order by count(*) desc, u.id limit 8`,
  );
  const [ania] = await queryRows<{ id: number }>(db, sql`select id from users where email = 'ania@demo.kwc.pl'`);
  const generated = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email like 'demo+%' and deactivated_at is null order by id`,
  );
  const pairs = new Map<string, { follower: number; followee: number; days: number }>();
  const add = (follower: number, followee: number, days: number) => {
    if (follower !== followee) pairs.set(`${follower}:${followee}`, { follower, followee, days });
  };
  if (ania) {
    reviewers.slice(0, 4).forEach((reviewer, index) => add(ania.id, reviewer.id, 3 + index * 5));
    reviewers.slice(4, 7).forEach((reviewer, index) => add(reviewer.id, ania.id, 2 + index * 4));
  }
  // Every generated user follows a few others (a fixed stride), the prolific reviewers more often.
  generated.forEach((user, index) => {
    for (let k = 1; k <= 3; k++) add(user.id, generated[(index * 7 + k * 11) % generated.length]!.id, (index + k) % 90);
    const star = reviewers[index % Math.max(reviewers.length, 1)];
    if (star && index % 3 === 0) add(user.id, star.id, (index * 5) % 120);
  });
  const rows = [...pairs.values()];
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db.execute(
      sql`insert into follows (follower_id, followee_id, created_at) values ${sql.join(
        chunk.map(
          (row) =>
            sql`(${row.follower}, ${row.followee}, ${new Date(now.getTime() - row.days * DAY_MS - row.follower * 1000).toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )} on conflict do nothing`,
    );
  }
  await db.execute(
    sql`update users u set
          followed_count = (select count(*) from follows f where f.follower_id = u.id),
          followers_count = (select count(*) from follows f where f.followee_id = u.id)`,
  );
  await db.execute(
    sql`insert into activities (actor_id, kind, product_id, review_id, created_at)
        select user_id, 'review', product_id, id, coalesce(published_at, created_at)
        from reviews where status = 'published'
        on conflict do nothing`,
  );
  await db.execute(
    sql`insert into activities (actor_id, kind, product_id, created_at)
        select user_id, 'hit', product_id, created_at from product_hits
        on conflict do nothing`,
  );
  await db.execute(
    sql`insert into activities (actor_id, kind, product_id, created_at)
        select user_id, 'product', product_id, coalesce(decided_at, created_at) from added_products
        where status = 'published' and product_id is not null
        on conflict do nothing`,
  );
}
