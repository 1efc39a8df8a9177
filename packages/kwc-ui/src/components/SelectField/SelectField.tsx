import { useId, type ReactNode } from 'react';

import { Icon } from '../Icon';
import * as field from '../private/form/field.css';
import * as styles from './SelectField.css';

/** One choice of a select. */
export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string = string> {
  /** The visible label, also the select's accessible name. */
  label: string;
  /** The select's `name`. */
  name: string;
  /** The select's id; the error summary links to it. */
  id?: string;
  /** The choices in order. */
  options: readonly SelectOption<T>[];
  /** The chosen value, or null for none. */
  value: T | null;
  /** Called with the chosen value, or null when the empty choice is taken. */
  onChange: (value: T | null) => void;
  /**
   * The empty choice's text, listed first.
   * @default 'Wybierz'
   */
  placeholder?: string;
  /** A hint under the label. */
  description?: ReactNode;
  /** The Polish message of what is wrong; marks the select `aria-invalid`. */
  error?: string | undefined;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A labelled native select: phones show their own picker and every keyboard works; the hint and the
 * error describe it.
 */
export function SelectField<T extends string = string>({
  label,
  name,
  id,
  options,
  value,
  onChange,
  placeholder = 'Wybierz',
  description,
  error,
  isRequired = false,
  isDisabled = false,
}: SelectFieldProps<T>) {
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={field.field}>
      <label htmlFor={selectId} className={field.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={field.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.wrap}>
        <select
          id={selectId}
          name={name}
          value={value ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next === '' ? null : (next as T));
          }}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${field.input} ${styles.select}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </div>
      {error ? (
        <p id={errorId} className={field.error}>
          <Icon name="error" size={18} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Options from a label map such as `USAGE_TIME_LABELS`, in its order. */
export function optionsFromLabels<T extends string>(labels: Readonly<Record<T, string>>): SelectOption<T>[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
