import { ACCOUNT_API_PATHS, passwordResetLinkRequestSchema } from '@kwc/domain';
import { type ElementType, useId } from 'react';

import { CaptchaField } from '../CaptchaField';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import { type AccountFormProps, AccountForm } from '../private/form/AccountForm';
import { withCaptchaMessage } from '../private/form/fieldMessages';
import * as form from '../private/form/form.css';
import { fieldErrorsOf, useFormState } from '../private/form/formState';
import { useCaptchaReset } from '../private/form/useCaptchaReset';
import { EmailAddressField } from '../private/form/sharedFields';

/** The body of `POST /api/user/password-reset`. */
export interface PasswordResetRequestValues {
  email: string;
  /** The ALTCHA payload. */
  captcha: string;
}

export interface PasswordResetRequestFormProps extends AccountFormProps<PasswordResetRequestValues> {
  /**
   * The request went through: the form gives way to the note that a link was sent if the account
   * exists (the same answer for known and unknown addresses).
   * @default false
   */
  sent?: boolean;
  /**
   * @default ACCOUNT_API_PATHS.captchaChallenge
   */
  challengeUrl?: string;
  /** Change it after each answer from the server, for a fresh captcha challenge. */
  captchaResetKey?: unknown;
  /**
   * Where 'Wróć do logowania' leads.
   * @default '/konto/logowanie'
   */
  loginHref?: string;
  /**
   * The element or router component rendered for links.
   * @default 'a'
   */
  linkAs?: ElementType;
}

function validateResetRequest(values: PasswordResetRequestValues) {
  const result = passwordResetLinkRequestSchema.safeParse(values);
  return result.success ? {} : withCaptchaMessage(fieldErrorsOf(result.error));
}

/** `/konto/reset-hasla`: the account's e-mail and the ALTCHA check; then the "link sent" note. */
export function PasswordResetRequestForm({
  onSubmit,
  errors,
  formError,
  pending = false,
  sent = false,
  challengeUrl = ACCOUNT_API_PATHS.captchaChallenge,
  captchaResetKey,
  loginHref = '/konto/logowanie',
  linkAs,
}: PasswordResetRequestFormProps) {
  const id = useId();
  const state = useFormState<PasswordResetRequestValues>({
    initial: { email: '', captcha: '' },
    validate: validateResetRequest,
    serverErrors: errors,
    onValid: onSubmit,
    pending,
  });
  useCaptchaReset(captchaResetKey, () => state.set('captcha', ''));
  const back = (
    <Link href={loginHref} as={linkAs} variant="standalone">
      {ACCOUNT_FORM_MESSAGES.backToLogin}
    </Link>
  );
  if (sent) {
    return (
      <div className={form.section}>
        <p className={form.notice} role="status">
          <Icon name="check" size={22} />
          {ACCOUNT_FORM_MESSAGES.resetSent}
        </p>
        {back}
      </div>
    );
  }
  return (
    <AccountForm
      label={ACCOUNT_FORM_MESSAGES.resetTitle}
      state={state}
      fields={[
        { name: 'email', label: ACCOUNT_FORM_MESSAGES.email, id: `${id}-email` },
        { name: 'captcha', label: ACCOUNT_FORM_MESSAGES.captcha, id: `${id}-captcha` },
      ]}
      formError={formError}
      serverErrors={errors}
      submitLabel={ACCOUNT_FORM_MESSAGES.resetSubmit}
      pendingLabel={ACCOUNT_FORM_MESSAGES.resetSending}
      pending={pending}
      after={back}
    >
      <EmailAddressField id={id} state={state} />
      <CaptchaField
        id={`${id}-captcha`}
        challengeUrl={challengeUrl}
        onChange={(payload) => state.set('captcha', payload ?? '')}
        error={state.errorOf('captcha')}
        resetKey={captchaResetKey}
      />
    </AccountForm>
  );
}
