import {
  ACCOUNT_FIELD_MESSAGES,
  ACCOUNT_MESSAGES,
  type AccountDetailsResponse,
  type Agreements,
  birthDateError,
  type DeactivateAccountRequest,
  isAdult,
  type LoginMethod,
  todayInPoland,
  type UpdateUserRequest,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { eq } from 'drizzle-orm';

import * as t from '../db/schema';
import { BadRequestError, UnauthorizedError } from '../http/errors';
import { logEvent, type AccountsContext } from './context';
import { createLink } from './links';
import { siteOrigin } from './config';
import { emailChangeConfirmMail, emailChangeNoticeMail, LINK_PATHS, passwordChangedMail } from './mail-messages';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserFamilies } from './refresh-tokens';
import { issueSession, weakPasswordMessage, type IssuedSession } from './service';
import { signAccessToken } from './session';
import {
  AGREEMENT_COLUMNS,
  agreementsOf,
  countersOf,
  emailTaken,
  tokenSubject,
  userById,
  usernameTaken,
  type UserRow,
} from './store';

async function liveUser(ctx: AccountsContext, userId: number): Promise<UserRow> {
  const user = await userById(ctx.db, userId);
  if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired);
  return user;
}

/** 'Błędne hasło' on `currentPassword` unless it is the account's password. */
async function checkCurrentPassword(user: UserRow, password: string | undefined): Promise<void> {
  if (password === undefined) {
    throw BadRequestError.ofFields({ currentPassword: VALIDATION_MESSAGES.currentPasswordRequired });
  }
  const valid =
    password !== undefined && user.passwordHash !== null && (await verifyPassword(password, user.passwordHash)).valid;
  if (!valid) throw BadRequestError.ofFields({ currentPassword: VALIDATION_MESSAGES.wrongPassword });
}

export interface UpdateResult {
  /** A new access token (user name or birth date changed). */
  accessToken?: string;
  /** A whole new login (the password changed: every other session ended). */
  session?: IssuedSession;
}

/**
 * `PATCH /api/user`: checks every changed field first (nothing is written when one is wrong), then
 * writes them together. An e-mail change only mails the links; a password change ends the other
 * sessions and mails a notice.
 */
export async function updateUser(
  ctx: AccountsContext,
  session: { id: number; sid: string },
  body: UpdateUserRequest,
): Promise<UpdateResult> {
  const user = await liveUser(ctx, session.id);
  const now = ctx.config.now();
  const fields: Record<string, string> = {};
  // An account made by Facebook has no password: its first one is set by the session alone; an
  // e-mail change still asks for a password, so it needs one set first.
  const firstPassword = user.passwordHash === null && body.email === undefined;
  if (body.email !== undefined || (body.password !== undefined && !firstPassword)) {
    await checkCurrentPassword(user, body.currentPassword);
  }
  if (body.email !== undefined) {
    if (body.email === user.email.toLowerCase()) fields.email = ACCOUNT_FIELD_MESSAGES.sameEmail;
    else if (await emailTaken(ctx.db, body.email, user.id)) fields.email = VALIDATION_MESSAGES.emailAlreadyRegistered;
  }
  if (body.password !== undefined) {
    // The words of the account as it is and as it is about to be.
    const weak = weakPasswordMessage(body.password, user, { email: body.email, username: body.username });
    if (weak) fields.password = weak;
  }
  if (body.username !== undefined && (await usernameTaken(ctx.db, body.username, user.id))) {
    fields.username = ACCOUNT_FIELD_MESSAGES.usernameTaken;
  }
  if (body.dateOfBirth !== undefined) {
    const error = birthDateError(body.dateOfBirth, todayInPoland(now));
    if (error) fields.dateOfBirth = error;
  }
  if (Object.keys(fields).length > 0) throw BadRequestError.ofFields(fields);

  const changes: Partial<typeof t.users.$inferInsert> = {};
  if (body.username !== undefined) changes.username = body.username;
  if (body.dateOfBirth !== undefined) changes.birthDate = body.dateOfBirth;
  if (body.social_instagram !== undefined) changes.socialInstagram = body.social_instagram;
  if (body.social_facebook !== undefined) changes.socialFacebook = body.social_facebook;
  if (body.social_tiktok !== undefined) changes.socialTiktok = body.social_tiktok;
  if (body.social_youtube !== undefined) changes.socialYoutube = body.social_youtube;
  const current = agreementsOf(user);
  for (const [name, wanted] of Object.entries(body.agreements ?? {}) as [keyof Agreements, boolean | undefined][]) {
    if (wanted === undefined || wanted === current[name]) continue;
    const [given, withdrawn] = AGREEMENT_COLUMNS[name];
    changes[wanted ? given : withdrawn] = now as never;
  }
  if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
  if (body.email !== undefined) changes.pendingEmail = body.email;
  let updated = user;
  if (Object.keys(changes).length > 0) {
    try {
      [updated = user] = await ctx.db.update(t.users).set(changes).where(eq(t.users.id, user.id)).returning();
    } catch (error) {
      // Another account took the user name between the check and the write.
      if (body.username !== undefined && (await usernameTaken(ctx.db, body.username, user.id))) {
        throw BadRequestError.ofFields({ username: ACCOUNT_FIELD_MESSAGES.usernameTaken });
      }
      throw error;
    }
  }

  if (body.email !== undefined) {
    const link = { userId: user.id, newEmail: body.email };
    const confirmUrl = await createLink(ctx.db, ctx.config, { ...link, kind: 'email_change', email: body.email });
    const cancelUrl = await createLink(ctx.db, ctx.config, { ...link, kind: 'email_change_cancel', email: user.email });
    ctx.mailer.send(emailChangeConfirmMail(body.email, confirmUrl));
    ctx.mailer.send(emailChangeNoticeMail(user.email, body.email, cancelUrl));
    await logEvent(ctx, 'email_change_requested', user.id);
  }
  if (body.password !== undefined) {
    await revokeUserFamilies(ctx.db, ctx.config, user.id, 'password_changed');
    ctx.mailer.send(
      passwordChangedMail(user.email, `${siteOrigin(ctx.config)}${LINK_PATHS.password_reset.slice(0, -1)}`),
    );
    await logEvent(ctx, 'password_changed', user.id);
    return {
      session: await issueSession(ctx, updated, (user.lastLoginMethod as LoginMethod | null) ?? 'account_password'),
    };
  }
  if (body.username !== undefined || body.dateOfBirth !== undefined) {
    return { accessToken: await signAccessToken(ctx.config, tokenSubject(updated), session.sid) };
  }
  return {};
}

/** `DELETE /api/user`: the account is deactivated (its reviews stay) and every session ends. */
export async function deactivate(ctx: AccountsContext, userId: number, body: DeactivateAccountRequest): Promise<void> {
  const user = await liveUser(ctx, userId);
  if (user.passwordHash !== null) {
    if (!body.currentPassword) throw BadRequestError.ofFields({ currentPassword: VALIDATION_MESSAGES.required });
    await checkCurrentPassword(user, body.currentPassword);
  } else if (body.confirmEmail?.toLowerCase() !== user.email.toLowerCase()) {
    throw BadRequestError.ofFields({ confirmEmail: ACCOUNT_FIELD_MESSAGES.confirmEmail });
  }
  await ctx.db.update(t.users).set({ deactivatedAt: ctx.config.now() }).where(eq(t.users.id, user.id));
  await revokeUserFamilies(ctx.db, ctx.config, user.id, 'deactivated');
  await logEvent(ctx, 'deactivated', user.id);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /api/user/account`: the account as the account pages show it. */
export async function accountDetails(
  ctx: AccountsContext,
  userId: number,
  adultCookie: string | undefined,
): Promise<AccountDetailsResponse> {
  const user = await liveUser(ctx, userId);
  const adult = user.birthDate !== null && isAdult(user.birthDate, todayInPoland(ctx.config.now()));
  const times = (name: keyof Agreements) => {
    const [given, withdrawn] = AGREEMENT_COLUMNS[name];
    return { givenAt: iso(user[given] as Date | null), withdrawnAt: iso(user[withdrawn] as Date | null) };
  };
  return {
    email: user.email,
    username: user.username,
    dateOfBirth: user.birthDate,
    isAccountActive: user.isActive,
    userId: user.id,
    rank: user.rank,
    avatar: user.avatar,
    isAdult: adult,
    // Spec section 4 "Adult content display": by the birth date when known, else by the cookie.
    shouldDisplayAdultContent: user.birthDate !== null ? adult : adultCookie === '1',
    counters: countersOf(user),
    socialLinks: {
      instagram: user.socialInstagram,
      facebook: user.socialFacebook,
      tiktok: user.socialTiktok,
      youtube: user.socialYoutube,
    },
    agreements: agreementsOf(user),
    pendingEmail: user.pendingEmail,
    role: user.role === 'moderator' ? 'moderator' : 'user',
    loginMethod: (user.lastLoginMethod as LoginMethod | null) ?? 'account_password',
    hasPassword: user.passwordHash !== null,
    agreementTimes: {
      newsletter: times('newsletter'),
      commercial_internal: times('commercial_internal'),
      commercial_external: times('commercial_external'),
      club: times('club'),
    },
    createdAt: user.createdAt.toISOString(),
  };
}
