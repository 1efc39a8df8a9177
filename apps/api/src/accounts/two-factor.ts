import {
  ACCOUNT_MESSAGES,
  APP_CODE_PATTERN,
  loginMethodSchema,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  VALIDATION_MESSAGES,
  type LoginMethod,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@kwc/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

import * as t from '../db/schema';
import { BadRequestError, ConflictError, UnauthorizedError } from '../http/errors';
import { derivedKey } from './config';
import { limit, logEvent, RATE_RULES, type AccountsContext } from './context';
import { twoFactorChangedMail } from './mail-messages';
import { hashPassword, verifyPassword } from './passwords';
import { userById, type UserRow } from './store';

/*
 * Two-step verification (ASVS 6.3.3): a TOTP app's code (RFC 6238: SHA-1, 6 digits, 30 s, as every
 * authenticator app reads a QR code) after the password, or one of ten single-use recovery codes.
 * The secret is kept once its first code has confirmed it; a code counts once (the last step taken
 * is stored); attempts are limited per account; recovery codes are kept as Argon2id. docs/accounts.md "Two-step verification".
 */

/** The TOTP of a base32 secret, labelled with the account's address in the app. */
function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, or `null` when it is no code of the secret now (± the window). */
function stepOfCode(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: TWO_FACTOR.window });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TWO_FACTOR.periodS) + delta;
}

/** A recovery code as typed: without its hyphen, in lower case. */
const plainRecoveryCode = (code: string) => code.replace(/-/g, '').toLowerCase();

/**
 * Recovery codes are kept as Argon2id, like passwords: 40 random bits are too few for a plain hash
 * (ASVS 6.5.2 asks 112 bits for one).
 */
function recoveryHash(code: string): Promise<string> {
  return hashPassword(plainRecoveryCode(code));
}

/** The signed-in account, unless it was deactivated meanwhile. */
async function liveUser(ctx: AccountsContext, userId: number): Promise<UserRow> {
  const user = await userById(ctx.db, userId);
  if (!user || user.deactivatedAt !== null) throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired);
  return user;
}

function newRecoveryCode(): string {
  const letters = new Secret({ size: 5 }).base32.toLowerCase();
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}`;
}

/** The password asked again before the factors change ('Błędne hasło' on `password`). */
async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (user.passwordHash === null) throw BadRequestError.ofFields({ password: TWO_FACTOR_MESSAGES.needsPassword });
  if (!(await verifyPassword(password, user.passwordHash)).valid) {
    throw BadRequestError.ofFields({ password: VALIDATION_MESSAGES.wrongPassword });
  }
}

/** `GET /api/user/two-factor`. */
export async function twoFactorStatus(ctx: AccountsContext, userId: number): Promise<TwoFactorStatus> {
  const user = await liveUser(ctx, userId);
  return { enabled: user.totpEnabledAt !== null, recoveryCodesLeft: user.totpRecoveryHashes.length };
}

/** `POST /api/user/two-factor/setup`: a new secret to scan, waiting for its first code. */
export async function setUpTwoFactor(
  ctx: AccountsContext,
  userId: number,
  password: string,
): Promise<TwoFactorSetupResponse> {
  const user = await liveUser(ctx, userId);
  await limit(ctx, RATE_RULES.secondFactorPerAccount, String(user.id));
  await checkPassword(user, password);
  if (!user.isActive) throw new BadRequestError(TWO_FACTOR_MESSAGES.needsVerifiedEmail);
  if (user.totpEnabledAt !== null) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(t.users).set({ totpPendingSecret: secret }).where(eq(t.users.id, user.id));
  const uri = totpOf(secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** `POST /api/user/two-factor`: the scanned secret's first code turns verification on. */
export async function enableTwoFactor(
  ctx: AccountsContext,
  userId: number,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const user = await liveUser(ctx, userId);
  await limit(ctx, RATE_RULES.secondFactorPerAccount, String(user.id));
  if (user.totpEnabledAt !== null) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = user.totpPendingSecret;
  if (!secret) throw new BadRequestError(TWO_FACTOR_MESSAGES.noSetup);
  const now = ctx.config.now();
  const step = stepOfCode(secret, code, now);
  if (step === null) throw BadRequestError.ofFields({ code: TWO_FACTOR_MESSAGES.wrongCode });
  const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
  // The secret confirmed is the one still waiting (a second setup meanwhile makes this a no-op).
  const [enabled] = await ctx.db
    .update(t.users)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpEnabledAt: now,
      totpLastStep: step,
      totpRecoveryHashes: await Promise.all(recoveryCodes.map(recoveryHash)),
    })
    .where(and(eq(t.users.id, user.id), eq(t.users.totpPendingSecret, secret), isNull(t.users.totpEnabledAt)))
    .returning({ id: t.users.id });
  if (!enabled) throw new BadRequestError(TWO_FACTOR_MESSAGES.noSetup);
  await logEvent(ctx, 'two_factor_enabled', user.id);
  ctx.mailer.send(twoFactorChangedMail(user.email, true));
  return { recoveryCodes };
}

/** `POST /api/user/two-factor/disable`: the password asked again turns verification off. */
export async function disableTwoFactor(ctx: AccountsContext, userId: number, password: string): Promise<void> {
  const user = await liveUser(ctx, userId);
  await limit(ctx, RATE_RULES.secondFactorPerAccount, String(user.id));
  await checkPassword(user, password);
  if (user.totpEnabledAt === null) throw new BadRequestError(TWO_FACTOR_MESSAGES.notOn);
  await ctx.db
    .update(t.users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpRecoveryHashes: [],
    })
    .where(eq(t.users.id, user.id));
  await logEvent(ctx, 'two_factor_disabled', user.id);
  ctx.mailer.send(twoFactorChangedMail(user.email, false));
}

/**
 * Takes a code for the account's second step: a code of the app not taken before (its step stored
 * in the same statement, so two requests cannot both take it), or a recovery code not used yet
 * (removed in the statement that checks it is still there). Whether it was taken.
 */
export async function takeSecondFactorCode(ctx: AccountsContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  if (APP_CODE_PATTERN.test(code)) {
    const step = stepOfCode(user.totpSecret, code, ctx.config.now());
    if (step === null) return false;
    const taken = await ctx.db
      .update(t.users)
      .set({ totpLastStep: step })
      .where(and(eq(t.users.id, user.id), or(isNull(t.users.totpLastStep), lt(t.users.totpLastStep, step))))
      .returning({ id: t.users.id });
    return taken.length > 0;
  }
  const plain = plainRecoveryCode(code);
  for (const hash of user.totpRecoveryHashes) {
    if (!(await verifyPassword(plain, hash)).valid) continue;
    const taken = await ctx.db
      .update(t.users)
      .set({ totpRecoveryHashes: sql`array_remove(${t.users.totpRecoveryHashes}, ${hash})` })
      .where(and(eq(t.users.id, user.id), sql`${hash} = any(${t.users.totpRecoveryHashes})`))
      .returning({ id: t.users.id });
    if (taken.length > 0) await logEvent(ctx, 'recovery_code_used', user.id);
    return taken.length > 0;
  }
  return false;
}

/** The second step a login waits in: whose it is and how the first step logged in. */
export interface SecondStep {
  userId: number;
  method: LoginMethod;
}

const CHALLENGE_AUDIENCE = 'kwc:second-factor';

/** The signed challenge of a second step (kept by the browser as an httpOnly cookie). */
export async function signSecondStep(ctx: AccountsContext, step: SecondStep): Promise<string> {
  const now = ctx.config.now();
  return new SignJWT({ method: step.method })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(step.userId))
    .setAudience(CHALLENGE_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + TWO_FACTOR.challengeS)
    .sign(derivedKey(ctx.config, 'second-factor'));
}

/** The second step a challenge names, or `null` when it is missing, forged or expired. */
export async function readSecondStep(ctx: AccountsContext, challenge: string | undefined): Promise<SecondStep | null> {
  if (!challenge) return null;
  try {
    const { payload } = await jwtVerify(challenge, derivedKey(ctx.config, 'second-factor'), {
      audience: CHALLENGE_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: ctx.config.now(),
    });
    const userId = Number(payload.sub);
    const method = loginMethodSchema.safeParse(payload.method);
    if (!Number.isSafeInteger(userId) || !method.success) return null;
    return { userId, method: method.data };
  } catch {
    return null;
  }
}
