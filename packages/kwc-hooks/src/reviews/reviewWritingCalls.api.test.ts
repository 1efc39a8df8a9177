// @vitest-environment node
// Node's own FormData and File (jsdom's lose a file's bytes), so the cookies are kept by hand here.

import type { ReviewInput } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { ApiResponseError } from '../api/errors';
import { startRealApi, TEST_ORIGIN, type RealApi } from '../test/realApi';
import { recordingLogger } from '../test/wrapper';

// The review-writing calls against the real API (issue 32), as a browser with ania's session.

// A 2×2 PNG (the API resizes it without upscaling).
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mM4UTENiBggFAA0PgdZPjTbNwAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const REVIEW: ReviewInput = {
  rating: 5,
  title: 'Lekki krem, który naprawdę nawilża',
  body: 'Stosuję go od sześciu tygodni rano pod makijaż. Wchłania się szybko, nie roluje się i nie zapycha porów, a skóra jest miękka przez cały dzień.',
  usageTime: 'months_1_3',
  packagesUsed: 1,
  purchaseSource: 'drugstore',
  shopId: null,
  pros: 'szybko się wchłania',
  cons: null,
  skinType: 'combination',
  hairType: null,
  receivedAs: null,
  photoIds: [],
};

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

  beforeAll(async () => {
    api = await startRealApi();
    client = createApiClient({
      baseUrl: TEST_ORIGIN,
      async fetch(input, init) {
        const headers = new Headers(init.headers);
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
        const response = await api.fetch(input, { ...init, headers });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return response;
      },
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
      const mine = await client.getMyReview(id).then(
        () => 'reviewed',
        (error: unknown) => (error instanceof ApiResponseError && error.status === 404 ? 'none' : 'failed'),
      );
      if (mine === 'none') {
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
    expect((await statusOf(client.getMyReview(productId))).status).toBe(404);

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

    const mine = await client.getMyReview(productId);
    expect(mine.review).toMatchObject({ id: created.review.id, status: 'pending', rating: 4, title: REVIEW.title });
    expect(mine.review.photos.map((item) => item.id)).toEqual([photo.id]);

    const { events } = await client.getReviewEvents(created.review.id);
    expect(events.map((event) => event.to)).toContain('pending');
  });
});
