import {
  ACCOUNT_FIELD_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type LoginMethod,
  type LoginRequest,
  type RegisterRequest,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { eq } from 'drizzle-orm';

import * as t from '../db/schema';
import { BadRequestError, UnauthorizedError } from '../http/errors';
import { mergeAnonymousWishlist } from '../wishlist/service';
import { spendCaptcha } from './captcha';
import { limit, logEvent, RATE_RULES, type AccountsContext } from './context';
import { createLink } from './links';
import { activationMail } from './mail-messages';
import {
  hashPassword,
  isCommonPassword,
  isContextPassword,
  verifyNothing,
  verifyPassword,
  type PasswordOwner,
} from './passwords';
import { familyOfToken, revokeFamily, rotateRefreshToken, startFamily } from './refresh-tokens';
import { signAccessToken } from './session';
import { emailTaken, tokenSubject, userById, userByLogin, type UserRow } from './store';
import { readSecondStep, takeSecondFactorCode, type SecondStep } from './two-factor';

/** A new session: the access token, the refresh token and how long the family lives. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  maxAgeS: number;
}

/** A login's outcome: the session, or (two-step verification on) the second step it waits in. */
export type LoginOutcome = { session: IssuedSession } | { secondStep: SecondStep };

/**
 * The session of a user who proved the first factor: at once, or after the code of the second step
 * when the account has two-step verification on (every way in: password, Facebook, a link).
 */
export async function startSession(ctx: AccountsContext, user: UserRow, method: LoginMethod): Promise<LoginOutcome> {
  if (user.totpEnabledAt !== null) return { secondStep: { userId: user.id, method } };
  return { session: await issueSession(ctx, user, method) };
}

/** `POST /api/login_check/second-factor`: the code of the second step the challenge names. */
export async function finishSecondStep(
  ctx: AccountsContext,
  challenge: string | undefined,
  code: string,
): Promise<IssuedSession> {
  const step = await readSecondStep(ctx, challenge);
  if (!step) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.stepExpired);
  await limit(ctx, RATE_RULES.secondFactorPerAccount, String(step.userId));
  const user = await userById(ctx.db, step.userId);
  if (!user || user.deactivatedAt !== null || user.totpEnabledAt === null) {
    throw new UnauthorizedError(TWO_FACTOR_MESSAGES.stepExpired);
  }
  if (!(await takeSecondFactorCode(ctx, user, code))) {
    await logEvent(ctx, 'second_factor_failed', user.id);
    throw BadRequestError.ofFields({ code: TWO_FACTOR_MESSAGES.wrongCode });
  }
  await logEvent(ctx, 'login', user.id, { method: step.method, secondFactor: true });
  return issueSession(ctx, user, step.method);
}

/** Starts a login (a refresh family) for the user and records how they logged in. */
export async function issueSession(ctx: AccountsContext, user: UserRow, method: LoginMethod): Promise<IssuedSession> {
  const now = ctx.config.now();
  const family = await startFamily(ctx.db, ctx.config, user.id, method, ctx.userAgent ?? null);
  await ctx.db.update(t.users).set({ lastLoginMethod: method, lastLoginAt: now }).where(eq(t.users.id, user.id));
  return {
    accessToken: await signAccessToken(ctx.config, tokenSubject(user), family.familyId),
    refreshToken: family.refreshToken,
    maxAgeS: (family.expiresAt.getTime() - now.getTime()) / 1000,
  };
}

/**
 * A new password must not be one of the most common ones (DESIGN.md section 4) nor a site word or
 * the account's own address or name with digits added (docs/security.md, 6.1.2).
 */
export function refuseWeakPassword(password: string, own: PasswordOwner): void {
  const message = weakPasswordMessage(password, own);
  if (message) throw BadRequestError.ofFields({ password: message });
}

/** Why a new password is refused (`refuseWeakPassword`), or `null`; every owner's words count. */
export function weakPasswordMessage(password: string, ...owners: PasswordOwner[]) {
  if (isCommonPassword(password)) return ACCOUNT_FIELD_MESSAGES.passwordTooCommon;
  if (isContextPassword(password, ...owners)) return ACCOUNT_FIELD_MESSAGES.passwordContextWord;
  return null;
}

/** Sends (again) the activation link of an account that is not verified yet. */
export async function sendActivation(ctx: AccountsContext, user: UserRow): Promise<void> {
  const url = await createLink(ctx.db, ctx.config, { kind: 'activation', userId: user.id, email: user.email });
  ctx.mailer.send(activationMail(user.email, url));
}

/**
 * `POST /api/user`: a new, unverified account logged in at once; the activation link is mailed and
 * the visitor's anonymous wishlist becomes the account's.
 */
export async function register(ctx: AccountsContext, body: RegisterRequest): Promise<IssuedSession> {
  await limit(ctx, RATE_RULES.registerPerIp, ctx.ip);
  refuseWeakPassword(body.password, { email: body.email });
  // The captcha first: without it the form would tell a script which addresses have accounts.
  await spendCaptcha(ctx.db, ctx.config, body.captcha);
  const taken = BadRequestError.ofFields({ email: VALIDATION_MESSAGES.emailAlreadyRegistered });
  if (await emailTaken(ctx.db, body.email)) throw taken;
  const passwordHash = await hashPassword(body.password);
  const [user] = await ctx.db
    .insert(t.users)
    .values({ email: body.email, passwordHash, isActive: false, createdAt: ctx.config.now() })
    .onConflictDoNothing()
    .returning();
  // Two registrations of one address at once: the unique index lets one through.
  if (!user) throw taken;
  await logEvent(ctx, 'register', user.id);
  await sendActivation(ctx, user);
  if (body.anon) await mergeAnonymousWishlist(ctx.db, body.anon, user.id);
  return issueSession(ctx, user, 'account_password');
}

/**
 * `POST /api/login_check`: the session, or `null` for an unknown login, a wrong password or a
 * deactivated account alike (spec section 5: 'Błędny login lub hasło').
 */
export async function login(ctx: AccountsContext, body: LoginRequest): Promise<LoginOutcome | null> {
  await limit(ctx, RATE_RULES.loginPerIp, ctx.ip);
  await limit(ctx, RATE_RULES.loginPerAccount, body.username.trim().toLowerCase());
  const user = await userByLogin(ctx.db, body.username);
  if (!user?.passwordHash) {
    await verifyNothing(body.password);
    await logEvent(ctx, 'login_failed', user?.id ?? null, { reason: 'unknown' });
    return null;
  }
  const check = await verifyPassword(body.password, user.passwordHash);
  if (!check.valid) {
    await logEvent(ctx, 'login_failed', user.id, { reason: 'password' });
    return null;
  }
  if (check.rehash) {
    await ctx.db
      .update(t.users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(t.users.id, user.id));
  }
  if (body.anon) await mergeAnonymousWishlist(ctx.db, body.anon, user.id);
  const outcome = await startSession(ctx, user, 'account_password');
  // A login waiting for its second step is logged when the code comes (finishSecondStep).
  if ('session' in outcome) await logEvent(ctx, 'login', user.id, { method: 'account_password' });
  return outcome;
}

/** `POST /api/token/refresh`: a new access token and the rotated refresh token, or `null`. */
export async function refresh(ctx: AccountsContext, refreshToken: string | undefined): Promise<IssuedSession | null> {
  if (!refreshToken) return null;
  const rotation = await rotateRefreshToken(ctx.db, ctx.config, refreshToken);
  if (!rotation.ok) {
    if (rotation.reason === 'replayed') {
      await logEvent(ctx, 'refresh_replayed', rotation.userId ?? null, { family: rotation.familyId });
    }
    return null;
  }
  if (rotation.user.deactivatedAt !== null) {
    await revokeFamily(ctx.db, ctx.config, rotation.familyId, 'deactivated');
    return null;
  }
  return {
    accessToken: await signAccessToken(ctx.config, rotation.user, rotation.familyId),
    refreshToken: rotation.refreshToken,
    maxAgeS: (rotation.expiresAt.getTime() - ctx.config.now().getTime()) / 1000,
  };
}

/** `POST /api/token/invalidate`: the refresh token's family ends. */
export async function logout(ctx: AccountsContext, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const family = await familyOfToken(ctx.db, refreshToken);
  if (!family) return;
  await revokeFamily(ctx.db, ctx.config, family.familyId, 'logout');
  await logEvent(ctx, 'logout', family.userId);
}
