// @vitest-environment node
// Node's own FormData and File (jsdom's lose a file's bytes), so the cookies are kept by hand here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { ApiResponseError } from '../api/errors';
import { TINY_PNG as PNG, validReview } from '../test/reviewFixtures';
import { startRealApi, TEST_ORIGIN, withCookieMap, type RealApi } from '../test/realApi';
import { recordingLogger } from '../test/wrapper';

// The review-writing calls against the real API (issue 32), as a browser with ania's session.

const REVIEW = validReview();

let api: RealApi;
const cookies = new Map<string, string>();
let client: ApiClient;
const logger = recordingLogger().logger;

async function statusOf(promise: Promise<unknown>): Promise<ApiResponseError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiResponseError);
  return error as ApiResponseError;
}

describe('review writing calls against the real API', () => {
  let productId: number;
  let reviewId: number;

  beforeAll(async () => {
    api = await startRealApi();
    client = createApiClient({
      baseUrl: TEST_ORIGIN,
      fetch: withCookieMap(api, cookies),
      getCookie: (name) => cookies.get(name) ?? null,
      logger,
    });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('refuses a visitor without a session', async () => {
    const error = await statusOf(client.getMyReview(1));
    expect(error.status).toBe(401);
  });

  it('uploads a photo, refuses a short text, submits, refuses a second review, edits and lists the events', async () => {
    await expect(client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' })).resolves.toMatchObject({
      success: true,
    });
    const skus = (await client.getProducts('/pielegnacja-twarzy')).products.map((product) => product.sku);
    for (const sku of skus) {
      const id = Number(sku.replace('KWC-', ''));
      if ((await client.getMyReview(id)) === null) {
        productId = id;
        break;
      }
    }
    expect(productId).toBeGreaterThan(0);

    const { photo } = await client.uploadReviewPhoto(new File([PNG], 'krem.png', { type: 'image/png' }));
    expect(photo.id).toBeGreaterThan(0);
    expect(photo.width).toBe(2);

    const tooShort = await statusOf(
      client.createReview({ productId, submit: true, review: { ...REVIEW, body: 'Za krótko.' } }),
    );
    expect(tooShort.status).toBe(400);
    expect(Object.values(tooShort.fields).join(' ')).toMatch(/\p{L}/u);
    await expect(client.getMyReview(productId)).resolves.toBeNull();

    const created = await client.createReview({ productId, submit: true, review: { ...REVIEW, photoIds: [photo.id] } });
    expect(created.review.status).toBe('pending');

    const conflict = await statusOf(client.createReview({ productId, submit: false, draft: { rating: 3 } }));
    expect(conflict.status).toBe(409);
    expect(conflict.code).toBe('conflict');

    const edited = await client.updateReview(created.review.id, {
      submit: true,
      review: { ...REVIEW, rating: 4, photoIds: [photo.id] },
    });
    expect(edited.review).toMatchObject({ status: 'pending', rating: 4 });

    const mine = (await client.getMyReview(productId))!;
    expect(mine.review).toMatchObject({ id: created.review.id, status: 'pending', rating: 4, title: REVIEW.title });
    expect(mine.review.photos.map((item) => item.id)).toEqual([photo.id]);

    const { events } = await client.getReviewEvents(created.review.id);
    expect(events.map((event) => event.to)).toContain('pending');
    reviewId = created.review.id;
  });

  it('only the moderator reads the queue; she publishes the review, the counts include it, another user likes it once', async () => {
    expect((await statusOf(client.getModerationQueue())).status).toBe(403);

    cookies.clear();
    await client.login({ username: 'moderator@demo.kwc.pl', password: 'kosmetyki123' });
    const queue = await client.getModerationQueue({ status: 'pending', kind: 'all' });
    // Oldest sent first: the seeded queue fills page 1, ours (just sent) is on the last page.
    expect(queue.items.every((item) => item.review.status === 'pending')).toBe(true);
    const last = await client.getModerationQueue({ page: Math.ceil(queue.total / queue.items.length) });
    expect(last.items.at(-1)).toMatchObject({
      kind: 'review',
      review: { id: reviewId },
      product: { sku: `KWC-${productId}` },
    });
    const refused = await statusOf(
      client.decideReview(reviewId, { decision: 'reject', reasonCodes: [], remark: null }),
    );
    expect(refused.status).toBe(400);
    const before = await client.getProductReviewCounts(productId);
    await expect(
      client.decideReview(reviewId, { decision: 'publish', reasonCodes: [], remark: null }),
    ).resolves.toEqual({
      ok: true,
    });
    await expect(client.getProductReviewCounts(productId)).resolves.toMatchObject({ published: before.published + 1 });

    cookies.clear();
    await client.login({ username: 'ola@demo.kwc.pl', password: 'kosmetyki123' });
    await expect(client.likeReview(reviewId)).resolves.toEqual({ liked: true, likes: 1 });
    await expect(client.likeReview(reviewId)).resolves.toEqual({ liked: true, likes: 1 });
    await expect(client.getLikedReviews([reviewId, reviewId + 1])).resolves.toEqual({ reviewIds: [reviewId] });
    await expect(client.unlikeReview(reviewId)).resolves.toEqual({ liked: false, likes: 0 });
  });
});
