import {
  apiErrorSchema,
  HEADER_NAMES,
  newestReviewsResponseSchema,
  PRODUCT_REVIEW_SORTS,
  productReviewsResponseSchema,
  reviewersResponseSchema,
  type PublicReview,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { reviewedProduct, type ReviewedProduct } from '../testing/catalogue';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let reviewed: ReviewedProduct;

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
  reviewed = await reviewedProduct(database.db);
});
afterAll(async () => {
  await database.close();
});

function rows<T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) {
  return queryRows<T>(database.db, query);
}

async function get(path: string) {
  const response = await api.request(path);
  return { response, body: (await response.json()) as unknown };
}

async function refused(path: string, status = 400) {
  const { response, body } = await get(path);
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(body).error.message;
}

const idList = (ids: number[]) => sql.raw(`array[${ids.join(',')}]::int[]`);

describe('GET /catalog/product-reviews', () => {
  async function reviewsOf(query: string) {
    const { response, body } = await get(`/catalog/product-reviews?sku=KWC-${reviewed.id}${query}`);
    expect(response.status).toBe(200);
    return { response, answer: productReviewsResponseSchema.parse(body) };
  }

  it('lists only published reviews, newest first by default, ten a page', async () => {
    const { response, answer } = await reviewsOf('');
    const [counted] = await rows<{ n: number }>(sql`
      select count(*)::int as n from reviews where product_id = ${reviewed.id} and status = 'published'`);
    expect(answer.total).toBe(counted!.n);
    expect(answer.reviews).toHaveLength(Math.min(10, counted!.n));
    const times = answer.reviews.map((review) => review.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.reviews.every((review) => review.productSKU === `KWC-${reviewed.id}`)).toBe(true);
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toBe(`reviews:product:${reviewed.id}`);

    const all = await reviewsOf('&pageSize=50');
    const ids = all.answer.reviews.map((review) => review.id);
    const statuses = await rows<{ status: string }>(sql`
      select distinct status from reviews where id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`);
    expect(statuses).toEqual([{ status: 'published' }]);
    const [author] = await rows<{ username: string }>(sql`
      select u.username from reviews r join users u on u.id = r.user_id where r.id = ${ids[0]!}`);
    expect(all.answer.reviews[0]!.author.username).toBe(author!.username);
  });

  it('sorts by each order and pages without overlap', async () => {
    const orders: Record<(typeof PRODUCT_REVIEW_SORTS)[number], (a: PublicReview, b: PublicReview) => boolean> = {
      newest: (a, b) => a.publishedAt >= b.publishedAt,
      oldest: (a, b) => a.publishedAt <= b.publishedAt,
      rating_desc: (a, b) => a.rating >= b.rating,
      rating_asc: (a, b) => a.rating <= b.rating,
      most_liked: (a, b) => a.likes >= b.likes,
    };
    for (const sort of PRODUCT_REVIEW_SORTS) {
      const { answer } = await reviewsOf(`&sort=${sort}&pageSize=50`);
      expect(answer.reviews.length).toBeGreaterThan(3);
      answer.reviews
        .slice(1)
        .forEach((review, index) => expect(orders[sort](answer.reviews[index]!, review)).toBe(true));
    }
    const first = await reviewsOf('&sort=most_liked&pageSize=3');
    const second = await reviewsOf('&sort=most_liked&pageSize=3&page=2');
    const six = await reviewsOf('&sort=most_liked&pageSize=6');
    expect([...first.answer.reviews, ...second.answer.reviews].map((review) => review.id)).toEqual(
      six.answer.reviews.map((review) => review.id),
    );
  });

  it('refuses bad queries in Polish and answers 404 for an unknown product', async () => {
    expect(await refused(`/catalog/product-reviews?sku=KWC-${reviewed.id}&sort=best`, 400)).toBe(
      'Nieznany sposób sortowania',
    );
    expect(await refused(`/catalog/product-reviews?sku=KWC-${reviewed.id}&pageSize=51`, 400)).toBe(
      'Wartość jest za duża',
    );
    expect(await refused(`/catalog/product-reviews?sku=KWC-${reviewed.id}&page=0`, 400)).toBe('Wartość jest za mała');
    expect(await refused('/catalog/product-reviews?sku=12', 400)).toBe('Nieprawidłowy kod produktu');
    expect(await refused('/catalog/product-reviews', 400)).toBe('To pole jest wymagane');
    expect(await refused('/catalog/product-reviews?sku=KWC-99999999', 404)).toBe(
      'Nie znaleziono produktu KWC-99999999',
    );
  });
});

describe('GET /reviews/newest', () => {
  it('lists only published reviews, newest first, each with its product', async () => {
    const { response, body } = await get('/reviews/newest?pageSize=50');
    expect(response.status).toBe(200);
    const answer = newestReviewsResponseSchema.parse(body);
    const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from reviews where status = 'published'`);
    expect(answer.total).toBe(counted!.n);
    expect(answer.reviews).toHaveLength(50);
    const times = answer.reviews.map((review) => review.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    const [latest] = await rows<{ id: number }>(sql`
      select id from reviews where status = 'published' order by published_at desc, id desc limit 1`);
    expect(answer.reviews[0]!.id).toBe(latest!.id);
    const statuses = await rows<{ status: string }>(sql`
      select distinct status from reviews where id = any(${idList(answer.reviews.map((review) => review.id))})`);
    expect(statuses).toEqual([{ status: 'published' }]);
    expect(answer.reviews.every((review) => review.product.sku === review.productSKU)).toBe(true);
    // The answer's own tag, then every product it shows (so a write to one purges it).
    const [own, ...shown] = response.headers.get(HEADER_NAMES.cacheTags)!.split(' ');
    expect(own).toBe('reviews');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((tag) => /^product:\d+$/.test(tag))).toBe(true);

    const second = newestReviewsResponseSchema.parse((await get('/reviews/newest?page=2&pageSize=25')).body);
    expect(second.reviews.map((review) => review.id)).toEqual(answer.reviews.slice(25).map((review) => review.id));
  });

  it('refuses bad pages in Polish', async () => {
    expect(await refused('/reviews/newest?pageSize=500')).toBe('Wartość jest za duża');
    expect(await refused('/reviews/newest?page=pierwsza')).toBe('Podaj liczbę całkowitą');
  });
});

describe('GET /reviewers', () => {
  it('ranks reviewers by published reviews, then likes, with counts from the database', async () => {
    const { response, body } = await get('/reviewers?pageSize=50');
    expect(response.status).toBe(200);
    const answer = reviewersResponseSchema.parse(body);
    const stats = await rows<{ user_id: number; reviews: number; likes: number }>(sql`
      select user_id, count(*)::int as reviews, sum(likes)::int as likes from reviews
      where status = 'published' group by user_id`);
    expect(answer.total).toBe(stats.length);
    for (const reviewer of answer.reviewers) {
      const own = stats.find((row) => row.user_id === reviewer.userId)!;
      expect([reviewer.reviewCount, reviewer.likes]).toEqual([own.reviews, own.likes]);
    }
    answer.reviewers.slice(1).forEach((reviewer, index) => {
      const before = answer.reviewers[index]!;
      expect(
        before.reviewCount > reviewer.reviewCount ||
          (before.reviewCount === reviewer.reviewCount && before.likes >= reviewer.likes),
      ).toBe(true);
    });
    const top = Math.max(...stats.map((row) => row.reviews));
    expect(answer.reviewers[0]!.reviewCount).toBe(top);

    const second = reviewersResponseSchema.parse((await get('/reviewers?page=2&pageSize=10')).body);
    expect(second.reviewers.map((reviewer) => reviewer.userId)).toEqual(
      answer.reviewers.slice(10, 20).map((reviewer) => reviewer.userId),
    );
  });

  it('refuses bad pages in Polish', async () => {
    expect(await refused('/reviewers?page=0')).toBe('Wartość jest za mała');
  });
});
