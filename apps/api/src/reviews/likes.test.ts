import {
  apiErrorSchema,
  likedReviewsResponseSchema,
  productReviewCountsResponseSchema,
  productReviewsResponseSchema,
  REVIEW_MESSAGES,
  REVIEW_PAGE_PATHS,
  reviewLikeResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { call, cameraPhoto, reviewer, unreviewedProducts, uploadPhoto, validReview } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
let products: number[];
const clock = testClock(new Date('2026-11-21T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
  products = await unreviewedProducts(database.db, 4);
});
afterAll(() => close());

const counters = async (userId: number) =>
  (
    await queryRows<{ notes_plus_count: number; give_notes_count: number }>(
      database.db,
      sql`select notes_plus_count, give_notes_count from users where id = ${userId}`,
    )
  )[0]!;

/** A review sent through the API and published as a moderator's decision would (the state set directly). */
async function publishedReview(email: string, productId: number, extra: Parameters<typeof validReview>[0] = {}) {
  const author = await reviewer(api, database.db, email);
  const response = await call(api, 'POST', '/reviews', {
    body: { productId, submit: true, review: validReview(extra) },
    jar: author.jar,
  });
  const { review } = (await response.json()) as { review: { id: number } };
  await database.db.execute(sql`update reviews set status = 'published', published_at = now() where id = ${review.id}`);
  return { ...author, reviewId: review.id };
}

describe('likes', () => {
  it('praises once, counts in the same transaction, takes it back; liking one’s own is 400 and changes nothing', async () => {
    const author = await publishedReview('chwalona@example.pl', products[0]!);
    const fan = await reviewer(api, database.db, 'fanka@example.pl');
    for (let i = 0; i < 2; i++) {
      const response = await call(api, 'POST', `/reviews/${author.reviewId}/like`, { jar: fan.jar });
      expect(reviewLikeResponseSchema.parse(await response.json())).toEqual({ liked: true, likes: 1 });
    }
    expect(await counters(author.id)).toMatchObject({ notes_plus_count: 1 });
    expect(await counters(fan.id)).toMatchObject({ give_notes_count: 1 });
    const liked = await call(api, 'GET', `/reviews/liked?ids[]=${author.reviewId}&ids[]=999999`, { jar: fan.jar });
    expect(likedReviewsResponseSchema.parse(await liked.json())).toEqual({ reviewIds: [author.reviewId] });

    const own = await call(api, 'POST', `/reviews/${author.reviewId}/like`, { jar: author.jar });
    expect(own.status).toBe(400);
    expect(apiErrorSchema.parse(await own.json()).error.message).toBe(REVIEW_MESSAGES.cannotLikeOwn);
    expect(await counters(author.id)).toEqual({ notes_plus_count: 1, give_notes_count: 0 });

    for (let i = 0; i < 2; i++) {
      const response = await call(api, 'DELETE', `/reviews/${author.reviewId}/like`, { jar: fan.jar });
      expect(reviewLikeResponseSchema.parse(await response.json())).toEqual({ liked: false, likes: 0 });
    }
    expect(await counters(author.id)).toMatchObject({ notes_plus_count: 0 });
    expect(await counters(fan.id)).toMatchObject({ give_notes_count: 0 });
    expect((await call(api, 'POST', `/reviews/${author.reviewId}/like`)).status).toBe(401);
  });

  it('refuses a review that is not published', async () => {
    const author = await reviewer(api, database.db, 'oczekujaca@example.pl');
    const created = await call(api, 'POST', '/reviews', {
      body: { productId: products[1]!, submit: true, review: validReview() },
      jar: author.jar,
    });
    const { review } = (await created.json()) as { review: { id: number } };
    const fan = await reviewer(api, database.db, 'fanka2@example.pl');
    const response = await call(api, 'POST', `/reviews/${review.id}/like`, { jar: fan.jar });
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(REVIEW_MESSAGES.notPublished);
    expect(await counters(fan.id)).toMatchObject({ give_notes_count: 0 });
  });
});

describe('public reviews and counts', () => {
  it('show photos, hair type and the received-as label; old reviews give [] and null', async () => {
    const productId = products[2]!;
    const author = await reviewer(api, database.db, 'z.fotka@example.pl');
    const { photo } = (await (await uploadPhoto(api, author.jar, await cameraPhoto(800, 600))).json()) as {
      photo: { id: number };
    };
    const created = await call(api, 'POST', '/reviews', {
      body: {
        productId,
        submit: true,
        review: validReview({ photoIds: [photo.id], hairType: 'curly', receivedAs: 'test_campaign' }),
      },
      jar: author.jar,
    });
    const { review } = (await created.json()) as { review: { id: number } };
    await database.db.execute(
      sql`update reviews set status = 'published', published_at = now() where id = ${review.id}`,
    );
    const [shown] = productReviewsResponseSchema.parse(
      await (await api.request(`/catalog/product-reviews?sku=KWC-${productId}`)).json(),
    ).reviews;
    expect(shown).toMatchObject({ hairType: 'curly', receivedAs: 'test_campaign', photos: [{ id: photo.id }] });

    // A review from before photos, hair types and the received-as label (seeded ones from KWC's
    // testing carry the label, so the one picked has none).
    const [old] = await queryRows<{ id: number; product_id: number }>(
      database.db,
      sql`select id, product_id from reviews where status = 'published' and photos = '[]'::jsonb
          and hair_type is null and received_as is null order by published_at desc limit 1`,
    );
    const oldShown = productReviewsResponseSchema
      .parse(await (await api.request(`/catalog/product-reviews?sku=KWC-${old!.product_id}`)).json())
      .reviews.find((review) => review.id === old!.id);
    expect(oldShown).toMatchObject({ photos: [], receivedAs: null });

    const counts = productReviewCountsResponseSchema.parse(
      await (await api.request(`/catalog/product-review-counts?productId=${productId}`)).json(),
    );
    expect(counts).toEqual({
      published: 1,
      rejected: 0,
      withdrawn: 0,
      publishedReceivedFree: 1,
      publishedFree: 0,
      publishedTestCampaign: 1,
    });
  });

  it('have the rules page "Jak weryfikujemy opinie", honest that purchases are not verified', async () => {
    // The site's `/kwc-{slug}` route reads the article by the slug after `/kwc-`.
    expect(REVIEW_PAGE_PATHS.howWeVerify).toMatch(/^\/kwc-/);
    const response = await api.request(`/articles/${REVIEW_PAGE_PATHS.howWeVerify.slice('/kwc-'.length)}`);
    expect(response.status).toBe(200);
    const { article } = (await response.json()) as { article: { title: string; lead: string; url: string } };
    expect(article.url).toBe(REVIEW_PAGE_PATHS.howWeVerify);
    expect(article.title).toBe('Jak weryfikujemy opinie');
    expect(article.lead).toContain('Nie weryfikujemy zakupu');
    expect(article.lead).toContain('co najmniej 16 lat');
    expect(article.lead).toContain('wyłącznie opublikowane opinie');
  });

  it('count each state of a product’s reviews apart, free and test-campaign ones apart too', async () => {
    const [productId] = await unreviewedProducts(database.db, 1);
    const moderator = await reviewer(api, database.db, 'liczy.stany@example.pl', { role: 'moderator' });
    const write = async (name: string, receivedAs: 'free' | 'test_campaign' | null, submit = true) => {
      const author = await reviewer(api, database.db, `${name}@example.pl`);
      const body = submit
        ? { productId, submit, review: validReview({ receivedAs }) }
        : { productId, submit, draft: { title: 'Szkic' } };
      const response = await call(api, 'POST', '/reviews', { body, jar: author.jar });
      return ((await response.json()) as { review: { id: number } }).review.id;
    };
    const decide = async (reviewId: number, body: unknown) =>
      expect(
        (await call(api, 'POST', `/moderation/reviews/${reviewId}/decision`, { body, jar: moderator.jar })).status,
      ).toBe(200);
    const publish = { decision: 'publish' };
    await decide(await write('stan.darmowy', 'free'), publish);
    await decide(await write('stan.testowanie', 'test_campaign'), publish);
    await decide(await write('stan.zwykly', null), publish);
    await decide(await write('stan.odrzucony', 'free'), { decision: 'reject', reasonCodes: ['advertising'] });
    const hidden = await write('stan.ukryty', 'free');
    await decide(hidden, publish);
    await decide(hidden, { decision: 'hide', reasonCodes: ['advertising'] });
    await write('stan.czeka', 'test_campaign');
    await decide(await write('stan.poprawki', 'free'), { decision: 'request_changes', reasonCodes: ['too_short'] });
    await write('stan.szkic', null, false);

    const counts = productReviewCountsResponseSchema.parse(
      await (await api.request(`/catalog/product-review-counts?productId=${productId}`)).json(),
    );
    expect(counts).toEqual({
      published: 3,
      rejected: 1,
      withdrawn: 1,
      publishedReceivedFree: 2,
      publishedFree: 1,
      publishedTestCampaign: 1,
    });
    // The same published reviews the product's own figures count.
    const [product] = await queryRows<{ n: number }>(
      database.db,
      sql`select number_of_reviews as n from products where id = ${productId}`,
    );
    expect(product!.n).toBe(counts.published);
  });

  it('count published, rejected and taken-down reviews of a seeded product', async () => {
    const [expected] = await queryRows<{ id: number; published: number; rejected: number }>(
      database.db,
      sql`select product_id as id, count(*) filter (where status = 'published')::int as published,
                 count(*) filter (where status = 'rejected')::int as rejected
          from reviews group by product_id having count(*) filter (where status = 'rejected') > 0 limit 1`,
    );
    const counts = productReviewCountsResponseSchema.parse(
      await (await api.request(`/catalog/product-review-counts?productId=${expected!.id}`)).json(),
    );
    expect(counts).toMatchObject({ published: expected!.published, rejected: expected!.rejected, withdrawn: 0 });
    expect((await api.request('/catalog/product-review-counts?productId=abc')).status).toBe(400);
  });
});
