import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { linkTokenOf, startMailbox, testAccountConfig, testClock, type Mailbox } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { call, reviewer, unreviewedProducts, validReview } from '../testing/reviews';
import { REVIEW_SUBMITS_PER_HOUR } from './writing-routes';

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
  it('makes one review of the same create sent 50 times at once; the others answer 409 with its id or 429 past the limit', async () => {
    const [productId] = await unreviewedProducts(database.db, 1);
    const { jar, id } = await reviewer(api, database.db, 'wyscig@example.pl');
    const body = { productId: productId!, submit: true, review: validReview() };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(api, 'POST', '/reviews', { body, jar })));
    const statuses = answers.map((answer) => answer.status);
    // The per-account limit on sends (30 an hour) lets exactly 30 reach the write; of those, one creates.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(REVIEW_SUBMITS_PER_HOUR - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - REVIEW_SUBMITS_PER_HOUR);
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

  it('counts one like of a review liked 50 times at once, and every counter equal to the facts after 50 mixed likes and unlikes', async () => {
    const [productId] = await unreviewedProducts(database.db, 1);
    const author = await reviewer(api, database.db, 'lubiana@example.pl');
    const created = await call(api, 'POST', '/reviews', {
      body: { productId: productId!, submit: true, review: validReview() },
      jar: author.jar,
    });
    const reviewId = ((await created.json()) as { review: { id: number } }).review.id;
    await database.db.execute(
      sql`update reviews set status = 'published', published_at = now() where id = ${reviewId}`,
    );
    const fans: Awaited<ReturnType<typeof reviewer>>[] = [];
    for (let i = 0; i < 5; i++) fans.push(await reviewer(api, database.db, `fan.wyscig.${i}@example.pl`));
    const facts = async () =>
      (
        await queryRows<{ likes: number; rows: number; plus: number; given: number }>(
          database.db,
          sql`select (select likes from reviews where id = ${reviewId}) as likes,
                     (select count(*)::int from review_likes where review_id = ${reviewId}) as rows,
                     (select notes_plus_count from users where id = ${author.id}) as plus,
                     (select coalesce(sum(give_notes_count), 0)::int from users where id in (${sql.join(
                       fans.map((fan) => sql`${fan.id}`),
                       sql`, `,
                     )})) as given`,
        )
      )[0]!;

    const same = await Promise.all(
      Array.from({ length: 50 }, () => call(api, 'POST', `/reviews/${reviewId}/like`, { jar: fans[0]!.jar })),
    );
    expect(same.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await facts()).toEqual({ likes: 1, rows: 1, plus: 1, given: 1 });

    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(api, i % 3 === 0 ? 'DELETE' : 'POST', `/reviews/${reviewId}/like`, { jar: fans[i % 5]!.jar }),
      ),
    );
    expect(mixed.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const after = await facts();
    expect(after.likes).toBe(after.rows);
    expect(after.plus).toBe(after.rows);
    expect(after.given).toBe(after.rows);
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
