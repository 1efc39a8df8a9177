import { ACCOUNT_FIELD_MESSAGES, passwordsMatch, VALIDATION_MESSAGES } from '@kwc/domain';

import type { FieldErrorMap } from './formState';

/** An empty captcha reads 'Potwierdź, że nie jesteś robotem' rather than the generic 'required'. */
export function withCaptchaMessage(errors: FieldErrorMap): FieldErrorMap {
  return errors.captcha ? { ...errors, captcha: ACCOUNT_FIELD_MESSAGES.captchaRequired } : errors;
}

/**
 * 'Hasła nie mogą być różne' on the repetition at once: the schemas' object-level check only runs
 * once every field passes, and the user should learn of all mistakes in one go.
 */
export function withPasswordRepeat(
  errors: FieldErrorMap,
  values: { password: string; passwordRepeat: string },
): FieldErrorMap {
  if (errors.passwordRepeat || values.passwordRepeat === '' || passwordsMatch(values.password, values.passwordRepeat)) {
    return errors;
  }
  return { ...errors, passwordRepeat: VALIDATION_MESSAGES.passwordsDiffer };
}
