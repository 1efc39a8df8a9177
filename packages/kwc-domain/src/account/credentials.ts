import { z } from 'zod';

import { ACCOUNT } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { requiredOrInvalid } from '../validation/field-errors';

/**
 * An e-mail field: required, trimmed and lower-cased (so one address cannot register twice in two
 * casings), 'Błędny adres email' when malformed (spec section 5).
 */
export const emailSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .toLowerCase()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }));

/** Whether `value` is an e-mail address the site accepts. */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** Password rule of spec section 5: at least 8 characters, at least one digit and one letter. */
export function isValidPassword(password: string): boolean {
  // Code points, not UTF-16 units, so an emoji counts as one character, as the user sees it.
  return [...password].length >= ACCOUNT.passwordMinLength && /\d/u.test(password) && /\p{L}/u.test(password);
}

/** A new password: required, then the spec's password rule message (section 5). */
export const passwordSchema = z
  .string({ error: requiredOrInvalid })
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .refine(isValidPassword, { error: VALIDATION_MESSAGES.passwordRule });

/** A password typed to log in or confirm: only required, since old accounts may predate the rule. */
export const currentPasswordSchema = z
  .string({ error: requiredOrInvalid })
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true });

/** Whether a password and its repetition agree (spec section 5: 'Hasła nie mogą być różne'). */
export function passwordsMatch(password: string, repeated: string): boolean {
  return password === repeated;
}

/**
 * A password with its repetition, for registration and password reset forms. The mismatch is
 * reported on `passwordRepeat`, the field the user has to fix.
 */
export const passwordWithRepeatSchema = z
  .object({ password: passwordSchema, passwordRepeat: currentPasswordSchema })
  .refine((value) => passwordsMatch(value.password, value.passwordRepeat), {
    error: VALIDATION_MESSAGES.passwordsDiffer,
    path: ['passwordRepeat'],
  });
