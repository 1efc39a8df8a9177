import { VALIDATION_MESSAGES } from '../messages';

// Internal to the package: validation/index.ts does not re-export this module.

/** A missing field reads "required"; a field of the wrong type reads "invalid value". */
export const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalidValue;
