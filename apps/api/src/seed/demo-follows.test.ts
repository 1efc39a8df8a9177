import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CatalogueDictionary } from '../catalog/dictionary';
import { queryRows, type DatabaseHandle } from '../db/client';
import { activityFeed, userFollows } from '../follows/service';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase(60);
});
afterAll(() => database.close());

const one = async <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  (await queryRows<T>(database.db, query))[0]!;

describe('the community demo seed', () => {
  it('has ania.demo follow reviewers and be followed, with every user’s counters equal to the rows', async () => {
    const ania = await one<{ id: number; followed_count: number; followers_count: number }>(
      sql`select id, followed_count, followers_count from users where email = 'ania@demo.kwc.pl'`,
    );
    expect(ania.followed_count).toBeGreaterThanOrEqual(3);
    expect(ania.followers_count).toBeGreaterThanOrEqual(2);
    const drift = await one<{ n: number }>(
      sql`select count(*)::int as n from users u
          where u.followed_count <> (select count(*) from follows f where f.follower_id = u.id)
             or u.followers_count <> (select count(*) from follows f where f.followee_id = u.id)`,
    );
    expect(drift.n).toBe(0);
    const followed = await userFollows(database.db, ania.id, ania.id, { direction: 'given', limit: 50 });
    expect(followed.total).toBe(ania.followed_count);
    expect(followed.users.every((user) => user.reviews >= 0 && user.isFollowed)).toBe(true);
  });

  it('backfills the activity of every published review at its publication, and of the published added products', async () => {
    const counts = await one<{
      reviews: number;
      review_rows: number;
      stale: number;
      products: number;
      product_rows: number;
    }>(
      sql`select (select count(*)::int from reviews where status = 'published') as reviews,
                 (select count(*)::int from activities where kind = 'review') as review_rows,
                 (select count(*)::int from activities a join reviews r on r.id = a.review_id
                   where a.kind = 'review' and (a.created_at <> r.published_at or a.actor_id <> r.user_id)) as stale,
                 (select count(*)::int from added_products where status = 'published') as products,
                 (select count(*)::int from activities where kind = 'product') as product_rows`,
    );
    expect(counts.reviews).toBeGreaterThan(0);
    expect(counts).toMatchObject({ review_rows: counts.reviews, stale: 0, product_rows: counts.products });
  });

  it('gives ania.demo a feed on a fresh site, newest first', async () => {
    const ania = await one<{ id: number }>(sql`select id from users where email = 'ania@demo.kwc.pl'`);
    const dictionary = new CatalogueDictionary(database.db);
    await dictionary.ready();
    const feed = await activityFeed(database.db, dictionary, ania.id, { limit: 10 });
    expect(feed.items.length).toBe(10);
    expect(feed.next).not.toBeNull();
    const times = feed.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(feed.items.some((item) => item.kind === 'review' && item.review !== null)).toBe(true);
  });
});
