import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  myReviewResponseSchema,
  REVIEW_MESSAGES,
  reviewEventsResponseSchema,
  reviewPhotoResponseSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { REVIEW_SUBMITS_PER_HOUR } from './writing-routes';
import { call, cameraPhoto, reviewer, unreviewedProducts, uploadPhoto, validReview } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
let products: number[];
const clock = testClock(new Date('2026-11-21T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
  products = await unreviewedProducts(database.db, 12);
});
afterAll(() => close());

const rows = <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  queryRows<T>(database.db, query);
const reviewsOf = (userId: number) =>
  rows<Record<string, unknown>>(sql`select * from reviews where user_id = ${userId} order by id`);
const eventCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from review_events`))[0]!.n;
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

describe('the four guards, on the server', () => {
  it('refuses the logged out, missing details, under 16 and unconfirmed with their Polish message; nothing is stored', async () => {
    const productId = products[0]!;
    const body = { productId, submit: true, review: validReview() };
    // The seed's demo added product owns a photo already.
    const photosBefore = await rows(sql`select id from review_photos order by id`);
    expect((await call(api, 'POST', '/reviews', { body })).status).toBe(401);
    const cases: [string, Parameters<typeof reviewer>[3], string][] = [
      ['bez.nazwy@example.pl', { username: null }, REVIEW_MESSAGES.detailsRequired],
      ['bez.daty@example.pl', { birthDate: null }, REVIEW_MESSAGES.detailsRequired],
      ['pietnastka@example.pl', { birthDate: '2011-01-01' }, VALIDATION_MESSAGES.tooYoung],
      ['niepotwierdzona@example.pl', { isActive: false }, ACCOUNT_MESSAGES.accountInactive],
    ];
    for (const [email, state, message] of cases) {
      const { jar, id } = await reviewer(api, database.db, email, state);
      const response = await call(api, 'POST', '/reviews', { body, jar });
      expect(response.status, email).toBe(403);
      expect((await errorOf(response)).message).toBe(message);
      const photo = await uploadPhoto(api, jar, await cameraPhoto(400, 300));
      expect(photo.status, `${email} photo`).toBe(403);
      expect(await reviewsOf(id)).toEqual([]);
    }
    expect(await rows(sql`select id from review_photos order by id`)).toEqual(photosBefore);
  });
});

describe('writing a review', () => {
  it('starts a draft, saves it, sends it to pending; a second review of the product is 409 with its id', async () => {
    const { jar, id } = await reviewer(api, database.db, 'szkic@example.pl');
    const productId = products[1]!;
    // None yet: an answer, not an error.
    const none = await call(api, 'GET', `/reviews/mine?productId=${productId}`, { jar });
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
    const created = await call(api, 'POST', '/reviews', {
      body: { productId, submit: false, draft: { rating: 5, title: 'Pierwsze wrażenie' } },
      jar,
    });
    expect(created.status).toBe(200);
    const first = (await created.json()) as { review: { id: number; status: string }; draft: unknown };
    expect(first.review.status).toBe('draft');
    expect(first.draft).toEqual({ rating: 5, title: 'Pierwsze wrażenie' });
    const reviewId = first.review.id;

    const again = await call(api, 'POST', '/reviews', { body: { productId, submit: false, draft: {} }, jar });
    expect(again.status).toBe(409);
    const conflict = (await again.json()) as { error: { code: string; reviewId: number; message: string } };
    expect(conflict.error).toMatchObject({ code: 'conflict', reviewId, message: REVIEW_MESSAGES.alreadyReviewed });

    const saved = await call(api, 'PATCH', `/reviews/${reviewId}`, {
      body: { submit: false, draft: { rating: 4, body: 'Jeszcze piszę' } },
      jar,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { draft: unknown }).draft).toEqual({ rating: 4, body: 'Jeszcze piszę' });

    const sent = await call(api, 'PATCH', `/reviews/${reviewId}`, {
      body: { submit: true, review: validReview() },
      jar,
    });
    expect(sent.status).toBe(200);
    const mine = myReviewResponseSchema.parse(await sent.json());
    expect(mine.review).toMatchObject({ status: 'pending', rating: 4, packagesUsed: 2, photos: [] });
    expect(mine.draft).toBeNull();
    expect(mine.review.submittedAt).toBe(clock.now().toISOString());

    // A pending review is no draft any more: a draft save would hide what was sent.
    const late = await call(api, 'PATCH', `/reviews/${reviewId}`, {
      body: { submit: false, draft: { rating: 1 } },
      jar,
    });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(REVIEW_MESSAGES.notEditable);

    const events = reviewEventsResponseSchema.parse(
      await (await call(api, 'GET', `/reviews/${reviewId}/events`, { jar })).json(),
    ).events;
    expect(events.map((event) => [event.from, event.to])).toEqual([
      [null, 'draft'],
      ['draft', 'pending'],
    ]);
    expect(events[0]!.actor.userId).toBe(id);
    expect(await reviewsOf(id)).toHaveLength(1);
  });

  it('sends at once; an edit of a published review becomes its pending revision and the text stays public', async () => {
    const { jar, id } = await reviewer(api, database.db, 'od.razu@example.pl');
    const productId = products[2]!;
    const sent = await call(api, 'POST', '/reviews', {
      body: { productId, submit: true, review: validReview({ shopId: 1, hairType: 'wavy', receivedAs: 'free' }) },
      jar,
    });
    expect(sent.status).toBe(200);
    const { review } = myReviewResponseSchema.parse(await sent.json());
    expect(review).toMatchObject({ status: 'pending', shopId: 1, hairType: 'wavy', receivedAs: 'free' });
    await database.db.execute(
      sql`update reviews set status = 'published', published_at = now() where id = ${review.id}`,
    );

    const edit = await call(api, 'PATCH', `/reviews/${review.id}`, {
      body: { submit: true, review: validReview({ rating: 2, title: 'Po czasie gorzej' }) },
      jar,
    });
    expect(edit.status).toBe(200);
    const edited = myReviewResponseSchema.parse(await edit.json()).review;
    expect(edited).toMatchObject({ status: 'published', rating: 4, title: validReview().title });
    expect(edited.revision).toMatchObject({ status: 'pending', rating: 2, title: 'Po czasie gorzej' });
    const [stored] = await reviewsOf(id);
    expect(stored).toMatchObject({ status: 'published', rating: 4 });

    for (const status of ['rejected', 'hidden']) {
      await database.db.execute(sql`update reviews set status = ${status} where id = ${review.id}`);
      const refused = await call(api, 'PATCH', `/reviews/${review.id}`, {
        body: { submit: true, review: validReview() },
        jar,
      });
      expect(refused.status, status).toBe(409);
    }
  });

  it('refuses the 31st sending within an hour with 429 and its wait, per account; drafts are not counted', async () => {
    const { jar } = await reviewer(api, database.db, 'czesto@example.pl');
    const created = await call(api, 'POST', '/reviews', {
      body: { productId: products[3]!, submit: false, draft: { title: 'Szkic' } },
      jar,
    });
    const reviewId = myReviewResponseSchema.parse(await created.json()).review.id;
    for (let draft = 0; draft < 5; draft += 1) {
      const saved = await call(api, 'PATCH', `/reviews/${reviewId}`, { body: { submit: false, draft: {} }, jar });
      expect(saved.status).toBe(200);
    }
    const send = () =>
      call(api, 'PATCH', `/reviews/${reviewId}`, { body: { submit: true, review: validReview() }, jar });
    for (let sent = 0; sent < REVIEW_SUBMITS_PER_HOUR; sent += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    // Per account: another author sends on.
    const other = await reviewer(api, database.db, 'rzadko@example.pl');
    const hers = await call(api, 'POST', '/reviews', {
      body: { productId: products[3]!, submit: true, review: validReview() },
      jar: other.jar,
    });
    expect(hers.status).toBe(200);
  });

  it('answers 404 for an unknown product and 400 for an unknown shop, storing nothing', async () => {
    const { jar, id } = await reviewer(api, database.db, 'nieznane@example.pl');
    const unknown = await call(api, 'POST', '/reviews', {
      body: { productId: 999_999, submit: true, review: validReview() },
      jar,
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(REVIEW_MESSAGES.unknownProduct);
    const shop = await call(api, 'POST', '/reviews', {
      body: { productId: products[3]!, submit: true, review: validReview({ shopId: 9999 }) },
      jar,
    });
    expect(shop.status).toBe(400);
    expect((await errorOf(shop)).fields).toEqual({ shopId: REVIEW_MESSAGES.unknownShop });
    expect(await reviewsOf(id)).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses every field’s wrong value with its Polish message and changes nothing', async () => {
    const { jar, id } = await reviewer(api, database.db, 'bledy@example.pl');
    const productId = products[4]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', VALIDATION_MESSAGES.invalidRating],
      [{ rating: 6 }, 'rating', VALIDATION_MESSAGES.invalidRating],
      [{ title: '' }, 'title', VALIDATION_MESSAGES.required],
      [{ title: 'x'.repeat(151) }, 'title', VALIDATION_MESSAGES.tooLong],
      [{ body: 'Za krótko.' }, 'body', REVIEW_MESSAGES.bodyTooShort],
      [{ body: 'x'.repeat(10_001) }, 'body', VALIDATION_MESSAGES.tooLong],
      [{ usageTime: 'forever' }, 'usageTime', VALIDATION_MESSAGES.required],
      [{ packagesUsed: 0 }, 'packagesUsed', VALIDATION_MESSAGES.numberTooSmall],
      [{ packagesUsed: 100 }, 'packagesUsed', VALIDATION_MESSAGES.numberTooLarge],
      [{ packagesUsed: 1.5 }, 'packagesUsed', VALIDATION_MESSAGES.invalidNumber],
      [{ purchaseSource: 'bazar' }, 'purchaseSource', VALIDATION_MESSAGES.required],
      [{ pros: 'x'.repeat(1001) }, 'pros', VALIDATION_MESSAGES.tooLong],
      [{ cons: 'x'.repeat(1001) }, 'cons', VALIDATION_MESSAGES.tooLong],
      [{ skinType: 'blue' }, 'skinType', VALIDATION_MESSAGES.invalidValue],
      [{ hairType: 'bald' }, 'hairType', VALIDATION_MESSAGES.invalidValue],
      [{ receivedAs: 'bought' }, 'receivedAs', VALIDATION_MESSAGES.invalidValue],
      [{ photoIds: [1, 2, 3, 4, 5, 6] }, 'photoIds', REVIEW_MESSAGES.tooManyPhotos],
      [{ photoIds: [123_456] }, 'photoIds', REVIEW_MESSAGES.unknownPhoto],
      [{ shopId: 9999 }, 'shopId', REVIEW_MESSAGES.unknownShop],
    ];
    const before = await eventCount();
    for (const [change, field, message] of cases) {
      const response = await call(api, 'POST', '/reviews', {
        body: { productId, submit: true, review: validReview(change as never) },
        jar,
      });
      expect(response.status, field).toBe(400);
      const error = await errorOf(response);
      expect(error.fields?.[field], JSON.stringify(change)).toBe(message);
      expect(error.message).toBe(message);
    }
    // The same checks guard an update.
    const draft = await call(api, 'POST', '/reviews', { body: { productId, submit: false, draft: {} }, jar });
    const reviewId = ((await draft.json()) as { review: { id: number } }).review.id;
    const stored = await reviewsOf(id);
    for (const [change, field, message] of cases) {
      const response = await call(api, 'PATCH', `/reviews/${reviewId}`, {
        body: { submit: true, review: validReview(change as never) },
        jar,
      });
      expect(response.status, field).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    }
    expect(await reviewsOf(id)).toEqual(stored);
    expect(await eventCount()).toBe(before + 1);
  });
});

describe('photos', () => {
  it('stores WebP variants no wider than the upload, without the camera’s metadata, owned by the uploader', async () => {
    const { jar } = await reviewer(api, database.db, 'zdjecia@example.pl');
    const response = await uploadPhoto(api, jar, await cameraPhoto(1600, 1200));
    expect(response.status).toBe(200);
    const { photo } = reviewPhotoResponseSchema.parse(await response.json());
    expect(photo).toMatchObject({ width: 1280, height: 960 });
    const sources = photo.srcset.split(', ').map((entry) => entry.split(' '));
    expect(sources.map(([, width]) => width)).toEqual(['320w', '640w', '1280w']);
    for (const [url, width] of sources) {
      const image = await api.request(url!.replace(/^\/api/, ''));
      expect(image.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number(width!.slice(0, -1)) });
      expect(meta.exif).toBeUndefined();
    }
    const small = reviewPhotoResponseSchema.parse(
      await (await uploadPhoto(api, jar, await cameraPhoto(500, 400))).json(),
    ).photo;
    expect(small.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '500w']);
    expect(small.width).toBe(500);

    const productId = products[5]!;
    const other = await reviewer(api, database.db, 'cudze.zdjecie@example.pl');
    const stolen = await call(api, 'POST', '/reviews', {
      body: { productId, submit: true, review: validReview({ photoIds: [photo.id] }) },
      jar: other.jar,
    });
    expect(stolen.status).toBe(400);
    expect((await errorOf(stolen)).fields).toEqual({ photoIds: REVIEW_MESSAGES.unknownPhoto });
    const own = await call(api, 'POST', '/reviews', {
      body: { productId, submit: true, review: validReview({ photoIds: [small.id, photo.id] }) },
      jar,
    });
    expect(myReviewResponseSchema.parse(await own.json()).review.photos).toEqual([small, photo]);
  });

  it('refuses a wrong type, a file that lies about its type, a broken file and one over 10 MB', async () => {
    const { jar } = await reviewer(api, database.db, 'zle.pliki@example.pl');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const cases: [Uint8Array, string, string][] = [
      [gif, 'image/gif', REVIEW_MESSAGES.photoType],
      [gif, 'image/png', REVIEW_MESSAGES.photoType],
      [Buffer.from('to nie jest obraz'), 'image/jpeg', REVIEW_MESSAGES.photoUnreadable],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'image/jpeg', REVIEW_MESSAGES.photoTooLarge],
    ];
    for (const [bytes, type, message] of cases) {
      const response = await uploadPhoto(api, jar, bytes, type);
      expect(response.status, message).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ photo: message });
    }
    expect(
      await rows(
        sql`select 1 from review_photos p join users u on u.id = p.user_id where u.email = 'zle.pliki@example.pl'`,
      ),
    ).toEqual([]);
  });
});

describe('permissions', () => {
  it('keeps another’s draft and review closed: 403 and nothing changed', async () => {
    const author = await reviewer(api, database.db, 'autorka@example.pl');
    const stranger = await reviewer(api, database.db, 'obca@example.pl');
    const productId = products[6]!;
    const created = await call(api, 'POST', '/reviews', {
      body: { productId, submit: false, draft: { title: 'Mój szkic' } },
      jar: author.jar,
    });
    const reviewId = ((await created.json()) as { review: { id: number } }).review.id;
    const before = await reviewsOf(author.id);
    for (const body of [
      { submit: false, draft: { title: 'Cudzy' } },
      { submit: true, review: validReview() },
    ]) {
      const response = await call(api, 'PATCH', `/reviews/${reviewId}`, { body, jar: stranger.jar });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(REVIEW_MESSAGES.notYourReview);
    }
    expect((await call(api, 'GET', `/reviews/${reviewId}/events`, { jar: stranger.jar })).status).toBe(403);
    // Another's review of the product is not hers: she has none.
    const strangers = await call(api, 'GET', `/reviews/mine?productId=${productId}`, { jar: stranger.jar });
    expect(strangers.status).toBe(200);
    expect(await strangers.json()).toBeNull();
    expect(
      (await call(api, 'PATCH', '/reviews/987654', { body: { submit: false, draft: {} }, jar: stranger.jar })).status,
    ).toBe(404);
    expect(await reviewsOf(author.id)).toEqual(before);
    expect(await reviewsOf(stranger.id)).toEqual([]);
  });
});
