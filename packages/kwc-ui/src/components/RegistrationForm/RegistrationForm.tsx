import { ACCOUNT_API_PATHS, type Agreements, registerFormSchema } from '@kwc/domain';
import { useId } from 'react';

import { AgreementsField } from '../AgreementsField';
import { CaptchaField } from '../CaptchaField';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import { type AccountFormProps, AccountForm } from '../private/form/AccountForm';
import { withCaptchaMessage, withPasswordRepeat } from '../private/form/fieldMessages';
import { fieldErrorsOf, useFormState } from '../private/form/formState';
import { useCaptchaReset } from '../private/form/useCaptchaReset';
import { EmailAddressField, NewPasswordFields } from '../private/form/sharedFields';

/** What the registration form sends: the body of `POST /api/user` plus the agreements to save after it. */
export interface RegistrationValues {
  email: string;
  password: string;
  passwordRepeat: string;
  /** The ALTCHA payload. */
  captcha: string;
  agreements: Agreements;
}

export interface RegistrationFormProps extends AccountFormProps<RegistrationValues> {
  /**
   * Where the captcha fetches its challenge.
   * @default ACCOUNT_API_PATHS.captchaChallenge ('/api/captcha/challenge')
   */
  challengeUrl?: string;
  /**
   * Change it after each answer from the server: a challenge is spent on use, so the captcha starts
   * again with a fresh one.
   */
  captchaResetKey?: unknown;
}

const NO_AGREEMENTS: Agreements = {
  newsletter: false,
  commercial_internal: false,
  commercial_external: false,
  club: false,
};

function validateRegistration(values: RegistrationValues) {
  const result = registerFormSchema.safeParse(values);
  return result.success ? {} : withPasswordRepeat(withCaptchaMessage(fieldErrorsOf(result.error)), values);
}

/**
 * `/konto/rejestracja`: e-mail, a new password with its strength meter and its repetition, the
 * ALTCHA check and the four optional agreements.
 */
export function RegistrationForm({
  onSubmit,
  errors,
  formError,
  pending = false,
  challengeUrl = ACCOUNT_API_PATHS.captchaChallenge,
  captchaResetKey,
}: RegistrationFormProps) {
  const id = useId();
  const state = useFormState<RegistrationValues>({
    initial: { email: '', password: '', passwordRepeat: '', captcha: '', agreements: NO_AGREEMENTS },
    validate: validateRegistration,
    serverErrors: errors,
    onValid: onSubmit,
    pending,
  });
  useCaptchaReset(captchaResetKey, () => state.set('captcha', ''));
  const fields = [
    { name: 'email', label: ACCOUNT_FORM_MESSAGES.email, id: `${id}-email` },
    { name: 'password', label: ACCOUNT_FORM_MESSAGES.password, id: `${id}-password` },
    { name: 'passwordRepeat', label: ACCOUNT_FORM_MESSAGES.passwordRepeat, id: `${id}-password-repeat` },
    { name: 'captcha', label: ACCOUNT_FORM_MESSAGES.captcha, id: `${id}-captcha` },
  ];
  return (
    <AccountForm
      label={ACCOUNT_FORM_MESSAGES.registerTitle}
      state={state}
      fields={fields}
      formError={formError}
      serverErrors={errors}
      submitLabel={ACCOUNT_FORM_MESSAGES.register}
      pendingLabel={ACCOUNT_FORM_MESSAGES.registering}
      pending={pending}
    >
      <EmailAddressField id={id} state={state} />
      <NewPasswordFields id={id} state={state} userInputs={[state.values.email]} />
      <AgreementsField
        value={state.values.agreements}
        onChange={(value) => state.set('agreements', value)}
        name={`${id}-agreements`}
      />
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
