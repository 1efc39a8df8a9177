import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';
import { requiredOrInvalid } from './field-errors';

/**
 * A required text field: trimmed, and at least one character left, with the spec's
 * 'To pole jest wymagane' (section 5) when empty or missing.
 */
export function requiredText() {
  return z.string({ error: requiredOrInvalid }).trim().min(1, { error: VALIDATION_MESSAGES.required, abort: true });
}
