import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { testAccountConfig, testClock } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { call, reviewer, unreviewedProducts, validReview } from '../testing/reviews';

// PGlite runs one connection and cannot race: these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
const clock = testClock();

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openSeededDatabase(60);
  api = createApi(database, { accounts: testAccountConfig({ now: clock.now }), logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await database?.close();
});

describe.runIf(onPostgres)('reviews on PostgreSQL, with parallel requests', () => {
  it('makes one review of the same create sent twice at once; the other answer is 409 with its id', async () => {
    const [productId] = await unreviewedProducts(database.db, 1);
    const { jar, id } = await reviewer(api, database.db, 'wyscig@example.pl');
    const body = { productId: productId!, submit: true, review: validReview() };
    const answers = await Promise.all([0, 1, 2, 3].map(() => call(api, 'POST', '/reviews', { body, jar })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const stored = await queryRows<{ id: number }>(database.db, sql`select id from reviews where user_id = ${id}`);
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(((await answer.json()) as { error: { reviewId: number } }).error.reviewId).toBe(stored[0]!.id);
    }
    const [events] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from review_events where review_id = ${stored[0]!.id}`,
    );
    expect(events!.n).toBe(1);
  });
});
