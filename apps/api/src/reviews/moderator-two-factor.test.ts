import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  moderationQueueResponseSchema,
  reviewEventsResponseSchema,
  twoFactorSetupResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { call, CookieJar, TEST_PASSWORD, testAccountConfig, testClock } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { reviewer, unreviewedProducts, validReview } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let products: number[];
const clock = testClock(new Date('2026-11-30T12:00:00Z'));

beforeAll(async () => {
  database = await openSeededDatabase(60);
  api = createApi(database, {
    accounts: testAccountConfig({ now: clock.now, moderatorTwoFactor: true }),
    logger: pino({ level: 'silent' }),
  });
  products = await unreviewedProducts(database.db, 2);
});
afterAll(() => database.close());

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: clock.now().getTime(),
  });

const statusOf = async (reviewId: number) =>
  (await queryRows<{ status: string }>(database.db, sql`select status from reviews where id = ${reviewId}`))[0]!.status;

async function pendingReview(email: string, productId: number) {
  const author = await reviewer(api, database.db, email);
  const response = await call(api, 'POST', '/reviews', {
    body: { productId, submit: true, review: validReview({ rating: 4 }) },
    jar: author.jar,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { review: { id: number } }).review.id;
}

describe('moderation where moderators must use two-step verification', () => {
  it('refuses a moderator without it, with its own code, until it is on; then the login asks for the code', async () => {
    const reviewId = await pendingReview('autorka.2fa@example.pl', products[0]!);
    const email = 'moderatorka.2fa@example.pl';
    const moderator = await reviewer(api, database.db, email, { role: 'moderator' });

    // The role alone opens nothing: the queues, a decision and the review's history are refused.
    for (const path of ['/moderation/reviews', '/moderation/products']) {
      const refused = await call(api, 'GET', path, { jar: moderator.jar });
      expect(refused.status).toBe(403);
      expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
        code: 'two_factor_required',
        message: ACCOUNT_MESSAGES.moderatorTwoFactorRequired,
      });
    }
    const decision = await call(api, 'POST', `/moderation/reviews/${reviewId}/decision`, {
      body: { decision: 'publish' },
      jar: moderator.jar,
    });
    expect(decision.status).toBe(403);
    expect(await statusOf(reviewId)).toBe('pending');
    // As for any reader who is not its author.
    expect((await call(api, 'GET', `/reviews/${reviewId}/events`, { jar: moderator.jar })).status).toBe(403);

    // Turned on with the password and the app's first code.
    const setup = await call(api, 'POST', '/user/two-factor/setup', {
      body: { password: TEST_PASSWORD },
      jar: moderator.jar,
    });
    const { secret } = twoFactorSetupResponseSchema.parse(await setup.json());
    expect(
      (await call(api, 'POST', '/user/two-factor', { body: { code: codeOf(secret) }, jar: moderator.jar })).status,
    ).toBe(200);
    clock.advance(30_000);

    // From now on the moderator's every login passes the second step, and moderation answers.
    const jar = new CookieJar();
    const passwordOnly = await call(api, 'POST', '/login_check', {
      body: { username: email, password: TEST_PASSWORD },
      jar,
    });
    expect(await passwordOnly.json()).toEqual({ secondFactor: 'totp' });
    expect((await call(api, 'GET', '/moderation/reviews', { jar })).status).toBe(401);
    expect(
      (await call(api, 'POST', '/login_check/second-factor', { body: { code: codeOf(secret) }, jar })).status,
    ).toBe(200);
    const queue = await call(api, 'GET', '/moderation/reviews', { jar });
    expect(queue.status).toBe(200);
    expect(moderationQueueResponseSchema.parse(await queue.json()).total).toBeGreaterThan(0);
    const events = await call(api, 'GET', `/reviews/${reviewId}/events`, { jar });
    expect(events.status).toBe(200);
    reviewEventsResponseSchema.parse(await events.json());
    const published = await call(api, 'POST', `/moderation/reviews/${reviewId}/decision`, {
      body: { decision: 'publish' },
      jar,
    });
    expect(published.status).toBe(200);
    expect(await statusOf(reviewId)).toBe('published');
  });

  it('still tells a plain user only that the operation is not theirs', async () => {
    const user = await reviewer(api, database.db, 'czytelniczka.2fa@example.pl');
    const refused = await call(api, 'GET', '/moderation/reviews', { jar: user.jar });
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
      code: 'forbidden',
      message: ACCOUNT_MESSAGES.forbidden,
    });
  });
});
