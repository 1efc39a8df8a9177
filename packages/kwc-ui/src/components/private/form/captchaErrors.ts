import { VALIDATION_MESSAGES } from '@kwc/domain';

import type { FieldErrorMap } from './formState';

/** An empty captcha reads 'Potwierdź, że nie jesteś robotem' rather than the generic 'required'. */
export function withCaptchaMessage(errors: FieldErrorMap): FieldErrorMap {
  return errors.captcha ? { ...errors, captcha: VALIDATION_MESSAGES.captchaRequired } : errors;
}
