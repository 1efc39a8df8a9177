import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { call, reviewer } from '../testing/reviews';

// PGlite runs one connection and cannot race: these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (onPostgres) ({ database, api, close } = await openAccountsApi(testClock().now));
});
afterAll(() => close?.());

describe.runIf(onPostgres)('follows on PostgreSQL, with parallel requests', () => {
  it('keeps both counters equal to the follow rows after 50 parallel follows and unfollows, crossing ones included', async () => {
    const people: Awaited<ReturnType<typeof reviewer>>[] = [];
    for (let i = 0; i < 5; i++) people.push(await reviewer(api, database.db, `wyscig.obserwacji.${i}@example.pl`));
    // Every ordered pair followed or unfollowed, several times, A→B beside B→A: the users' rows are
    // locked from both sides at once.
    const requests = Array.from({ length: 50 }, (_, i) => {
      const from = people[i % 5]!;
      const to = people[(i + 1 + (Math.floor(i / 5) % 4)) % 5]!;
      return call(api, i % 3 === 0 ? 'DELETE' : 'POST', '/kwc/follows', { body: { userId: to.id }, jar: from.jar });
    });
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const ids = people.map((person) => person.id);
    const drift = await queryRows<{
      id: number;
      followed_count: number;
      followed: number;
      followers_count: number;
      followers: number;
    }>(
      database.db,
      sql`select u.id, u.followed_count, u.followers_count,
                 (select count(*)::int from follows f where f.follower_id = u.id) as followed,
                 (select count(*)::int from follows f where f.followee_id = u.id) as followers
          from users u where u.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by u.id`,
    );
    expect(drift).toHaveLength(5);
    for (const row of drift) {
      expect(row.followed_count).toBe(row.followed);
      expect(row.followers_count).toBe(row.followers);
    }
    // Something did happen: the race is not a no-op that equal zeros would pass.
    expect(drift.reduce((sum, row) => sum + row.followed, 0)).toBeGreaterThan(0);
  });

  it('counts one follow when the same follow is sent 50 times at once, and zero after 50 unfollows at once', async () => {
    const fan = await reviewer(api, database.db, 'wyscig.fanka@example.pl');
    const star = await reviewer(api, database.db, 'wyscig.gwiazda@example.pl');
    const send = (method: string) =>
      Promise.all(
        Array.from({ length: 50 }, () =>
          call(api, method, '/kwc/follows', { body: { userId: star.id }, jar: fan.jar }),
        ),
      );
    const counts = async () =>
      (
        await queryRows<{ followed: number; followers: number; rows: number }>(
          database.db,
          sql`select (select followed_count from users where id = ${fan.id}) as followed,
                     (select followers_count from users where id = ${star.id}) as followers,
                     (select count(*)::int from follows where follower_id = ${fan.id}) as rows`,
        )
      )[0]!;
    expect((await send('POST')).every((answer) => answer.status === 200)).toBe(true);
    expect(await counts()).toEqual({ followed: 1, followers: 1, rows: 1 });
    expect((await send('DELETE')).every((answer) => answer.status === 200)).toBe(true);
    expect(await counts()).toEqual({ followed: 0, followers: 0, rows: 0 });
  });
});
