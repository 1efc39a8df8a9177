import { PasswordField } from '../../PasswordField';
import { TextField } from '../../TextField';
import { ACCOUNT_FORM_MESSAGES } from '../accountMessages';

/** The part of `useFormState` the shared fields use, for forms whose values hold their keys. */
interface FieldsState<Key extends string> {
  values: Record<Key, string>;
  set: (name: Key, value: string) => void;
  errorOf: (name: string) => string | undefined;
}

/** The account's e-mail address, as registration and the reset request ask for it. */
export function EmailAddressField({ id, state }: { id: string; state: FieldsState<'email'> }) {
  return (
    <TextField
      label={ACCOUNT_FORM_MESSAGES.email}
      name="email"
      id={`${id}-email`}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={state.values.email}
      onChange={(value) => state.set('email', value)}
      error={state.errorOf('email')}
      isRequired
    />
  );
}

/** A new password with its strength, and its repetition (registration, a new password after a reset). */
export function NewPasswordFields({
  id,
  state,
  userInputs,
  label,
}: {
  id: string;
  /** The first field's label. @default PasswordField's own ('Hasło') */
  label?: string;
  state: FieldsState<'password' | 'passwordRepeat'>;
  /** What the strength check must not find in the password (the e-mail address). */
  userInputs: string[];
}) {
  return (
    <>
      <PasswordField
        {...(label ? { label } : {})}
        name="password"
        id={`${id}-password`}
        value={state.values.password}
        onChange={(value) => state.set('password', value)}
        autoComplete="new-password"
        description={ACCOUNT_FORM_MESSAGES.passwordHint}
        error={state.errorOf('password')}
        showStrength
        userInputs={userInputs}
        isRequired
      />
      <PasswordField
        label={ACCOUNT_FORM_MESSAGES.passwordRepeat}
        name="passwordRepeat"
        id={`${id}-password-repeat`}
        value={state.values.passwordRepeat}
        onChange={(value) => state.set('passwordRepeat', value)}
        autoComplete="new-password"
        error={state.errorOf('passwordRepeat')}
        isRequired
      />
    </>
  );
}
