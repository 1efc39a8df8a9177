import {
  activityResponseSchema,
  apiErrorSchema,
  FOLLOW_MESSAGES,
  followResponseSchema,
  userFollowsResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { recordActivity } from '../community/activity';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { call, reviewer } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
const clock = testClock(new Date('2026-11-29T08:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

type Jar = Awaited<ReturnType<typeof reviewer>>['jar'];
const user = (name: string) => reviewer(api, database.db, `${name}@example.pl`, { username: name });

const counters = async (id: number) =>
  (
    await queryRows<{ followed: number; followers: number }>(
      database.db,
      sql`select followed_count as followed, followers_count as followers from users where id = ${id}`,
    )
  )[0]!;
const followRows = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from follows`))[0]!.n;

const follow = (jar: Jar, userId: unknown, method = 'POST') =>
  call(api, method, '/kwc/follows', { body: { userId }, jar });

async function list(jar: Jar, userId: number, direction: string, after?: string, limit = 2) {
  const query = new URLSearchParams({ direction, limit: String(limit), ...(after ? { after } : {}) });
  const response = await call(api, 'GET', `/kwc/users/${userId}/follows?${query}`, { jar });
  expect(response.status).toBe(200);
  return userFollowsResponseSchema.parse(await response.json());
}

/** Every page of a list, through its cursors. */
async function allPages(jar: Jar, userId: number, direction: string, limit = 2) {
  const pages = [];
  let after: string | undefined;
  do {
    const page = await list(jar, userId, direction, after, limit);
    pages.push(page);
    after = page.next ?? undefined;
  } while (after);
  return pages;
}

describe('follow and unfollow', () => {
  it('follows once, counts both sides in the same transaction, and takes it back; twice changes nothing', async () => {
    const ola = await user('ola.obserwuje');
    const ewa = await user('ewa.obserwowana');
    for (let i = 0; i < 2; i++) {
      const answer = await follow(ola.jar, ewa.id);
      expect(followResponseSchema.parse(await answer.json())).toEqual({
        userId: ewa.id,
        isFollowed: true,
        followers: 1,
      });
    }
    expect(await counters(ola.id)).toEqual({ followed: 1, followers: 0 });
    expect(await counters(ewa.id)).toEqual({ followed: 0, followers: 1 });
    for (let i = 0; i < 2; i++) {
      const answer = await follow(ola.jar, ewa.id, 'DELETE');
      expect(followResponseSchema.parse(await answer.json())).toEqual({
        userId: ewa.id,
        isFollowed: false,
        followers: 0,
      });
    }
    expect(await counters(ola.id)).toEqual({ followed: 0, followers: 0 });
    expect(await counters(ewa.id)).toEqual({ followed: 0, followers: 0 });
  });

  it('refuses oneself (400), a missing or deactivated user (404), bad input (400) and no session (401) in Polish; nothing changes', async () => {
    const ala = await user('ala.odmowy');
    const gone = await user('konto.wylaczone');
    await database.db.execute(sql`update users set deactivated_at = now() where id = ${gone.id}`);
    const before = { rows: await followRows(), ala: await counters(ala.id), gone: await counters(gone.id) };
    const cases: [unknown, number, string, Jar | undefined][] = [
      [ala.id, 400, FOLLOW_MESSAGES.cannotFollowSelf, ala.jar],
      [999_999, 404, FOLLOW_MESSAGES.unknownUser, ala.jar],
      [gone.id, 404, FOLLOW_MESSAGES.unknownUser, ala.jar],
      [gone.id, 401, FOLLOW_MESSAGES.loginRequired, undefined],
    ];
    for (const [userId, status, message, jar] of cases) {
      for (const method of ['POST', 'DELETE']) {
        const answer = await call(api, method, '/kwc/follows', { body: { userId }, ...(jar ? { jar } : {}) });
        expect(answer.status).toBe(status);
        expect(apiErrorSchema.parse(await answer.json()).error.message).toBe(message);
      }
    }
    const bad = await follow(ala.jar, 'ewa');
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.fields).toHaveProperty('userId');
    expect({ rows: await followRows(), ala: await counters(ala.id), gone: await counters(gone.id) }).toEqual(before);
  });
});

describe('follow lists', () => {
  it('pages both directions newest first by cursor, without gaps or repeats; isFollowed is the viewer’s', async () => {
    const star = await user('gwiazda.list');
    const fans: Awaited<ReturnType<typeof user>>[] = [];
    for (let i = 0; i < 5; i++) {
      fans.push(await user(`fanka.${i}`));
      expect((await follow(fans[i]!.jar, star.id)).status).toBe(200);
    }
    // Three follows at the same instant: the follower's id breaks the tie, no row is lost or repeated.
    const at = [
      '2026-11-20T10:00:00Z',
      '2026-11-21T10:00:00Z',
      '2026-11-21T10:00:00Z',
      '2026-11-21T10:00:00Z',
      '2026-11-22T10:00:00.000001Z',
    ];
    for (const [i, fan] of fans.entries()) {
      await database.db.execute(
        sql`update follows set created_at = ${at[i]}::timestamptz where follower_id = ${fan.id} and followee_id = ${star.id}`,
      );
    }
    const viewer = fans[0]!;
    expect((await follow(viewer.jar, fans[3]!.id)).status).toBe(200);

    const pages = await allPages(viewer.jar, star.id, 'received');
    expect(pages.map((page) => page.users.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5)).toBe(true);
    const listed = pages.flatMap((page) => page.users);
    expect(listed.map((row) => row.id)).toEqual([...fans].reverse().map((fan) => fan.id));
    expect(listed.find((row) => row.id === fans[3]!.id)).toMatchObject({
      username: 'fanka.3',
      isFollowed: true,
      followers: 1,
      reviews: 0,
    });
    expect(listed.filter((row) => row.isFollowed)).toHaveLength(1);

    const given = await allPages(star.jar, viewer.id, 'given', 10);
    expect(given.flatMap((page) => page.users.map((row) => row.id))).toEqual([fans[3]!.id, star.id]);
    expect(given[0]!.users.find((row) => row.id === star.id)!.isFollowed).toBe(false);
  });

  it('leaves deactivated users out; answers 404 for an unknown user, 400 in Polish for a bad cursor, 401 logged out', async () => {
    const owner = await user('lista.wlascicielka');
    const fan = await user('lista.fanka');
    const leaving = await user('lista.odchodzi');
    await follow(fan.jar, owner.id);
    await follow(leaving.jar, owner.id);
    await database.db.execute(sql`update users set deactivated_at = now() where id = ${leaving.id}`);
    const page = await list(owner.jar, owner.id, 'received');
    expect(page).toMatchObject({ total: 1, next: null });
    expect(page.users.map((row) => row.id)).toEqual([fan.id]);

    expect((await call(api, 'GET', `/kwc/users/999999/follows?direction=given`, { jar: owner.jar })).status).toBe(404);
    expect(
      (await call(api, 'GET', `/kwc/users/${leaving.id}/follows?direction=given`, { jar: owner.jar })).status,
    ).toBe(404);
    for (const after of ['abc', '1_', '2026-11-29_1', `${'9'.repeat(18)}_1`]) {
      const answer = await call(api, 'GET', `/kwc/users/${owner.id}/follows?direction=given&after=${after}`, {
        jar: owner.jar,
      });
      expect(answer.status).toBe(400);
      expect(apiErrorSchema.parse(await answer.json()).error.message).toBe(FOLLOW_MESSAGES.invalidCursor);
    }
    expect(
      (await call(api, 'GET', `/kwc/users/${owner.id}/follows?direction=sideways`, { jar: owner.jar })).status,
    ).toBe(400);
    expect((await call(api, 'GET', `/kwc/users/${owner.id}/follows?direction=given`)).status).toBe(401);
  });
});

describe('activity feed', () => {
  it('merges the followed authors’ activity newest first, keyset-paged with ties by id, review items carry the review', async () => {
    const reader = await user('czytelniczka.feedu');
    const [anna, basia, stranger] = [
      await user('anna.autorka'),
      await user('basia.autorka'),
      await user('obca.autorka'),
    ];
    await follow(reader.jar, anna.id);
    await follow(reader.jar, basia.id);
    const products = await queryRows<{ id: number; sku: string }>(
      database.db,
      sql`select id, sku from products where is_public order by id limit 8`,
    );
    const [review] = await queryRows<{ id: number; rating: number; title: string }>(
      database.db,
      sql`insert into reviews (product_id, user_id, rating, title, body, status, published_at)
          values (${products[0]!.id}, ${anna.id}, 5, 'Najlepszy krem zimą', ${'Treść opinii. '.repeat(10)}, 'published', now())
          returning id, rating, title`,
    );
    const base = new Date('2026-11-20T10:00:00.000Z').getTime();
    // The same instant for three events (sub-millisecond too): the id breaks the tie, no row is lost.
    const events = [
      { actorId: anna.id, kind: 'review' as const, productId: products[0]!.id, reviewId: review!.id, at: base },
      { actorId: basia.id, kind: 'hit' as const, productId: products[1]!.id, at: base + 5000 },
      { actorId: anna.id, kind: 'hit' as const, productId: products[2]!.id, at: base + 5000 },
      { actorId: basia.id, kind: 'product' as const, productId: products[3]!.id, at: base + 5000 },
      { actorId: anna.id, kind: 'product' as const, productId: products[4]!.id, at: base + 9000 },
      { actorId: stranger.id, kind: 'hit' as const, productId: products[5]!.id, at: base + 9500 },
    ];
    for (const { at, ...event } of events) await recordActivity(database.db, { ...event, createdAt: new Date(at) });
    await database.db.execute(
      sql`update activities set created_at = created_at + interval '250 microseconds' where product_id = ${products[4]!.id}`,
    );

    const seen = [];
    let after: string | null | undefined;
    do {
      const response = await call(api, 'GET', `/kwc/activity?limit=2${after ? `&after=${after}` : ''}`, {
        jar: reader.jar,
      });
      expect(response.status).toBe(200);
      const page = activityResponseSchema.parse(await response.json());
      seen.push(page.items);
      after = page.next;
    } while (after);
    expect(seen.map((items) => items.length)).toEqual([2, 2, 1]);
    const items = seen.flat();
    const tied = events.slice(1, 4).map((event) => event.productId);
    const [tiedIds] = [
      await queryRows<{ product_id: number }>(
        database.db,
        sql`select product_id from activities where actor_id in (${anna.id}, ${basia.id}) and product_id in (${sql.join(
          tied.map((id) => sql`${id}`),
          sql`, `,
        )})
            order by id desc`,
      ),
    ];
    expect(items.map((item) => products.find((p) => p.sku === item.product.sku)!.id)).toEqual([
      products[4]!.id,
      ...tiedIds!.map((row) => row.product_id),
      products[0]!.id,
    ]);
    expect(items.at(-1)).toMatchObject({
      kind: 'review',
      actor: { id: anna.id, username: 'anna.autorka' },
      review: { id: review!.id, rating: 5, title: 'Najlepszy krem zimą' },
      createdAt: new Date(base).toISOString(),
    });
    expect(items.filter((item) => item.kind !== 'review').every((item) => item.review === null)).toBe(true);

    // A hidden product, a review no longer published and an unfollowed author drop out.
    await database.db.execute(sql`update products set is_public = false where id = ${products[3]!.id}`);
    await database.db.execute(sql`update reviews set status = 'hidden' where id = ${review!.id}`);
    await follow(reader.jar, basia.id, 'DELETE');
    const rest = activityResponseSchema.parse(
      await (await call(api, 'GET', '/kwc/activity', { jar: reader.jar })).json(),
    );
    expect(rest.items.map((item) => item.product.sku)).toEqual([products[4]!.sku, products[2]!.sku]);
    expect(rest.next).toBeNull();
    // The newest hidden too, a page of one: the first candidates hold a hidden one, the next are read.
    // Its review published again: the page must still know that more follows the shown one.
    await database.db.execute(sql`update products set is_public = false where id = ${products[4]!.id}`);
    await database.db.execute(sql`update reviews set status = 'published' where id = ${review!.id}`);
    const short = activityResponseSchema.parse(
      await (await call(api, 'GET', '/kwc/activity?limit=1', { jar: reader.jar })).json(),
    );
    expect(short.items.map((item) => item.product.sku)).toEqual([products[2]!.sku]);
    const older = activityResponseSchema.parse(
      await (await call(api, 'GET', `/kwc/activity?limit=1&after=${short.next}`, { jar: reader.jar })).json(),
    );
    expect(older.items.map((item) => item.kind)).toEqual(['review']);
    expect(older.next).toBeNull();
    await database.db.execute(
      sql`update products set is_public = true where id in (${products[3]!.id}, ${products[4]!.id})`,
    );
  });

  it('leaves out a deactivated author’s activity, newer than the rest, and pages past it', async () => {
    const reader = await user('czytelniczka.odejscia');
    const [staying, leaving] = [await user('zostaje.autorka'), await user('odchodzi.autorka')];
    await follow(reader.jar, staying.id);
    await follow(reader.jar, leaving.id);
    const products = await queryRows<{ id: number; sku: string }>(
      database.db,
      sql`select id, sku from products where is_public order by id desc limit 4`,
    );
    const base = new Date('2026-11-21T10:00:00.000Z').getTime();
    await recordActivity(database.db, {
      actorId: staying.id,
      kind: 'hit',
      productId: products[0]!.id,
      createdAt: new Date(base),
    });
    // The leaving author's three are the newest: a page of one reads them first as candidates.
    for (const [index, product] of products.slice(1).entries()) {
      await recordActivity(database.db, {
        actorId: leaving.id,
        kind: 'hit',
        productId: product.id,
        createdAt: new Date(base + (index + 1) * 1000),
      });
    }
    const before = activityResponseSchema.parse(
      await (await call(api, 'GET', '/kwc/activity', { jar: reader.jar })).json(),
    );
    expect(before.items.map((item) => item.actor.id)).toEqual([leaving.id, leaving.id, leaving.id, staying.id]);
    await database.db.execute(sql`update users set deactivated_at = now() where id = ${leaving.id}`);
    const after = activityResponseSchema.parse(
      await (await call(api, 'GET', '/kwc/activity?limit=1', { jar: reader.jar })).json(),
    );
    expect(after.items.map((item) => [item.actor.id, item.product.sku])).toEqual([[staying.id, products[0]!.sku]]);
    expect(after.next).toBeNull();
  });

  it('is empty for someone who follows nobody; a bad cursor is 400 in Polish; logged out is 401', async () => {
    const lonely = await user('nikogo.nie.obserwuje');
    const empty = await call(api, 'GET', '/kwc/activity', { jar: lonely.jar });
    expect(activityResponseSchema.parse(await empty.json())).toEqual({ items: [], next: null });
    const bad = await call(api, 'GET', '/kwc/activity?after=jutro', { jar: lonely.jar });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.message).toBe(FOLLOW_MESSAGES.invalidCursor);
    expect((await call(api, 'GET', '/kwc/activity?limit=500', { jar: lonely.jar })).status).toBe(400);
    expect((await call(api, 'GET', '/kwc/activity')).status).toBe(401);
  });
});
