import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase(300);
});
afterAll(() => database.close());

describe('the seed’s HITs', () => {
  it('are facts: each product’s number_of_hits and each user’s hits_count count their product_hits rows', async () => {
    const products = await queryRows<{ id: number }>(
      database.db,
      sql`select p.id from products p left join product_hits h on h.product_id = p.id
          group by p.id having p.number_of_hits <> count(h.user_id)`,
    );
    expect(products).toEqual([]);
    const users = await queryRows<{ id: number }>(
      database.db,
      sql`select u.id from users u left join product_hits h on h.user_id = u.id
          group by u.id having u.hits_count <> count(h.product_id) or count(h.product_id) > 30`,
    );
    expect(users).toEqual([]);
    const [total] = await queryRows<{ hits: number; activities: number; givers: number }>(
      database.db,
      sql`select (select count(*)::int from product_hits) as hits,
                 (select count(*)::int from activities a join product_hits h
                    on a.kind = 'hit' and a.actor_id = h.user_id and a.product_id = h.product_id) as activities,
                 (select count(distinct user_id)::int from product_hits) as givers`,
    );
    expect(total!.hits).toBeGreaterThan(300);
    expect(total!.activities).toBe(total!.hits);
    expect(total!.givers).toBeGreaterThan(10);
  });

  it('leave the demo accounts without HITs and keep a spread for the HIT sort and filter', async () => {
    const demo = await queryRows<{ hits_count: number }>(
      database.db,
      sql`select hits_count from users where email like '%@demo.kwc.pl'`,
    );
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((user) => user.hits_count === 0)).toBe(true);
    const [spread] = await queryRows<{ top: number; distinct_counts: number; none: number }>(
      database.db,
      sql`select max(number_of_hits)::int as top, count(distinct number_of_hits)::int as distinct_counts,
                 count(*) filter (where number_of_hits = 0)::int as none
          from products where is_public`,
    );
    expect(spread!.top).toBeGreaterThanOrEqual(10);
    expect(spread!.distinct_counts).toBeGreaterThanOrEqual(5);
    expect(spread!.none).toBeGreaterThan(0);
  });
});
