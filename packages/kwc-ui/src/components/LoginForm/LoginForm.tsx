import { loginRequestSchema } from '@kwc/domain';
import { type ElementType, useId } from 'react';

import { Link } from '../Link';
import { PasswordField } from '../PasswordField';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import { type AccountFormProps, AccountForm } from '../private/form/AccountForm';
import * as form from '../private/form/form.css';
import { fieldErrorsOf, useFormState } from '../private/form/formState';
import { TextField } from '../TextField';

/** What the login form sends (`POST /api/login_check`, spec section 7). */
export interface LoginValues {
  /** An e-mail or a user name. */
  username: string;
  password: string;
}

export interface LoginFormProps extends AccountFormProps<LoginValues> {
  /** The login typed before (e.g. kept after a failed attempt). */
  defaultUsername?: string;
  /**
   * Where 'Nie pamiętasz hasła?' leads.
   * @default '/konto/reset-hasla'
   */
  resetHref?: string;
  /**
   * Where 'Załóż konto' leads.
   * @default '/konto/rejestracja'
   */
  registerHref?: string;
  /** The Facebook login's address (`/api/auth/facebook?back=…`); no button without it. */
  facebookHref?: string | null;
  /**
   * The element or router component rendered for the links.
   * @default 'a'
   */
  linkAs?: ElementType;
}

function validateLogin(values: LoginValues) {
  const result = loginRequestSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/**
 * `/konto/logowanie`: an e-mail or user name and the password; the server's 'Błędny login lub hasło'
 * comes in `formError`. Links to the password reset and the registration, and 'Zaloguj przez
 * Facebook' when the deployment offers it.
 */
export function LoginForm({
  onSubmit,
  errors,
  formError,
  pending = false,
  defaultUsername = '',
  resetHref = '/konto/reset-hasla',
  registerHref = '/konto/rejestracja',
  facebookHref,
  linkAs,
}: LoginFormProps) {
  const id = useId();
  const state = useFormState<LoginValues>({
    initial: { username: defaultUsername, password: '' },
    validate: validateLogin,
    serverErrors: errors,
    onValid: onSubmit,
    pending,
  });
  const fields = [
    { name: 'username', label: ACCOUNT_FORM_MESSAGES.loginUsername, id: `${id}-username` },
    { name: 'password', label: ACCOUNT_FORM_MESSAGES.password, id: `${id}-password` },
  ];
  return (
    <AccountForm
      label={ACCOUNT_FORM_MESSAGES.loginTitle}
      state={state}
      fields={fields}
      formError={formError}
      serverErrors={errors}
      submitLabel={ACCOUNT_FORM_MESSAGES.login}
      pendingLabel={ACCOUNT_FORM_MESSAGES.loggingIn}
      pending={pending}
      after={
        facebookHref ? (
          <>
            <p className={form.divider}>{ACCOUNT_FORM_MESSAGES.orDivider}</p>
            <FacebookButton href={facebookHref} />
          </>
        ) : null
      }
    >
      <TextField
        label={ACCOUNT_FORM_MESSAGES.loginUsername}
        name="username"
        id={`${id}-username`}
        value={state.values.username}
        onChange={(value) => state.set('username', value)}
        autoComplete="username"
        error={state.errorOf('username')}
        isRequired
      />
      <div className={form.section}>
        <PasswordField
          name="password"
          id={`${id}-password`}
          value={state.values.password}
          onChange={(value) => state.set('password', value)}
          autoComplete="current-password"
          error={state.errorOf('password')}
          isRequired
        />
        <div className={form.row}>
          <Link href={resetHref} as={linkAs}>
            {ACCOUNT_FORM_MESSAGES.forgotPassword}
          </Link>
          <span>
            {ACCOUNT_FORM_MESSAGES.noAccount}{' '}
            <Link href={registerHref} as={linkAs}>
              {ACCOUNT_FORM_MESSAGES.register}
            </Link>
          </span>
        </div>
      </div>
    </AccountForm>
  );
}

// A full page navigation (the API redirects to Facebook), so a plain link styled as a button.
function FacebookButton({ href }: { href: string }) {
  return (
    <a href={href} className={form.facebook}>
      {ACCOUNT_FORM_MESSAGES.facebook}
    </a>
  );
}
