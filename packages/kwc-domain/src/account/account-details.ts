import { z } from 'zod';

import { ACCOUNT } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { birthDateSchema } from './age-schema';
import { requiredText } from '../validation/fields';

/**
 * Whether the user must fill account details first: the username or the birth date is missing
 * (spec section 5).
 */
export function needsAccountDetails(account: { username?: string | null; dateOfBirth?: string | null }): boolean {
  return !account.username?.trim() || !account.dateOfBirth?.trim();
}

/** The fill-account-details form (`/konto/podaj-szczegoly-konta`). */
export const accountDetailsSchema = z.object({
  username: requiredText().max(ACCOUNT.usernameMaxLength, { error: VALIDATION_MESSAGES.usernameTooLong }),
  dateOfBirth: birthDateSchema,
});
