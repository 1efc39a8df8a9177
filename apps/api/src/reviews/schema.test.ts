import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { refusal } from '../testing/refusal';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openSeededDatabase(120);
});
afterAll(() => database.close());

const rows = <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  queryRows<T>(database.db, query);

describe('migration 0012_reviews', () => {
  it('seeds one review per author and product, and refuses a second', async () => {
    const [dupes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from reviews group by user_id, product_id having count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
    const [first] = await rows<{ user_id: number; product_id: number }>(
      sql`select user_id, product_id from reviews order by id limit 1`,
    );
    expect(
      await refusal(
        database.db.execute(
          sql`insert into reviews (product_id, user_id, rating, title, body)
              values (${first!.product_id}, ${first!.user_id}, 5, 'Drugi raz', 'Ta sama autorka, ten sam produkt')`,
        ),
      ),
    ).toMatch(/reviews_user_product_idx/);
  });

  it('keeps review_events append-only: a trigger refuses UPDATE and DELETE', async () => {
    await database.db.execute(
      sql`insert into review_events (review_id, actor_id, from_status, to_status) values (1, 1, 'draft', 'pending')`,
    );
    expect(await refusal(database.db.execute(sql`update review_events set to_status = 'published'`))).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(database.db.execute(sql`delete from review_events`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    const [kept] = await rows<{ to_status: string }>(sql`select to_status from review_events`);
    expect(kept!.to_status).toBe('pending');
  });

  it('gives old reviews no photos and stamps the submission of every non-draft', async () => {
    const [row] = await rows<{ without_photos: number; unsubmitted: number }>(
      sql`select count(*) filter (where photos <> '[]'::jsonb)::int as without_photos,
                 count(*) filter (where status <> 'draft' and submitted_at is null)::int as unsubmitted
          from reviews`,
    );
    expect(row).toEqual({ without_photos: 0, unsubmitted: 0 });
  });
});
