import { ACCOUNT_FIELD_MESSAGES, type CaptchaChallenge } from '@kwc/domain';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { BadRequestError } from '../http/errors';
import { derivedKey, type AccountConfig } from './config';

/** A challenge can be solved within this time. */
const CHALLENGE_TTL_MS = 20 * 60_000;

const hmacKey = (config: AccountConfig) => derivedKey(config, 'altcha').toString('hex');

/** A new ALTCHA proof-of-work challenge (`GET /api/captcha/challenge`). */
export async function captchaChallenge(config: AccountConfig): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: hmacKey(config),
    maxnumber: config.captchaMaxNumber,
    expires: new Date(config.now().getTime() + CHALLENGE_TTL_MS),
  });
  return { ...challenge };
}

function challengeOf(payload: string): string | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: unknown };
    return typeof decoded.challenge === 'string' ? decoded.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Checks an ALTCHA payload (the widget's base64 JSON) and spends its challenge, so one solution
 * passes once; a wrong or reused one is a 400 on the `captcha` field.
 */
export async function spendCaptcha(db: Database, config: AccountConfig, payload: string): Promise<void> {
  const failed = BadRequestError.ofFields({ captcha: ACCOUNT_FIELD_MESSAGES.captchaFailed });
  const challenge = challengeOf(payload);
  if (!challenge || !(await verifySolution(payload, hmacKey(config), false))) throw failed;
  // The expiry is checked against the API's clock (altcha-lib would read the system's).
  const now = config.now();
  const expires = Number(extractParams(payload).expires);
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) throw failed;
  const spent = await db
    .insert(t.spentCaptchas)
    .values({ challenge, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .onConflictDoNothing()
    .returning({ challenge: t.spentCaptchas.challenge });
  if (spent.length === 0) throw failed;
  await db.delete(t.spentCaptchas).where(lt(t.spentCaptchas.expiresAt, now));
}
