import {
  type Agreements,
  type SocialLinks,
  type SocialNetwork,
  type UpdateUserRequest,
  updateUserRequestSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { type ReactNode, useCallback, useId } from 'react';

import { AgreementsField } from '../AgreementsField';
import { DateOfBirthField } from '../DateOfBirthField';
import { PasswordField } from '../PasswordField';
import { ACCOUNT_FORM_MESSAGES, SOCIAL_LINK_LABELS } from '../private/accountMessages';
import { type AccountFormProps, AccountForm } from '../private/form/AccountForm';
import * as field from '../private/form/field.css';
import * as form from '../private/form/form.css';
import { withPasswordRepeat } from '../private/form/fieldMessages';
import { type FieldErrorMap, fieldErrorsOf, useFormState } from '../private/form/formState';
import { TextField } from '../TextField';

/** The account as the edit form starts from (`GET /api/user/account`). */
export interface AccountEditDefaults {
  email: string;
  username: string | null;
  dateOfBirth: string | null;
  socialLinks: SocialLinks;
  agreements: Agreements;
  /** A new address waiting for its confirmation link. */
  pendingEmail?: string | null;
  /** False for an account made by Facebook: it sets a first password without the current one. */
  hasPassword?: boolean;
}

/** The edit form's fields as typed. */
export interface AccountEditValues {
  email: string;
  username: string;
  dateOfBirth: string;
  social_instagram: string;
  social_facebook: string;
  social_tiktok: string;
  social_youtube: string;
  agreements: Agreements;
  password: string;
  passwordRepeat: string;
  currentPassword: string;
}

const NETWORKS = Object.keys(SOCIAL_LINK_LABELS) as SocialNetwork[];

function initialValues(account: AccountEditDefaults): AccountEditValues {
  return {
    email: account.email,
    username: account.username ?? '',
    dateOfBirth: account.dateOfBirth ?? '',
    social_instagram: account.socialLinks.instagram ?? '',
    social_facebook: account.socialLinks.facebook ?? '',
    social_tiktok: account.socialLinks.tiktok ?? '',
    social_youtube: account.socialLinks.youtube ?? '',
    agreements: account.agreements,
    password: '',
    passwordRepeat: '',
    currentPassword: '',
  };
}

/** The fields that differ from the account, as `PATCH /api/user` takes them (only changed fields). */
export function accountChanges(account: AccountEditDefaults, values: AccountEditValues): Record<string, unknown> {
  const start = initialValues(account);
  const changes: Record<string, unknown> = {};
  if (values.email.trim().toLowerCase() !== start.email.toLowerCase()) changes.email = values.email;
  if (values.username.trim() !== start.username) changes.username = values.username;
  if (values.dateOfBirth !== start.dateOfBirth) changes.dateOfBirth = values.dateOfBirth;
  for (const network of NETWORKS) {
    const key = `social_${network}` as const;
    if (values[key].trim() !== start[key]) changes[key] = values[key];
  }
  const agreements = Object.fromEntries(
    Object.entries(values.agreements).filter(([key, given]) => start.agreements[key as keyof Agreements] !== given),
  );
  if (Object.keys(agreements).length > 0) changes.agreements = agreements;
  if (values.password !== '') changes.password = values.password;
  if (values.currentPassword !== '') changes.currentPassword = values.currentPassword;
  return changes;
}

export interface AccountEditFormProps extends AccountFormProps<UpdateUserRequest> {
  /** The account as it is. */
  account: AccountEditDefaults;
  /** The profile picture's control (`AvatarUpload`), shown first; it saves on its own. */
  avatar?: ReactNode;
  /** A note after a successful save, e.g. 'Zmiany zostały zapisane.'. */
  savedMessage?: string | null;
}

/**
 * `/konto/edycja-konta`: e-mail, user name, birth date, social profile links, the four agreements
 * and a password change. Only changed fields are sent; changing the e-mail or the password asks for
 * the current password, except an account without one (Facebook's), which sets its first password.
 */
export function AccountEditForm({
  account,
  onSubmit,
  errors,
  formError,
  pending = false,
  avatar,
  savedMessage,
}: AccountEditFormProps) {
  const id = useId();
  const hasPassword = account.hasPassword !== false;
  const validate = useCallback(
    (values: AccountEditValues): FieldErrorMap => {
      const changes = accountChanges(account, values);
      const result = updateUserRequestSchema.safeParse(changes);
      const found: FieldErrorMap = result.success ? {} : fieldErrorsOf(result.error);
      if (!hasPassword && found.currentPassword !== undefined) {
        // No current password to give: the e-mail waits for a first password.
        const { currentPassword: _asked, ...rest } = found;
        return withPasswordRepeat({ ...rest, email: ACCOUNT_FORM_MESSAGES.setPasswordFirst }, values);
      }
      if (hasPassword && values.password !== '' && values.currentPassword === '') {
        found.currentPassword ??= VALIDATION_MESSAGES.currentPasswordRequired;
      }
      // A new password needs its repetition, also while the repetition is still empty.
      if (values.password !== '' && values.passwordRepeat === '') {
        return { ...found, passwordRepeat: found.passwordRepeat ?? VALIDATION_MESSAGES.required };
      }
      return withPasswordRepeat(found, values);
    },
    [account, hasPassword],
  );
  const state = useFormState<AccountEditValues>({
    initial: initialValues(account),
    validate,
    serverErrors: errors,
    onValid: (values) => onSubmit(updateUserRequestSchema.parse(accountChanges(account, values))),
    pending,
  });
  const idOf = (name: string) => `${id}-${name}`;
  const text = (name: keyof AccountEditValues & string) => ({
    name,
    id: idOf(name),
    value: state.values[name] as string,
    onChange: (value: string) => state.set(name, value),
    error: state.errorOf(name),
  });
  const fields = [
    { name: 'email', label: ACCOUNT_FORM_MESSAGES.email },
    { name: 'username', label: ACCOUNT_FORM_MESSAGES.username },
    { name: 'dateOfBirth', label: ACCOUNT_FORM_MESSAGES.birthDate },
    ...NETWORKS.map((network) => ({ name: `social_${network}`, label: SOCIAL_LINK_LABELS[network] })),
    { name: 'password', label: ACCOUNT_FORM_MESSAGES.newPassword },
    { name: 'passwordRepeat', label: ACCOUNT_FORM_MESSAGES.passwordRepeat },
    ...(hasPassword ? [{ name: 'currentPassword', label: ACCOUNT_FORM_MESSAGES.currentPassword }] : []),
  ].map((entry) => ({ ...entry, id: idOf(entry.name) }));

  return (
    <AccountForm
      label={ACCOUNT_FORM_MESSAGES.editTitle}
      state={state}
      fields={fields}
      formError={formError}
      serverErrors={errors}
      submitLabel={ACCOUNT_FORM_MESSAGES.save}
      pendingLabel={ACCOUNT_FORM_MESSAGES.saving}
      pending={pending}
    >
      {savedMessage ? (
        <p className={form.notice} role="status">
          {savedMessage}
        </p>
      ) : null}
      {avatar}
      <fieldset className={form.section}>
        <legend className={field.sectionLegend}>{ACCOUNT_FORM_MESSAGES.sectionAccount}</legend>
        <TextField
          label={ACCOUNT_FORM_MESSAGES.email}
          {...text('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          description={
            account.pendingEmail
              ? `${ACCOUNT_FORM_MESSAGES.pendingEmail} ${account.pendingEmail}`
              : ACCOUNT_FORM_MESSAGES.emailChangeHint
          }
          isRequired
        />
        <TextField
          label={ACCOUNT_FORM_MESSAGES.username}
          {...text('username')}
          autoComplete="nickname"
          description={ACCOUNT_FORM_MESSAGES.usernameHint}
        />
        <DateOfBirthField
          id={idOf('dateOfBirth')}
          value={state.values.dateOfBirth}
          onChange={(value) => state.set('dateOfBirth', value)}
          error={state.errorOf('dateOfBirth')}
        />
      </fieldset>
      <fieldset className={form.section}>
        <legend className={field.sectionLegend}>{ACCOUNT_FORM_MESSAGES.sectionSocial}</legend>
        {NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_LINK_LABELS[network]}
            {...text(`social_${network}`)}
            type="url"
            inputMode="url"
            autoComplete="url"
            description={network === 'instagram' ? ACCOUNT_FORM_MESSAGES.socialHint : undefined}
          />
        ))}
      </fieldset>
      <fieldset className={form.section}>
        <legend className={field.sectionLegend}>{ACCOUNT_FORM_MESSAGES.agreements}</legend>
        <AgreementsField
          label={ACCOUNT_FORM_MESSAGES.agreementsChoice}
          value={state.values.agreements}
          onChange={(value) => state.set('agreements', value)}
          name={idOf('agreements')}
        />
      </fieldset>
      <fieldset className={form.section}>
        <legend className={field.sectionLegend}>
          {hasPassword ? ACCOUNT_FORM_MESSAGES.sectionPassword : ACCOUNT_FORM_MESSAGES.sectionFirstPassword}
        </legend>
        {hasPassword ? null : <p className={form.notice}>{ACCOUNT_FORM_MESSAGES.noPasswordYet}</p>}
        <PasswordField
          label={ACCOUNT_FORM_MESSAGES.newPassword}
          {...text('password')}
          autoComplete="new-password"
          description={ACCOUNT_FORM_MESSAGES.passwordHint}
          showStrength
          userInputs={[state.values.email, state.values.username]}
        />
        <PasswordField
          label={ACCOUNT_FORM_MESSAGES.passwordRepeat}
          {...text('passwordRepeat')}
          autoComplete="new-password"
        />
        {hasPassword ? (
          <PasswordField
            label={ACCOUNT_FORM_MESSAGES.currentPassword}
            {...text('currentPassword')}
            autoComplete="current-password"
            description={ACCOUNT_FORM_MESSAGES.currentPasswordHint}
          />
        ) : null}
      </fieldset>
    </AccountForm>
  );
}
