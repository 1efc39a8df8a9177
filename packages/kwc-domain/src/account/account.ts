import { z } from 'zod';

import { ACCOUNT } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { ACCOUNT_FIELD_MESSAGES } from './account-messages';
import { anonymousIdSchema, idSchema, tokenResponseSchema } from '../schemas/common';
import { requiredText } from '../validation/fields';
import { birthDateSchema } from './age-schema';
import { currentPasswordSchema, emailSchema, passwordSchema, passwordsMatch } from './credentials';

/** Profile counters (spec section 3 "Account"). */
export const accountCountersSchema = z.object({
  followed: z.number().int().nonnegative(),
  followers: z.number().int().nonnegative(),
  give_notes: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  hits_left: z.number().int().nonnegative(),
  notes_plus: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
});
export type AccountCounters = z.infer<typeof accountCountersSchema>;

const socialLinkSchema = z.string().trim().max(255, { error: VALIDATION_MESSAGES.tooLong }).nullable();

/** The hosts a profile link may point to, per network (ours: DESIGN.md asks for those hosts only). */
export const SOCIAL_LINK_HOSTS = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
} as const satisfies Record<string, readonly string[]>;
export type SocialNetwork = keyof typeof SOCIAL_LINK_HOSTS;

/** Whether `value` is an https address of a profile on `network` (its host or a subdomain of it). */
export function isSocialProfileLink(value: string, network: SocialNetwork): boolean {
  // No user info (an `@` cannot pass the host part), a port at most, and a path beyond `/`.
  const match = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(\/\S+)$/i.exec(value);
  if (!match) return false;
  const host = match[1]!.toLowerCase();
  return SOCIAL_LINK_HOSTS[network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A profile link as a form sends it: an empty field clears it (`null`). */
const socialLinkInput = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(255, { error: VALIDATION_MESSAGES.tooLong })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || isSocialProfileLink(value, network), {
      error: ACCOUNT_FIELD_MESSAGES.socialLinkHost,
    });

/** Username rule (ours): letters, Polish ones too, digits, dot, hyphen and underscore; 3 to 50 long. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,50}$/u;

/** A username as the account forms send it. */
export const usernameSchema = requiredText()
  .max(ACCOUNT.usernameMaxLength, { error: VALIDATION_MESSAGES.usernameTooLong })
  .regex(USERNAME_PATTERN, { error: ACCOUNT_FIELD_MESSAGES.usernameCharacters });

/** Social links of a profile (spec section 3). */
export const socialLinksSchema = z.object({
  instagram: socialLinkSchema,
  facebook: socialLinkSchema,
  tiktok: socialLinkSchema,
  youtube: socialLinkSchema,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** Marketing agreements (spec section 3). */
export const agreementsSchema = z.object({
  newsletter: z.boolean(),
  commercial_internal: z.boolean(),
  commercial_external: z.boolean(),
  club: z.boolean(),
});
export type Agreements = z.infer<typeof agreementsSchema>;

/** The signed-in account as the site holds it (spec section 3 "Account"). */
export const accountSchema = z.object({
  email: z.string(),
  username: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  isAccountActive: z.boolean(),
  userId: idSchema,
  rank: z.string(),
  avatar: z.string().nullable(),
  isAdult: z.boolean(),
  shouldDisplayAdultContent: z.boolean(),
  counters: accountCountersSchema,
  socialLinks: socialLinksSchema,
  agreements: agreementsSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** Payload of the JWT (spec section 3 "Token payload fields"); `exp` in seconds since the epoch. */
export const tokenPayloadSchema = z.object({
  email: z.string(),
  username: z.string().nullable(),
  birthday: z.iso.date().nullable(),
  is_active: z.boolean(),
  id: idSchema,
  exp: z.number().int(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** How a user logged in (spec section 3). */
export const loginMethodSchema = z.enum(['account_password', 'account_token', 'facebook', 'KWC']);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

/** Direction of a follow: received (followers) or given (followed) (spec section 3). */
export const followDirectionSchema = z.enum(['received', 'given']);
export type FollowDirection = z.infer<typeof followDirectionSchema>;

/** Body of `POST /api/login_check` (spec section 7). `anon` carries the anonymous id to merge. */
export const loginRequestSchema = z.object({
  username: requiredText(),
  password: currentPasswordSchema,
  anon: anonymousIdSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Answer of a login whose account asks for its second step (ours: two-step verification, ASVS
 * 6.3.3); the step's challenge travels as an httpOnly cookie.
 */
export const secondFactorRequiredSchema = z.object({ secondFactor: z.literal('totp') });
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** Answer of a link that logs in (activation, e-mail change): the session, or its second step. */
export const sessionOrSecondStepSchema = z.union([tokenResponseSchema, secondFactorRequiredSchema]);
export type SessionOrSecondStep = z.infer<typeof sessionOrSecondStepSchema>;

/**
 * Answer of `POST /api/login_check`: a token, a message such as 'Błędny login lub hasło', or (ours)
 * the second step an account with two-step verification asks for.
 */
export const loginResponseSchema = z.union([
  tokenResponseSchema,
  z.object({ message: z.string() }),
  secondFactorRequiredSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Answer of `POST /api/token/invalidate` ("logout"). ours: shape. */
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** Body of `POST /api/user`, registration (spec section 7). `captcha` is the ALTCHA payload. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  captcha: requiredText(),
  anon: anonymousIdSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus the repeated password (spec section 5). */
export const registerFormSchema = registerRequestSchema
  .extend({ passwordRepeat: currentPasswordSchema })
  .refine((form) => passwordsMatch(form.password, form.passwordRepeat), {
    error: VALIDATION_MESSAGES.passwordsDiffer,
    path: ['passwordRepeat'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Answer of `GET /api/user` (spec section 7). */
export const userResponseSchema = z.object({
  id: idSchema,
  avatar: z.string().nullable(),
  rank: z.string(),
  counters: accountCountersSchema,
  social_instagram: socialLinkSchema,
  social_facebook: socialLinkSchema,
  social_tiktok: socialLinkSchema,
  social_youtube: socialLinkSchema,
  agreements: agreementsSchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * Body of `PATCH /api/user`: only the changed fields. Changing the e-mail needs the current password;
 * so does changing the password of an account that has one, which the server checks (an account made
 * by Facebook sets its first password without). ours: the spec gives 'Błędne hasło' but not when.
 */
export const updateUserRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    currentPassword: currentPasswordSchema,
    username: usernameSchema,
    dateOfBirth: birthDateSchema,
    social_instagram: socialLinkInput('instagram'),
    social_facebook: socialLinkInput('facebook'),
    social_tiktok: socialLinkInput('tiktok'),
    social_youtube: socialLinkInput('youtube'),
    agreements: agreementsSchema.partial(),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: VALIDATION_MESSAGES.nothingToUpdate,
  })
  .refine((body) => body.email === undefined || body.currentPassword !== undefined, {
    error: VALIDATION_MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Answer of `PATCH /api/user`: may hold a new token, when the token's fields changed (spec section 7). */
export const updateUserResponseSchema = z.object({ token: z.string().min(1).optional() });
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

/** Path parameter of `POST /api/user/email-change/{code}` (spec section 7); answers with a token. */
export const emailChangeParamsSchema = z.object({ code: requiredText() });
