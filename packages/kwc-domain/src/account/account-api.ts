import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';
import { idSchema } from '../schemas/common';
import { requiredText } from '../validation/fields';
import { accountSchema, loginMethodSchema } from './account';
import { ACCOUNT_MESSAGES, TWO_FACTOR_MESSAGES } from './account-messages';
import { currentPasswordSchema, emailSchema, passwordWithRepeatSchema } from './credentials';

// ours: the account calls spec section 7 leaves unnamed (DESIGN.md section 4 decides them).

/** A one-time link's token (activation, password reset, e-mail change): 32 random bytes, base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the shape of a one-time link's token. */
export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && LINK_TOKEN_PATTERN.test(value);
}

/** Path parameter of the one-time link calls; a malformed token is refused like an unknown one. */
export const linkTokenParamsSchema = z.object({
  token: z.string().regex(LINK_TOKEN_PATTERN, { error: VALIDATION_MESSAGES.invalidValue }),
});

/**
 * What a one-time link is for. The cancel link of an e-mail change goes to the old address;
 * `review_reply` answers a moderator's request for changes (`/review/ticket-reply/{token}`).
 */
export const linkKindSchema = z.enum([
  'activation',
  'password_reset',
  'email_change',
  'email_change_cancel',
  'review_reply',
]);
export type LinkKind = z.infer<typeof linkKindSchema>;

/** Answer of `GET /api/user/links/{token}`: a usable link's kind and the address it concerns. */
export const linkCheckResponseSchema = z.object({ kind: linkKindSchema, email: z.string() });
export type LinkCheckResponse = z.infer<typeof linkCheckResponseSchema>;

/** The answer of calls that only report success (the same for known and unknown addresses). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * One of the account's logins that goes on (ASVS 7.5.2): a device that logged in and has not logged
 * out. `device` is read from the browser's user agent at login (`null` when it said nothing useful);
 * `lastActiveAt` is when it last got a new access token; `current` marks the login asking.
 */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  device: z.string().nullable(),
  loginMethod: loginMethodSchema,
  startedAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Answer of `GET /api/user/sessions`: the logins that go on, the current one first, then newest first. */
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** Path parameter of `DELETE /api/user/sessions/{sessionId}`. */
export const accountSessionParamsSchema = z.object({
  sessionId: z.uuid({ error: ACCOUNT_MESSAGES.sessionNotFound }),
});

/** Answer of `DELETE /api/user/sessions` (every login but the current one ends): how many ended. */
export const endedSessionsResponseSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;

/** Body of `POST /api/user/activation/resend`: the address while logged out; none when logged in. */
export const resendActivationRequestSchema = z.object({ email: emailSchema.optional() });
export type ResendActivationRequest = z.infer<typeof resendActivationRequestSchema>;

/** Body of `POST /api/user/password-reset` (`/konto/reset-hasla`); `captcha` is the ALTCHA payload. */
export const passwordResetLinkRequestSchema = z.object({ email: emailSchema, captcha: requiredText() });
export type PasswordResetLinkRequest = z.infer<typeof passwordResetLinkRequestSchema>;

/** Body of `POST /api/user/password-reset/{token}` (`/konto/reset-hasla/{token}`). */
export const newPasswordRequestSchema = passwordWithRepeatSchema;
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/**
 * Body of `DELETE /api/user`: deactivating an account asks for its password, or, for an account with
 * none (made through Facebook), its e-mail address typed again.
 */
export const deactivateAccountRequestSchema = z.object({
  currentPassword: currentPasswordSchema.optional(),
  confirmEmail: z.string().trim().max(254, { error: VALIDATION_MESSAGES.tooLong }).optional(),
});
export type DeactivateAccountRequest = z.infer<typeof deactivateAccountRequestSchema>;

/** Roles (DESIGN.md section 4); moderators are granted by a command, never through the API. */
export const roleSchema = z.enum(['user', 'moderator']);
export type Role = z.infer<typeof roleSchema>;

const agreementTimesSchema = z.object({
  givenAt: z.iso.datetime({ offset: true }).nullable(),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
});

/**
 * Answer of `GET /api/user/account`: the account as the site holds it (spec section 3), with what
 * the account pages show besides: an e-mail change waiting for confirmation, how the user logged in,
 * whether a password is set (not for accounts made through Facebook), and when each agreement was
 * given and withdrawn.
 */
export const accountDetailsResponseSchema = accountSchema.extend({
  pendingEmail: z.string().nullable(),
  role: roleSchema,
  loginMethod: loginMethodSchema,
  hasPassword: z.boolean(),
  agreementTimes: z.object({
    newsletter: agreementTimesSchema,
    commercial_internal: agreementTimesSchema,
    commercial_external: agreementTimesSchema,
    club: agreementTimesSchema,
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AccountDetailsResponse = z.infer<typeof accountDetailsResponseSchema>;

/** Answer of `POST /api/user/avatar` (multipart field `avatar`): the new avatar's address. */
export const avatarResponseSchema = z.object({ avatar: z.string().min(1) });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** Upload limits of an avatar (DESIGN.md section 4 "Images"). */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  /** The stored square's side in pixels. */
  size: 256,
} as const;

/** An ALTCHA proof-of-work challenge (`GET /api/captcha/challenge`), as the `altcha` widget reads it. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().positive().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Answer of `GET /api/auth/providers`: which social logins this deployment offers. */
export const authProvidersResponseSchema = z.object({ facebook: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/** A 400's field messages: the Polish message of each wrong field, by its name in the body. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The public part of a user id in links and moderation (the account's own id). */
export const userIdParamsSchema = z.object({ userId: z.coerce.number().pipe(idSchema) });

/** ours: two-step verification with a TOTP app (RFC 6238; ASVS 6.3.3, 6.5). */
export const TWO_FACTOR = {
  issuer: 'KWC',
  digits: 6,
  periodS: 30,
  /** Codes of the step before and after count too (a phone's clock a little off). */
  window: 1,
  recoveryCodes: 10,
  /** How long the second step of a login waits for its code. */
  challengeS: 5 * 60,
  /** The login page's query parameter that opens its second step (a Facebook login's, a link's). */
  loginQuery: 'drugi-krok',
} as const;

/** A code from the app: six digits. */
export const APP_CODE_PATTERN = /^\d{6}$/;

/** A code from the app, as typed (spaces between the digits are dropped). */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.appCodeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(APP_CODE_PATTERN, { error: TWO_FACTOR_MESSAGES.appCodeFormat }));

/** A recovery code as given (`abcd-efgh`), in any letter case, the hyphen optional. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}-?[a-z2-7]{4}$/;

/** Body of `POST /api/login_check/second-factor`: a code from the app, or one recovery code. */
export const secondFactorRequestSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z.string().refine((value) => APP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), {
        error: TWO_FACTOR_MESSAGES.codeFormat,
      }),
    ),
});
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** Answer of `GET /api/user/two-factor`. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Body of `POST /api/user/two-factor/setup` and `.../disable`: the password asked again. */
export const twoFactorPasswordRequestSchema = z.object({ password: currentPasswordSchema });
export type TwoFactorPasswordRequest = z.infer<typeof twoFactorPasswordRequestSchema>;

/** Answer of `POST /api/user/two-factor/setup`: the secret to scan (a QR code, as SVG) or to type. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  uri: z.string().startsWith('otpauth://totp/'),
  qrSvg: z.string().startsWith('<svg'),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** Body of `POST /api/user/two-factor`: the first code of the scanned secret. */
export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** Answer of `POST /api/user/two-factor`: the recovery codes, shown this once. */
export const twoFactorEnableResponseSchema = z.object({
  recoveryCodes: z.array(z.string().regex(RECOVERY_CODE_PATTERN)).length(TWO_FACTOR.recoveryCodes),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;
