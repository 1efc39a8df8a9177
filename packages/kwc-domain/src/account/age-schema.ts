import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';

/** A calendar date as `YYYY-MM-DD`, checked to exist (no 30 February); `isIsoDate` without zod. */
export const isoDateSchema = z.iso.date({ error: VALIDATION_MESSAGES.invalidBirthDate });

/** A birth date field: required and a real calendar date. */
export const birthDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? VALIDATION_MESSAGES.required
        : VALIDATION_MESSAGES.invalidBirthDate,
  })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .pipe(isoDateSchema);
