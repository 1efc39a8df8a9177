import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  moderationQueueResponseSchema,
  REVIEW_MESSAGES,
  REVIEW_REASONS,
  reviewEventsResponseSchema,
  productReviewsResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { startMailbox, testAccountConfig, testClock, type Mailbox } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { call, reviewer, unreviewedProducts, validReview } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let mailbox: Mailbox;
let products: number[];
const purged: string[][] = [];
const abort = new AbortController();
const clock = testClock(new Date('2026-11-21T12:00:00Z'));

beforeAll(async () => {
  database = await openSeededDatabase(60);
  mailbox = await startMailbox();
  api = createApi(database, {
    accounts: testAccountConfig({ now: clock.now, smtpUrl: mailbox.url }),
    logger: pino({ level: 'silent' }),
    purge: (tags) => void purged.push(tags),
    purgeIntervalMs: 60_000,
    signal: abort.signal,
  });
  products = await unreviewedProducts(database.db, 6);
});
afterAll(async () => {
  abort.abort();
  await mailbox.close();
  await database.close();
});

const rows = <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  queryRows<T>(database.db, query);
const productFigures = async (id: number) =>
  (
    await rows<{ rating: number; number_of_reviews: number }>(
      sql`select rating, number_of_reviews from products where id = ${id}`,
    )
  )[0]!;
const reviewsCount = async (userId: number) =>
  (await rows<{ n: number }>(sql`select reviews_count as n from users where id = ${userId}`))[0]!.n;
const publicReviews = async (productId: number) =>
  productReviewsResponseSchema.parse(await (await api.request(`/catalog/product-reviews?sku=KWC-${productId}`)).json())
    .reviews;

async function sendReview(email: string, productId: number, rating: number) {
  const author = await reviewer(api, database.db, email);
  const response = await call(api, 'POST', '/reviews', {
    body: { productId, submit: true, review: validReview({ rating }) },
    jar: author.jar,
  });
  const { review } = (await response.json()) as { review: { id: number } };
  return { ...author, email, reviewId: review.id };
}

describe('moderation', () => {
  it('is closed to anyone without the moderator role: 403, the queue unseen and nothing decided', async () => {
    const author = await sendReview('czeka@example.pl', products[0]!, 5);
    const user = await reviewer(api, database.db, 'zwykla@example.pl');
    const queue = await call(api, 'GET', '/moderation/reviews', { jar: user.jar });
    expect(queue.status).toBe(403);
    expect(apiErrorSchema.parse(await queue.json()).error.message).toBe(ACCOUNT_MESSAGES.forbidden);
    const decided = await call(api, 'POST', `/moderation/reviews/${author.reviewId}/decision`, {
      body: { decision: 'publish' },
      jar: author.jar,
    });
    expect(decided.status).toBe(403);
    expect((await call(api, 'GET', '/moderation/reviews')).status).toBe(401);
    const [row] = await rows<{ status: string }>(sql`select status from reviews where id = ${author.reviewId}`);
    expect(row!.status).toBe('pending');
  });

  it('publishes oldest first, moving the product’s figures, the author’s count and the purges in one go, and mails the author', async () => {
    const moderator = await reviewer(api, database.db, 'moderatorka.testowa@example.pl', { role: 'moderator' });
    const productId = products[1]!;
    clock.advance(60_000);
    const first = await sendReview('pierwsza@example.pl', productId, 5);
    clock.advance(60_000);
    const second = await sendReview('druga@example.pl', productId, 2);
    const page = async (n: number) =>
      moderationQueueResponseSchema.parse(
        await (
          await call(api, 'GET', `/moderation/reviews?status=pending&kind=review&page=${n}`, { jar: moderator.jar })
        ).json(),
      );
    const { total, items: firstPage } = await page(1);
    // The seeded pending reviews were sent earlier: the newest two are on the last page.
    const queue = await page(Math.ceil(total / 20));
    const sent = [...firstPage, ...queue.items].map((item) => item.review.submittedAt!);
    expect(sent).toEqual([...sent].sort());
    const ids = queue.items.map((item) => item.review.id);
    expect(ids.indexOf(first.reviewId)).toBeLessThan(ids.indexOf(second.reviewId));
    expect(queue.items.find((item) => item.review.id === first.reviewId)).toMatchObject({
      kind: 'review',
      authorPublishedReviews: 0,
      authorReply: null,
      product: { sku: `KWC-${productId}` },
    });

    expect(await productFigures(productId)).toEqual({ rating: 0, number_of_reviews: 0 });
    purged.length = 0;
    const since = mailbox.messages.length;
    for (const { reviewId } of [first, second]) {
      const answer = await call(api, 'POST', `/moderation/reviews/${reviewId}/decision`, {
        body: { decision: 'publish' },
        jar: moderator.jar,
      });
      expect(answer.status).toBe(200);
    }
    expect(await productFigures(productId)).toEqual({ rating: 3.5, number_of_reviews: 2 });
    expect(await reviewsCount(first.id)).toBe(1);
    expect((await publicReviews(productId)).map((review) => review.id).sort()).toEqual(
      [first.reviewId, second.reviewId].sort(),
    );
    expect(purged.flat()).toContain(`reviews:product:${productId}`);
    expect(purged.flat()).toEqual(expect.arrayContaining(['reviews', 'reviewers']));
    const mail = await mailbox.next(first.email, { subject: 'Twoja opinia została opublikowana', since });
    expect(mail.text).toContain('jest już widoczna');
    expect(mail.html).toContain('<html lang="pl">');

    // Deciding twice is refused: the review no longer waits for a decision.
    const again = await call(api, 'POST', `/moderation/reviews/${first.reviewId}/decision`, {
      body: { decision: 'reject', reasonCodes: ['advertising'] },
      jar: moderator.jar,
    });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.message).toBe(REVIEW_MESSAGES.notDecidable);

    // Hiding takes it down and the figures follow.
    const hidden = await call(api, 'POST', `/moderation/reviews/${second.reviewId}/decision`, {
      body: { decision: 'hide', reasonCodes: ['advertising'], remark: 'Reklama sklepu' },
      jar: moderator.jar,
    });
    expect(hidden.status).toBe(200);
    expect(await productFigures(productId)).toEqual({ rating: 5, number_of_reviews: 1 });
    expect(await reviewsCount(second.id)).toBe(0);
    const hideMail = await mailbox.next(second.email, { subject: 'Twoja opinia została ukryta', since });
    expect(hideMail.text).toContain(REVIEW_REASONS.advertising.label);
    expect(hideMail.text).toContain('Reklama sklepu');
    expect(hideMail.text).toContain('kontakt@kwc.pl');
  });

  it('sends a review back with reasons; the edit and a published review’s revision go through the lifecycle', async () => {
    const moderator = await reviewer(api, database.db, 'moderator2@example.pl', { role: 'moderator' });
    const productId = products[2]!;
    const author = await sendReview('poprawki@example.pl', productId, 4);
    const decision = (body: unknown) =>
      call(api, 'POST', `/moderation/reviews/${author.reviewId}/decision`, { body, jar: moderator.jar });

    const wrongKind = await decision({ decision: 'request_changes', reasonCodes: ['advertising'] });
    expect(wrongKind.status).toBe(400);
    expect(apiErrorSchema.parse(await wrongKind.json()).error.fields).toEqual({
      reasonCodes: REVIEW_MESSAGES.reasonsKind,
    });
    expect(
      (await decision({ decision: 'request_changes', reasonCodes: ['too_short'], remark: 'Dopisz, jak działa' }))
        .status,
    ).toBe(200);
    const mine = (await (
      await call(api, 'GET', `/reviews/mine?productId=${productId}`, { jar: author.jar })
    ).json()) as {
      review: { status: string; remarks: { remark: string; reasons: { code: string }[] } };
    };
    expect(mine.review.status).toBe('needs_changes');
    expect(mine.review.remarks).toMatchObject({ remark: 'Dopisz, jak działa', reasons: [{ code: 'too_short' }] });
    const mail = await mailbox.next(author.email, { subject: 'Twoja opinia wymaga poprawek' });
    expect(mail.text).toMatch(/https:\/\/kwc\.test\/review\/ticket-reply\/[\w-]{43}\b/);

    await call(api, 'PATCH', `/reviews/${author.reviewId}`, {
      body: { submit: true, review: validReview() },
      jar: author.jar,
    });
    expect((await decision({ decision: 'publish' })).status).toBe(200);
    expect(await productFigures(productId)).toEqual({ rating: 4, number_of_reviews: 1 });

    // An edit of the published review: the published text stays until the revision is published.
    await call(api, 'PATCH', `/reviews/${author.reviewId}`, {
      body: { submit: true, review: validReview({ rating: 1, title: 'Jednak nie' }) },
      jar: author.jar,
    });
    const revisions = moderationQueueResponseSchema.parse(
      await (await call(api, 'GET', '/moderation/reviews?kind=revision', { jar: moderator.jar })).json(),
    );
    expect(revisions.items.map((item) => [item.kind, item.review.id])).toContainEqual(['revision', author.reviewId]);
    expect((await decision({ decision: 'reject', reasonCodes: ['advertising'] })).status).toBe(200);
    expect((await publicReviews(productId))[0]).toMatchObject({ rating: 4, title: validReview().title });
    await call(api, 'PATCH', `/reviews/${author.reviewId}`, {
      body: { submit: true, review: validReview({ rating: 2, title: 'Po miesiącu gorzej' }) },
      jar: author.jar,
    });
    expect((await decision({ decision: 'publish' })).status).toBe(200);
    expect((await publicReviews(productId))[0]).toMatchObject({ rating: 2, title: 'Po miesiącu gorzej' });
    expect(await productFigures(productId)).toEqual({ rating: 2, number_of_reviews: 1 });

    const events = reviewEventsResponseSchema.parse(
      await (await call(api, 'GET', `/reviews/${author.reviewId}/events`, { jar: moderator.jar })).json(),
    ).events;
    expect(events.map((event) => [event.from, event.to, event.revision])).toEqual([
      [null, 'pending', false],
      ['pending', 'needs_changes', false],
      ['needs_changes', 'pending', false],
      ['pending', 'published', false],
      [null, 'pending', true],
      ['pending', 'rejected', true],
      ['rejected', 'pending', true],
      ['pending', 'published', true],
    ]);
    expect(events[1]).toMatchObject({ reasonCodes: ['too_short'], remark: 'Dopisz, jak działa' });
  });
});
