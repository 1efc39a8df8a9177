import {
  ACCOUNT_MESSAGES,
  VALIDATION_MESSAGES,
  type NewPasswordRequest,
  type PasswordResetLinkRequest,
} from '@kwc/domain';
import { and, eq, isNull } from 'drizzle-orm';

import * as t from '../db/schema';
import { BadRequestError, LinkInvalidError } from '../http/errors';
import { spendCaptcha } from './captcha';
import { siteOrigin } from './config';
import { limit, logEvent, RATE_RULES, type AccountsContext } from './context';
import { checkLink, createLink, spendLink } from './links';
import { LINK_PATHS, passwordChangedMail, passwordResetMail } from './mail-messages';
import { hashPassword } from './passwords';
import { revokeUserFamilies } from './refresh-tokens';
import { refuseWeakPassword, sendActivation, startSession, type LoginOutcome } from './service';
import { emailTaken, userByEmail, userById } from './store';

/** `POST /api/user/activate/{token}`: the address is confirmed and the visitor logged in by the link. */
export async function activate(ctx: AccountsContext, token: string): Promise<LoginOutcome> {
  const link = await spendLink(ctx.db, ctx.config, token, ['activation']);
  const [user] = await ctx.db
    .update(t.users)
    .set({ isActive: true })
    .where(and(eq(t.users.id, link.userId), isNull(t.users.deactivatedAt)))
    .returning();
  if (!user) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  await logEvent(ctx, 'activated', user.id);
  return startSession(ctx, user, 'account_token');
}

/**
 * `POST /api/user/activation/resend`: a new activation link to the logged-in user, or to `email`.
 * The same answer whether the address is known, unknown or already verified.
 */
export async function resendActivation(ctx: AccountsContext, userId: number | null, email: string | undefined) {
  await limit(ctx, RATE_RULES.resendPerIp, ctx.ip);
  if (userId === null && email === undefined) {
    throw BadRequestError.ofFields({ email: VALIDATION_MESSAGES.required });
  }
  await limit(ctx, RATE_RULES.resendPerAccount, userId !== null ? `user:${userId}` : email!);
  const user = userId !== null ? await userById(ctx.db, userId) : await userByEmail(ctx.db, email!);
  if (user && !user.isActive && user.deactivatedAt === null) {
    await sendActivation(ctx, user);
    await logEvent(ctx, 'activation_resent', user.id);
  }
}

/** `POST /api/user/password-reset`: mails a reset link; the same answer for unknown addresses. */
export async function requestPasswordReset(ctx: AccountsContext, body: PasswordResetLinkRequest): Promise<void> {
  await limit(ctx, RATE_RULES.resetPerIp, ctx.ip);
  await limit(ctx, RATE_RULES.resetPerAccount, body.email);
  await spendCaptcha(ctx.db, ctx.config, body.captcha);
  const user = await userByEmail(ctx.db, body.email);
  if (!user || user.deactivatedAt !== null) return;
  const url = await createLink(ctx.db, ctx.config, { kind: 'password_reset', userId: user.id, email: user.email });
  ctx.mailer.send(passwordResetMail(user.email, url));
  await logEvent(ctx, 'password_reset_requested', user.id);
}

/** `POST /api/user/password-reset/{token}`: the new password; every session ends, a notice is mailed. */
export async function resetPassword(ctx: AccountsContext, token: string, body: NewPasswordRequest): Promise<void> {
  // The link read first, not spent: a refused password leaves it usable.
  const { email } = await checkLink(ctx.db, ctx.config, token);
  refuseWeakPassword(body.password, { email, username: email ? (await userByEmail(ctx.db, email))?.username : null });
  const passwordHash = await hashPassword(body.password);
  const link = await spendLink(ctx.db, ctx.config, token, ['password_reset']);
  // A reset link proves the mailbox, as an activation link does.
  const [user] = await ctx.db
    .update(t.users)
    .set({ passwordHash, isActive: true })
    .where(and(eq(t.users.id, link.userId), isNull(t.users.deactivatedAt)))
    .returning();
  if (!user) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  await revokeUserFamilies(ctx.db, ctx.config, user.id, 'password_reset');
  ctx.mailer.send(
    passwordChangedMail(user.email, `${siteOrigin(ctx.config)}${LINK_PATHS.password_reset.slice(0, -1)}`),
  );
  await logEvent(ctx, 'password_reset', user.id);
}

/**
 * `POST /api/user/email-change/{code}`: the new address becomes the account's; every session ends
 * and the visitor is logged in again with the new address in the token.
 */
export async function confirmEmailChange(ctx: AccountsContext, code: string): Promise<LoginOutcome> {
  const link = await spendLink(ctx.db, ctx.config, code, ['email_change']);
  const newEmail = link.newEmail!;
  const current = await userById(ctx.db, link.userId);
  if (!current || current.pendingEmail !== newEmail) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  if (await emailTaken(ctx.db, newEmail, current.id)) {
    throw BadRequestError.ofFields({ email: VALIDATION_MESSAGES.emailAlreadyRegistered });
  }
  const [user] = await ctx.db
    .update(t.users)
    .set({ email: newEmail, pendingEmail: null, isActive: true })
    .where(eq(t.users.id, current.id))
    .returning();
  await revokeUserFamilies(ctx.db, ctx.config, current.id, 'email_changed');
  await logEvent(ctx, 'email_changed', current.id);
  return startSession(ctx, user!, 'account_token');
}

/**
 * `POST /api/user/email-change/{code}/cancel` (the link mailed to the old address): a waiting change
 * is dropped; a change already confirmed is undone and every session ends.
 */
export async function cancelEmailChange(ctx: AccountsContext, code: string): Promise<{ reverted: boolean }> {
  const link = await spendLink(ctx.db, ctx.config, code, ['email_change_cancel']);
  const user = await userById(ctx.db, link.userId);
  if (!user) throw new LinkInvalidError(ACCOUNT_MESSAGES.linkInvalid);
  const now = ctx.config.now();
  // The confirm link of this change stops working either way.
  await ctx.db
    .update(t.accountLinks)
    .set({ usedAt: now })
    .where(
      and(eq(t.accountLinks.userId, user.id), eq(t.accountLinks.kind, 'email_change'), isNull(t.accountLinks.usedAt)),
    );
  if (user.email === link.newEmail && !(await emailTaken(ctx.db, link.email, user.id))) {
    await ctx.db.update(t.users).set({ email: link.email, pendingEmail: null }).where(eq(t.users.id, user.id));
    await revokeUserFamilies(ctx.db, ctx.config, user.id, 'email_change_cancelled');
    await logEvent(ctx, 'email_change_cancelled', user.id, { reverted: true });
    return { reverted: true };
  }
  if (user.pendingEmail === link.newEmail) {
    await ctx.db.update(t.users).set({ pendingEmail: null }).where(eq(t.users.id, user.id));
  }
  await logEvent(ctx, 'email_change_cancelled', user.id, { reverted: false });
  return { reverted: false };
}
