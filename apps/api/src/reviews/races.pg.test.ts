import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { linkTokenOf, startMailbox, testAccountConfig, testClock, type Mailbox } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { call, reviewer, unreviewedProducts, validReview } from '../testing/reviews';

// PGlite runs one connection and cannot race: these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let mailbox: Mailbox;
const clock = testClock();

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openSeededDatabase(60);
  mailbox = await startMailbox();
  api = createApi(database, {
    accounts: testAccountConfig({ now: clock.now, smtpUrl: mailbox.url }),
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await mailbox?.close();
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

  it('spends a reply link once when its form is sent twice at once: one 200, one 404, one event', async () => {
    const [productId] = await unreviewedProducts(database.db, 1);
    const author = await reviewer(api, database.db, 'odpowiedz.dwa.razy@example.pl');
    const moderator = await reviewer(api, database.db, 'moderator.wyscig@example.pl', { role: 'moderator' });
    const created = await call(api, 'POST', '/reviews', {
      body: { productId: productId!, submit: true, review: validReview() },
      jar: author.jar,
    });
    const reviewId = ((await created.json()) as { review: { id: number } }).review.id;
    const decided = await call(api, 'POST', `/moderation/reviews/${reviewId}/decision`, {
      body: { decision: 'request_changes', reasonCodes: ['too_short'] },
      jar: moderator.jar,
    });
    expect(decided.status).toBe(200);
    const token = linkTokenOf(
      await mailbox.next('odpowiedz.dwa.razy@example.pl', { subject: 'Twoja opinia wymaga poprawek' }),
    );
    const answers = await Promise.all(
      ['Pierwsza odpowiedź', 'Druga odpowiedź'].map((message) =>
        call(api, 'POST', `/reviews/reply/${token}`, { body: { message, review: validReview() }, jar: author.jar }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const [events] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from review_events where review_id = ${reviewId} and message is not null`,
    );
    expect(events!.n).toBe(1);
  });
});
