import { REVIEW_API } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { linkTokenOf, openAccountsApi, testClock, type CookieJar, type Mailbox } from '../testing/accounts';
import { call, cameraPhoto, reviewer, unreviewedProducts, uploadPhoto, validReview } from '../testing/reviews';

// Every call of the review table, made as the site makes it, must exist on the in-process API and
// answer what `REVIEW_API` declares: the table the hooks and the OpenAPI document trust.

type Name = keyof typeof REVIEW_API;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let mailbox: Mailbox;
let close: () => Promise<void>;
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const answered = new Set<Name>();

beforeAll(async () => {
  ({ database, api, mailbox, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

/** Makes one call of the table: the request checked against its declared parts, the answer parsed. */
async function invoke(
  name: Name,
  {
    params = {},
    query = {},
    body,
    jar,
    photo,
  }: {
    params?: Record<string, string | number>;
    query?: Record<string, string | string[]>;
    body?: unknown;
    jar?: CookieJar;
    photo?: Uint8Array;
  } = {},
) {
  const endpoint: (typeof REVIEW_API)[Name] = REVIEW_API[name];
  if ('params' in endpoint)
    endpoint.params.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  if ('query' in endpoint) endpoint.query.parse(query);
  if ('body' in endpoint) endpoint.body.parse(body);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value].flat()) search.append(Array.isArray(value) ? `${key}[]` : key, one);
  }
  const path =
    endpoint.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, key: string) => String(params[key])) +
    (search.size > 0 ? `?${search}` : '');
  const response =
    'upload' in endpoint
      ? await uploadPhoto(api, jar!, photo!)
      : await call(api, endpoint.method, path, { ...(body === undefined ? {} : { body }), ...(jar ? { jar } : {}) });
  expect(response.status, `${endpoint.method} ${path}: ${response.status}`).toBe(200);
  const parsed = endpoint.response.safeParse(await response.json());
  expect(parsed.error, name).toBeUndefined();
  answered.add(name);
  return parsed.data as never;
}

describe('REVIEW_API on the in-process API', () => {
  it('answers every call of the table with its declared schema, along one review’s life', async () => {
    const [productId] = await unreviewedProducts(database.db, 1);
    const author = await reviewer(api, database.db, 'cala.tabela@example.pl');
    const moderator = await reviewer(api, database.db, 'moderator.tabeli@example.pl', { role: 'moderator' });
    const liker = await reviewer(api, database.db, 'chwali.tabele@example.pl');

    const { photo } = await invoke('uploadReviewPhoto', { jar: author.jar, photo: await cameraPhoto(800, 600) });
    const draft: { review: { id: number } } = await invoke('createReview', {
      body: { productId, submit: false, draft: { rating: 5, title: 'Szkic' } },
      jar: author.jar,
    });
    const reviewId = draft.review.id;
    await invoke('myReview', { query: { productId: String(productId) }, jar: author.jar });
    await invoke('updateReview', {
      params: { reviewId },
      body: { submit: true, review: validReview({ photoIds: [(photo as { id: number }).id] }) },
      jar: author.jar,
    });
    await invoke('moderationQueue', { query: { status: 'pending', kind: 'all', page: '1' }, jar: moderator.jar });
    const since = mailbox.messages.length;
    await invoke('moderationDecision', {
      params: { reviewId },
      body: { decision: 'request_changes', reasonCodes: ['too_short'], remark: 'Więcej o działaniu' },
      jar: moderator.jar,
    });
    const replyHash = linkTokenOf(
      await mailbox.next('cala.tabela@example.pl', { subject: 'Twoja opinia wymaga poprawek', since }),
    );
    await invoke('ticketReply', { params: { replyHash }, jar: author.jar });
    await invoke('sendTicketReply', {
      params: { replyHash },
      body: { message: 'Dopisałam więcej.', review: validReview() },
      jar: author.jar,
    });
    await invoke('moderationDecision', { params: { reviewId }, body: { decision: 'publish' }, jar: moderator.jar });
    await invoke('reviewEvents', { params: { reviewId }, jar: author.jar });
    await invoke('likeReview', { params: { reviewId }, jar: liker.jar });
    const liked: { reviewIds: number[] } = await invoke('likedReviews', {
      query: { ids: [String(reviewId)] },
      jar: liker.jar,
    });
    expect(liked.reviewIds).toEqual([reviewId]);
    await invoke('unlikeReview', { params: { reviewId }, jar: liker.jar });
    const counts: { published: number } = await invoke('productReviewCounts', {
      query: { productId: String(productId) },
    });
    expect(counts.published).toBe(1);
    // The form's 'where bought' lists the catalogue's shops by name, to anyone.
    const { shops }: { shops: { id: number; name: string }[] } = await invoke('reviewShops');
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.map((shop) => shop.name)).toEqual(
      [...shops.map((shop) => shop.name)].sort((a, b) => a.localeCompare(b)),
    );

    expect([...answered].sort()).toEqual(Object.keys(REVIEW_API).sort());
  });
});
