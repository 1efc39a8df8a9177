import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';

import * as field from '../private/form/field.css';
import { Icon } from '../Icon';

export interface TextFieldProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** The input's `name`, as a form sends it. */
  name: string;
  /** The input's id; the error summary links to it. */
  id?: string;
  /** The value, when controlled. */
  value?: string;
  /** The first value, when uncontrolled. */
  defaultValue?: string;
  /** Called with the typed value. */
  onChange?: (value: string) => void;
  /**
   * The input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'search';
  /** The browser's autofill hint, e.g. 'email', 'username', 'current-password'. */
  autoComplete?: string;
  /** The on-screen keyboard to show on phones. */
  inputMode?: 'text' | 'email' | 'numeric' | 'url' | 'tel';
  /** A hint under the label, linked to the input with `aria-describedby`. */
  description?: ReactNode;
  /** The Polish message of what is wrong; the input is marked `aria-invalid` while it is set. */
  error?: string | undefined;
  /**
   * Marks the field required (`aria-required`); the form checks it, not the browser.
   * @default false
   */
  isRequired?: boolean;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /** At most this many characters. */
  maxLength?: number;
  /** Content after the input inside the field, e.g. a show-password button. */
  trailing?: ReactNode;
  /** Content under the input, e.g. a strength meter. */
  after?: ReactNode;
  /** The input element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Called when the input gets focus. */
  onFocus?: () => void;
  className?: string;
}

/**
 * A labelled text input (React Aria): the label, a hint and the error are tied to the input with
 * `aria-labelledby`/`aria-describedby`, and the error marks it `aria-invalid`.
 */
export function TextField({
  label,
  name,
  id,
  value,
  defaultValue,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  description,
  error,
  isRequired = false,
  isDisabled = false,
  maxLength,
  trailing,
  after,
  inputRef,
  onFocus,
  className,
}: TextFieldProps) {
  return (
    <AriaTextField
      id={id}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      maxLength={maxLength}
      onFocus={onFocus}
      // The form validates with the kwc-domain schemas and shows Polish messages; the browser's own
      // bubbles would speak the browser's language.
      validationBehavior="aria"
      className={className ? `${field.field} ${className}` : field.field}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      {trailing ? (
        <div className={field.inputRow}>
          <Input ref={inputRef} className={`${field.input} ${field.inputWithTrailing}`} />
          {trailing}
        </div>
      ) : (
        <Input ref={inputRef} className={field.input} />
      )}
      <FieldError className={field.error}>
        <Icon name="error" size={18} />
        {error}
      </FieldError>
      {after}
    </AriaTextField>
  );
}
