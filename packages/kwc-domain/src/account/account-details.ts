import { z } from 'zod';

import { usernameSchema } from './account';
import { birthDateSchema } from './age-schema';

/**
 * Whether the user must fill account details first: the username or the birth date is missing
 * (spec section 5).
 */
export function needsAccountDetails(account: { username?: string | null; dateOfBirth?: string | null }): boolean {
  return !account.username?.trim() || !account.dateOfBirth?.trim();
}

/** The fill-account-details form (`/konto/podaj-szczegoly-konta`). */
export const accountDetailsSchema = z.object({
  username: usernameSchema,
  dateOfBirth: birthDateSchema,
});
