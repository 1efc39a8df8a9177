import { newPasswordRequestSchema } from '@kwc/domain';
import { useId } from 'react';

import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import { type AccountFormProps, AccountForm } from '../private/form/AccountForm';
import * as form from '../private/form/form.css';
import { withPasswordRepeat } from '../private/form/fieldMessages';
import { fieldErrorsOf, useFormState } from '../private/form/formState';
import { NewPasswordFields } from '../private/form/sharedFields';

/** The body of `POST /api/user/password-reset/{token}`. */
export interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

export interface NewPasswordFormProps extends AccountFormProps<NewPasswordValues> {
  /** The account's e-mail from the link check, shown above the fields and fed to the strength meter. */
  email?: string;
}

function validateNewPassword(values: NewPasswordValues) {
  const result = newPasswordRequestSchema.safeParse(values);
  return result.success ? {} : withPasswordRepeat(fieldErrorsOf(result.error), values);
}

/** `/konto/reset-hasla/{token}`: a new password with its strength meter, and its repetition. */
export function NewPasswordForm({ onSubmit, errors, formError, pending = false, email }: NewPasswordFormProps) {
  const id = useId();
  const state = useFormState<NewPasswordValues>({
    initial: { password: '', passwordRepeat: '' },
    validate: validateNewPassword,
    serverErrors: errors,
    onValid: onSubmit,
    pending,
  });
  return (
    <AccountForm
      label={ACCOUNT_FORM_MESSAGES.newPasswordTitle}
      state={state}
      fields={[
        { name: 'password', label: ACCOUNT_FORM_MESSAGES.newPassword, id: `${id}-password` },
        { name: 'passwordRepeat', label: ACCOUNT_FORM_MESSAGES.passwordRepeat, id: `${id}-password-repeat` },
      ]}
      formError={formError}
      serverErrors={errors}
      submitLabel={ACCOUNT_FORM_MESSAGES.newPasswordSubmit}
      pendingLabel={ACCOUNT_FORM_MESSAGES.saving}
      pending={pending}
    >
      {email ? (
        <p className={form.lead}>
          {ACCOUNT_FORM_MESSAGES.newPasswordFor} <strong>{email}</strong>
        </p>
      ) : null}
      {/* A hidden username lets password managers store the new password under the right account. */}
      {email ? <input type="hidden" name="username" autoComplete="username" value={email} /> : null}
      <NewPasswordFields
        id={id}
        state={state}
        label={ACCOUNT_FORM_MESSAGES.newPassword}
        userInputs={email ? [email] : []}
      />
    </AccountForm>
  );
}
