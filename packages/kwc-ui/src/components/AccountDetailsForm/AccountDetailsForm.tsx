import { accountDetailsSchema } from '@kwc/domain';
import { useId } from 'react';

import { DateOfBirthField } from '../DateOfBirthField';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import { type AccountFormProps, AccountForm } from '../private/form/AccountForm';
import { fieldErrorsOf, useFormState } from '../private/form/formState';
import { TextField } from '../TextField';

/** The account details `PATCH /api/user` receives from `/konto/podaj-szczegoly-konta`. */
export interface AccountDetailsValues {
  username: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
}

export interface AccountDetailsFormProps extends AccountFormProps<AccountDetailsValues> {
  /** What the account already has (one of the two may be set). */
  defaultValues?: Partial<{ username: string | null; dateOfBirth: string | null }>;
}

function validateDetails(values: AccountDetailsValues) {
  const result = accountDetailsSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** `/konto/podaj-szczegoly-konta`: the user name and the birth date an account needs (spec section 5). */
export function AccountDetailsForm({
  onSubmit,
  errors,
  formError,
  pending = false,
  defaultValues,
}: AccountDetailsFormProps) {
  const id = useId();
  const state = useFormState<AccountDetailsValues>({
    initial: { username: defaultValues?.username ?? '', dateOfBirth: defaultValues?.dateOfBirth ?? '' },
    validate: validateDetails,
    serverErrors: errors,
    onValid: onSubmit,
    pending,
  });
  return (
    <AccountForm
      label={ACCOUNT_FORM_MESSAGES.detailsTitle}
      state={state}
      fields={[
        { name: 'username', label: ACCOUNT_FORM_MESSAGES.username, id: `${id}-username` },
        { name: 'dateOfBirth', label: ACCOUNT_FORM_MESSAGES.birthDate, id: `${id}-birth-date` },
      ]}
      formError={formError}
      serverErrors={errors}
      submitLabel={ACCOUNT_FORM_MESSAGES.detailsSubmit}
      pendingLabel={ACCOUNT_FORM_MESSAGES.saving}
      pending={pending}
    >
      <TextField
        label={ACCOUNT_FORM_MESSAGES.username}
        name="username"
        id={`${id}-username`}
        autoComplete="nickname"
        description={ACCOUNT_FORM_MESSAGES.usernameHint}
        value={state.values.username}
        onChange={(value) => state.set('username', value)}
        error={state.errorOf('username')}
        isRequired
      />
      <DateOfBirthField
        id={`${id}-birth-date`}
        value={state.values.dateOfBirth}
        onChange={(value) => state.set('dateOfBirth', value)}
        error={state.errorOf('dateOfBirth')}
      />
    </AccountForm>
  );
}
