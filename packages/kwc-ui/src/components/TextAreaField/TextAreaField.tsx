import type { ReactNode } from 'react';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

import { Icon } from '../Icon';
import * as field from '../private/form/field.css';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** The textarea's `name`. */
  name: string;
  /** The textarea's id; the error summary links to it. */
  id?: string;
  /** The value (controlled). */
  value: string;
  /** Called with the typed value. */
  onChange?: (value: string) => void;
  /** A hint under the label, tied to the textarea with `aria-describedby`. */
  description?: ReactNode;
  /** The Polish message of what is wrong; marks the textarea `aria-invalid`. */
  error?: string | undefined;
  /** At most this many characters (the browser stops typing there); the counter shows it. */
  maxLength?: number;
  /** At least this many characters: the counter says how many are missing. */
  minLength?: number;
  /** Over this many characters `softLimitHint` shows (typing goes on), e.g. the 70-character title. */
  softLimit?: number;
  /** The hint shown over `softLimit`, e.g. `REVIEW_MESSAGES.titleOverHint`. */
  softLimitHint?: string;
  /**
   * Visible rows.
   * @default 6
   */
  rows?: number;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

/** The counter's text: 'still N to go' under the minimum, else 'N / max' (or just N). */
export function textCounter(length: number, minLength?: number, maxLength?: number): string {
  if (minLength !== undefined && length < minLength) {
    return `${length} / min. ${minLength} znaków`;
  }
  return maxLength === undefined ? `${length} znaków` : `${length} / ${maxLength}`;
}

/**
 * A labelled textarea (React Aria) with a character counter and an optional soft-limit hint; the
 * hint, the counter and the error all describe the textarea.
 */
export function TextAreaField({
  label,
  name,
  id,
  value,
  onChange,
  description,
  error,
  maxLength,
  minLength,
  softLimit,
  softLimitHint,
  rows = 6,
  isRequired = false,
  isDisabled = false,
  className,
}: TextAreaFieldProps) {
  const overSoftLimit = softLimit !== undefined && softLimitHint !== undefined && value.length > softLimit;
  return (
    <AriaTextField
      id={id}
      name={name}
      value={value}
      onChange={onChange}
      maxLength={maxLength}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      // The form validates with the kwc-domain schemas; the browser's bubbles would not be Polish.
      validationBehavior="aria"
      className={className ? `${field.field} ${className}` : field.field}
    >
      <Label className={field.label}>{label}</Label>
      {/* One description element (React Aria ties a single one, chosen at mount): the hint joins it. */}
      {description || softLimitHint ? (
        <Text slot="description" className={field.description}>
          {description}
          {description && overSoftLimit ? ' ' : null}
          {overSoftLimit ? <span className={styles.hint}>{softLimitHint}</span> : null}
        </Text>
      ) : null}
      <TextArea rows={rows} className={`${field.input} ${styles.textarea}`} />
      <span className={styles.counter} aria-hidden="true">
        {textCounter(value.length, minLength, maxLength)}
      </span>
      <FieldError className={field.error}>
        <Icon name="error" size={18} />
        {error}
      </FieldError>
    </AriaTextField>
  );
}
