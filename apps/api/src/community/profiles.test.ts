import { apiErrorSchema, profileResponseSchema, profileSectionResponseSchema, REVIEWER_RANKS } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { call, reviewer, unreviewedProducts, validReview } from '../testing/reviews';
import { counterDrift, recountUsers } from './counters';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
let products: number[];
const clock = testClock(new Date('2026-11-29T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
  products = await unreviewedProducts(database.db, 6);
});
afterAll(() => close());

type Account = Awaited<ReturnType<typeof reviewer>>;
let moderator: Account;

async function publish(author: Account, productId: number, submit = true) {
  const response = await call(api, 'POST', '/reviews', {
    body: submit
      ? { productId, submit: true, review: validReview({ title: `Opinia o ${productId}` }) }
      : { productId, submit: false, draft: { title: 'Szkic bez końca' } },
    jar: author.jar,
  });
  const { review } = (await response.json()) as { review: { id: number } };
  if (!submit) return review.id;
  moderator ??= await reviewer(api, database.db, 'moderatorka.profili@example.pl', { role: 'moderator' });
  const decided = await call(api, 'POST', `/moderation/reviews/${review.id}/decision`, {
    body: { decision: 'publish' },
    jar: moderator.jar,
  });
  expect(decided.status).toBe(200);
  return review.id;
}

const read = async (path: string, jar?: Account['jar']) => {
  const response = await call(api, 'GET', path, jar ? { jar } : {});
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('profiles', () => {
  it('needs a session; an unknown, nameless or deactivated user is a 404 with a Polish message', async () => {
    const reader = await reviewer(api, database.db, 'czytelniczka@example.pl');
    const author = await reviewer(api, database.db, 'autorka.profilu@example.pl');
    expect((await read(`/kwc/users/${author.id}`)).status).toBe(401);
    const unknown = await read('/kwc/users/999999', reader.jar);
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(unknown.body).error.message).toBe('Nie znaleziono takiego profilu');
    expect((await read('/kwc/users/abc', reader.jar)).status).toBe(400);
    const nameless = await reviewer(api, database.db, 'bez.nazwy@example.pl', { username: null });
    expect((await read(`/kwc/users/${nameless.id}`, reader.jar)).status).toBe(404);
    await database.db.execute(sql`update users set deactivated_at = now() where id = ${nameless.id}`);
    const gone = await reviewer(api, database.db, 'odeszla@example.pl');
    await database.db.execute(sql`update users set deactivated_at = now() where id = ${gone.id}`);
    expect((await read(`/kwc/users/${gone.id}`, reader.jar)).status).toBe(404);
  });

  it('shows the counters and the rank the published reviews and likes earn, the owner flag, and the sections', async () => {
    const author = await reviewer(api, database.db, 'recenzentka.profil@example.pl');
    const reader = await reviewer(api, database.db, 'fanka.profilu@example.pl');
    const published = [];
    for (const productId of products.slice(0, 3)) published.push(await publish(author, productId));
    const draftId = await publish(author, products[3]!, false);
    await call(api, 'POST', `/reviews/${published[0]}/like`, { jar: reader.jar });

    const seen = await read(`/kwc/users/${author.id}`, reader.jar);
    expect(seen.status).toBe(200);
    const profile = profileResponseSchema.parse(seen.body);
    expect(profile.profile.username).toBe('recenzentka.profil');
    expect(profile.counters).toMatchObject({ reviews: 3, notes_plus: 1, hits: 0, hits_left: 30 });
    // Three published reviews reach the second rank of the configuration.
    expect(profile.profile.rank).toBe(REVIEWER_RANKS[1].name);
    expect(profile).toMatchObject({ isOwner: false, isFollowed: false });
    expect(profileResponseSchema.parse((await read(`/kwc/users/${author.id}`, author.jar)).body).isOwner).toBe(true);

    const opinions = profileSectionResponseSchema.parse(
      (await read(`/kwc/users/${author.id}/sections/opinie`, reader.jar)).body,
    );
    expect(opinions.section === 'opinie' && opinions.reviews.map((review) => review.id)).toEqual(
      [...published].reverse(),
    );
    expect(opinions.total).toBe(3);
    const praised = profileSectionResponseSchema.parse(
      (await read(`/kwc/users/${reader.id}/sections/pochwaly`, author.jar)).body,
    );
    expect(praised.section === 'pochwaly' && praised.reviews.map((review) => review.id)).toEqual([published[0]]);

    // Drafts are the owner's alone.
    const drafts = profileSectionResponseSchema.parse(
      (await read(`/kwc/users/${author.id}/sections/szkice`, author.jar)).body,
    );
    expect(drafts.section === 'szkice' && drafts.drafts).toEqual([
      expect.objectContaining({ reviewId: draftId, productId: products[3], title: 'Szkic bez końca', status: 'draft' }),
    ]);
    expect((await read(`/kwc/users/${author.id}/sections/szkice`, reader.jar)).status).toBe(404);
    expect((await read(`/kwc/users/${author.id}/sections/nieznana`, reader.jar)).status).toBe(400);
    const empty = profileSectionResponseSchema.parse(
      (await read(`/kwc/users/${author.id}/sections/hity`, reader.jar)).body,
    );
    expect(empty).toEqual({ section: 'hity', products: [], total: 0 });
  });

  it('keeps counters and ranks equal to the facts through the events; the recount finds the drift a write outside them makes', async () => {
    // Every counter, of users and of products' HITs, from the seed on.
    expect(await counterDrift(database.db)).toEqual([]);
    const [someone] = await queryRows<{ id: number }>(
      database.db,
      sql`update users set reviews_count = reviews_count + 5 where email = 'recenzentka.profil@example.pl' returning id`,
    );
    expect(await counterDrift(database.db)).toEqual([
      { kind: 'user', id: someone!.id, counter: 'reviews_count', stored: 8, fact: 3 },
    ]);
    await recountUsers(database.db);
    expect(await counterDrift(database.db)).toEqual([]);
  });
});
