import type { PasswordStrength } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { useEffect, useId, useState } from 'react';

import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import * as field from '../private/form/field.css';
import { TextField } from '../TextField';
import * as styles from './PasswordField.css';

type Estimate = (password: string, userInputs?: readonly string[]) => PasswordStrength;
let estimator: Promise<Estimate> | undefined;

/** zxcvbn with the Polish dictionary, fetched on first use and kept. */
export function loadPasswordStrength(): Promise<Estimate> {
  estimator ??= import('./passwordStrength').then((module) => module.passwordStrength);
  return estimator;
}

export interface PasswordFieldProps {
  /**
   * @default 'Hasło'
   */
  label?: string;
  /** The input's `name`. */
  name: string;
  /** The input's id; the error summary links to it. */
  id?: string;
  /** The value (controlled). */
  value: string;
  /** Called with the typed value. */
  onChange: (value: string) => void;
  /**
   * 'current-password' to log in, 'new-password' to choose one (password managers offer to generate it).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /** A hint under the label. */
  description?: string;
  /** The Polish message of what is wrong. */
  error?: string | undefined;
  /**
   * Shows the strength meter, 0 (very weak) to 4 (very strong), spec section 3.
   * @default false
   */
  showStrength?: boolean;
  /** Words the password should not contain (the e-mail, the user name): they lower its strength. */
  userInputs?: readonly string[];
  /**
   * @default false
   */
  isRequired?: boolean;
  /**
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A password input with a show/hide button and, for a new password, a strength meter. The meter's
 * estimator (zxcvbn) is loaded when the field first gets focus.
 */
export function PasswordField({
  label = ACCOUNT_FORM_MESSAGES.password,
  name,
  id,
  value,
  onChange,
  autoComplete = 'current-password',
  description,
  error,
  showStrength = false,
  userInputs,
  isRequired = false,
  isDisabled = false,
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [shown, setShown] = useState(false);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const load = () => {
    if (showStrength && !estimate) void loadPasswordStrength().then((loaded) => setEstimate(() => loaded));
  };
  // A value typed before focus (autofill) is measured too.
  useEffect(() => {
    if (showStrength && value !== '' && !estimate)
      void loadPasswordStrength().then((loaded) => setEstimate(() => loaded));
  }, [showStrength, value, estimate]);

  const strength = showStrength && estimate && value !== '' ? estimate(value, userInputs) : null;

  return (
    <TextField
      label={label}
      name={name}
      id={inputId}
      value={value}
      onChange={onChange}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      description={description}
      error={error}
      isRequired={isRequired}
      isDisabled={isDisabled}
      onFocus={load}
      trailing={
        <button
          type="button"
          className={field.trailing}
          aria-controls={inputId}
          onClick={() => setShown((previous) => !previous)}
          disabled={isDisabled}
        >
          {/* The name says what a press does: 'Pokaż hasło', then 'Ukryj hasło'. */}
          {shown ? ACCOUNT_FORM_MESSAGES.hide : ACCOUNT_FORM_MESSAGES.show}{' '}
          <span className={visuallyHidden}>{ACCOUNT_FORM_MESSAGES.passwordObject}</span>
        </button>
      }
      after={showStrength ? <StrengthMeter strength={strength} /> : null}
    />
  );
}

function StrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const score = strength?.score ?? -1;
  return (
    <div className={styles.meter}>
      <div className={styles.bars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={styles.bar({ filled: level <= score, level: levelTone(score) })} />
        ))}
      </div>
      {/* Announced politely as it changes; the bars only repeat it. */}
      <p className={styles.text} aria-live="polite">
        {strength ? (
          <>
            {ACCOUNT_FORM_MESSAGES.strength}: <strong>{strength.label}</strong>
            {strength.warning ? ` – ${strength.warning}` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}

function levelTone(score: number): 'weak' | 'fair' | 'strong' {
  if (score <= 1) return 'weak';
  return score === 2 ? 'fair' : 'strong';
}
