import { createHash } from 'node:crypto';

import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  moderationQueueResponseSchema,
  productReviewsResponseSchema,
  REVIEW,
  REVIEW_MESSAGES,
  reviewEventsResponseSchema,
  ticketReplyResponseSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { CookieJar, linkTokenOf, openAccountsApi, TEST_PASSWORD, testClock, type Mailbox } from '../testing/accounts';
import { call, reviewer, unreviewedProducts, validReview } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let mailbox: Mailbox;
let close: () => Promise<void>;
let products: number[];
let moderator: Awaited<ReturnType<typeof reviewer>>;
const clock = testClock(new Date('2026-11-22T09:00:00Z'));
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  ({ database, api, mailbox, close } = await openAccountsApi(clock.now));
  products = await unreviewedProducts(database.db, 8);
  moderator = await reviewer(api, database.db, 'moderatorka.odpowiedzi@example.pl', { role: 'moderator' });
});
afterAll(() => close());

const reviewRow = async (id: number) =>
  (
    await queryRows<{
      status: string;
      title: string;
      remarks: unknown;
      revision: { status: string; title: string } | null;
    }>(database.db, sql`select status, title, remarks, revision from reviews where id = ${id}`)
  )[0]!;
const decide = (reviewId: number, body: unknown) =>
  call(api, 'POST', `/moderation/reviews/${reviewId}/decision`, { body, jar: moderator.jar });
const changesRequested = {
  decision: 'request_changes',
  reasonCodes: ['too_short'],
  remark: 'Opisz, jak działa na skórę',
};

/** An author whose review the moderator sent back; the reply link's token from the mail. */
async function sentBack(email: string, productId: number) {
  const author = await reviewer(api, database.db, email);
  const created = await call(api, 'POST', '/reviews', {
    body: { productId, submit: true, review: validReview() },
    jar: author.jar,
  });
  const reviewId = ((await created.json()) as { review: { id: number } }).review.id;
  const since = mailbox.messages.length;
  expect((await decide(reviewId, changesRequested)).status).toBe(200);
  const mail = await mailbox.next(email, { subject: 'Twoja opinia wymaga poprawek', since });
  return { ...author, email, reviewId, mail, token: linkTokenOf(mail) };
}

const reply = {
  message: 'Dopisałam, jak krem działa po miesiącu.',
  review: validReview({ title: 'Poprawiona opinia' }),
};
const expectLinkInvalid = async (response: Response) => {
  expect(response.status).toBe(404);
  expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
    code: 'link_invalid',
    message: ACCOUNT_MESSAGES.linkInvalid,
  });
};

describe('the reply link of a request for changes', () => {
  it('is mailed, stored hashed, opens the remarks and, sent once, puts the corrected review back to pending', async () => {
    const author = await sentBack('odpowiada@example.pl', products[0]!);
    expect(author.mail.text).toContain(`https://kwc.test/review/ticket-reply/${author.token}`);
    expect(author.mail.text).not.toContain('/review/edit/');
    const [link] = await queryRows<{ token_hash: string; review_id: number; ttl_ms: number }>(
      database.db,
      sql`select token_hash, review_id, extract(epoch from expires_at - created_at)::float8 * 1000 as ttl_ms
          from account_links where kind = 'review_reply' and user_id = ${author.id}`,
    );
    expect(link).toEqual({
      token_hash: createHash('sha256').update(author.token).digest('hex'),
      review_id: author.reviewId,
      ttl_ms: REVIEW.replyLinkDays * DAY_MS,
    });
    // Not one of the account's links: the account check does not open it.
    expect((await call(api, 'GET', `/user/links/${author.token}`)).status).toBe(404);

    const opened = await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: author.jar });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const { review, product } = ticketReplyResponseSchema.parse(await opened.json());
    expect(review).toMatchObject({ id: author.reviewId, status: 'needs_changes', title: validReview().title });
    expect(review.remarks).toMatchObject({ remark: changesRequested.remark, reasons: [{ code: 'too_short' }] });
    expect(product.sku).toBe(`KWC-${products[0]}`);

    clock.advance(60_000);
    const sent = await call(api, 'POST', `/reviews/reply/${author.token}`, { body: reply, jar: author.jar });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ ok: true });
    expect(await reviewRow(author.reviewId)).toMatchObject({
      status: 'pending',
      title: 'Poprawiona opinia',
      remarks: null,
    });

    const { events } = reviewEventsResponseSchema.parse(
      await (await call(api, 'GET', `/reviews/${author.reviewId}/events`, { jar: author.jar })).json(),
    );
    expect(events.at(-1)).toMatchObject({
      from: 'needs_changes',
      to: 'pending',
      revision: false,
      message: reply.message,
    });
    // The moderator reads the answer beside the review in the queue.
    const queue = moderationQueueResponseSchema.parse(
      await (
        await call(api, 'GET', '/moderation/reviews?status=pending&kind=review&page=1', { jar: moderator.jar })
      ).json(),
    );
    const pages = Math.ceil(queue.total / 20);
    const last = moderationQueueResponseSchema.parse(
      await (
        await call(api, 'GET', `/moderation/reviews?status=pending&kind=review&page=${pages}`, { jar: moderator.jar })
      ).json(),
    );
    expect(last.items.find((item) => item.review.id === author.reviewId)?.authorReply).toBe(reply.message);

    // Spent: neither read nor sent again.
    await expectLinkInvalid(
      await call(api, 'POST', `/reviews/reply/${author.token}`, { body: reply, jar: author.jar }),
    );
    await expectLinkInvalid(await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: author.jar }));
  });

  it('sends a published review’s edit back to pending as its revision; the published text stays', async () => {
    const productId = products[1]!;
    const author = await reviewer(api, database.db, 'rewizja.odpowiedz@example.pl');
    const created = await call(api, 'POST', '/reviews', {
      body: { productId, submit: true, review: validReview({ rating: 5 }) },
      jar: author.jar,
    });
    const reviewId = ((await created.json()) as { review: { id: number } }).review.id;
    expect((await decide(reviewId, { decision: 'publish' })).status).toBe(200);
    await call(api, 'PATCH', `/reviews/${reviewId}`, {
      body: { submit: true, review: validReview({ rating: 1, title: 'Jednak słabo' }) },
      jar: author.jar,
    });
    const since = mailbox.messages.length;
    expect((await decide(reviewId, changesRequested)).status).toBe(200);
    const token = linkTokenOf(
      await mailbox.next('rewizja.odpowiedz@example.pl', { subject: 'Twoja opinia wymaga poprawek', since }),
    );

    const { review } = ticketReplyResponseSchema.parse(
      await (await call(api, 'GET', `/reviews/reply/${token}`, { jar: author.jar })).json(),
    );
    expect(review).toMatchObject({ status: 'published', revision: { status: 'needs_changes', title: 'Jednak słabo' } });
    const sent = await call(api, 'POST', `/reviews/reply/${token}`, { body: reply, jar: author.jar });
    expect(sent.status).toBe(200);
    expect(await reviewRow(reviewId)).toMatchObject({
      status: 'published',
      title: validReview().title,
      revision: { status: 'pending', title: 'Poprawiona opinia' },
    });
    const shown = productReviewsResponseSchema.parse(
      await (await api.request(`/catalog/product-reviews?sku=KWC-${productId}`)).json(),
    ).reviews;
    expect(shown[0]).toMatchObject({ rating: 5, title: validReview().title });
    const { events } = reviewEventsResponseSchema.parse(
      await (await call(api, 'GET', `/reviews/${reviewId}/events`, { jar: author.jar })).json(),
    );
    expect(events.at(-1)).toMatchObject({
      from: 'needs_changes',
      to: 'pending',
      revision: true,
      message: reply.message,
    });
  });

  it('is refused when expired, to another user (as if unknown) and to a visitor; nothing changes', async () => {
    const author = await sentBack('nie.zdazyla@example.pl', products[2]!);
    const other = await reviewer(api, database.db, 'cudzy.link@example.pl');
    await expectLinkInvalid(await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: other.jar }));
    await expectLinkInvalid(await call(api, 'POST', `/reviews/reply/${author.token}`, { body: reply, jar: other.jar }));
    const visitor = await call(api, 'GET', `/reviews/reply/${author.token}`);
    expect(visitor.status).toBe(401);
    expect((await call(api, 'POST', `/reviews/reply/${author.token}`, { body: reply })).status).toBe(401);
    await expectLinkInvalid(await call(api, 'GET', `/reviews/reply/${'x'.repeat(43)}`, { jar: author.jar }));
    await expectLinkInvalid(await call(api, 'GET', '/reviews/reply/krotki', { jar: author.jar }));
    // Another's attempt did not spend it.
    expect((await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: author.jar })).status).toBe(200);

    clock.advance(REVIEW.replyLinkDays * DAY_MS + 60_000);
    try {
      // The session of two weeks ago has expired too: the author logs in again.
      const jar = new CookieJar();
      const login = await call(api, 'POST', '/login_check', {
        body: { username: author.email, password: TEST_PASSWORD },
        jar,
      });
      expect(login.status).toBe(200);
      await expectLinkInvalid(await call(api, 'GET', `/reviews/reply/${author.token}`, { jar }));
      await expectLinkInvalid(await call(api, 'POST', `/reviews/reply/${author.token}`, { body: reply, jar }));
    } finally {
      clock.advance(-(REVIEW.replyLinkDays * DAY_MS + 60_000));
    }
    expect(await reviewRow(author.reviewId)).toMatchObject({ status: 'needs_changes', title: validReview().title });
  });

  it('answers a bad body with Polish messages per field, keeping the review and the link', async () => {
    const author = await sentBack('zle.pola@example.pl', products[3]!);
    const bad = await call(api, 'POST', `/reviews/reply/${author.token}`, {
      body: { message: '  ', review: { ...validReview(), body: 'Za krótko.' } },
      jar: author.jar,
    });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.fields).toEqual({
      message: VALIDATION_MESSAGES.required,
      body: REVIEW_MESSAGES.bodyTooShort,
    });
    expect(await reviewRow(author.reviewId)).toMatchObject({ status: 'needs_changes', title: validReview().title });
    expect((await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: author.jar })).status).toBe(200);
  });

  it('works only while the remarks wait: an edit on the account side, or a newer request, retires it', async () => {
    const author = await sentBack('edytuje.sama@example.pl', products[4]!);
    await call(api, 'PATCH', `/reviews/${author.reviewId}`, {
      body: { submit: true, review: validReview() },
      jar: author.jar,
    });
    await expectLinkInvalid(await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: author.jar }));
    await expectLinkInvalid(
      await call(api, 'POST', `/reviews/reply/${author.token}`, { body: reply, jar: author.jar }),
    );
    expect(await reviewRow(author.reviewId)).toMatchObject({ status: 'pending', title: validReview().title });

    const since = mailbox.messages.length;
    expect((await decide(author.reviewId, changesRequested)).status).toBe(200);
    const newer = linkTokenOf(await mailbox.next(author.email, { subject: 'Twoja opinia wymaga poprawek', since }));
    expect(newer).not.toBe(author.token);
    await expectLinkInvalid(await call(api, 'GET', `/reviews/reply/${author.token}`, { jar: author.jar }));
    expect((await call(api, 'POST', `/reviews/reply/${newer}`, { body: reply, jar: author.jar })).status).toBe(200);
  });
});
