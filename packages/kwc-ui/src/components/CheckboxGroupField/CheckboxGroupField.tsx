import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';

import { Icon } from '../Icon';
import * as choice from '../private/form/choice.css';
import * as field from '../private/form/field.css';
import type { SelectOption } from '../SelectField';

export interface CheckboxGroupFieldProps<T extends string = string> {
  /** The group's label. */
  label: string;
  /** The boxes' `name`; their ids are `{name}-{value}`. */
  name: string;
  /** The boxes in order. */
  options: readonly SelectOption<T>[];
  /** The ticked values. */
  value: readonly T[];
  /** Called with the ticked values, in the options' order. */
  onChange: (value: T[]) => void;
  /** A hint under the label. */
  description?: string;
  /** The Polish message of what is wrong. */
  error?: string | undefined;
  /** @default false */
  isDisabled?: boolean;
}

/** A labelled React Aria checkbox group; Space ticks, Tab moves between boxes. */
export function CheckboxGroupField<T extends string = string>({
  label,
  name,
  options,
  value,
  onChange,
  description,
  error,
  isDisabled = false,
}: CheckboxGroupFieldProps<T>) {
  return (
    <CheckboxGroup
      name={name}
      value={[...value]}
      onChange={(keys) => onChange(options.map((option) => option.value).filter((key) => keys.includes(key)))}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={choice.group}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value} id={`${name}-${option.value}`} className={choice.option}>
          <span className={choice.box} aria-hidden="true">
            <Icon name="check" size={16} className={choice.check} />
          </span>
          <span className={choice.text}>{option.label}</span>
        </Checkbox>
      ))}
      <FieldError className={field.error}>
        <Icon name="error" size={18} />
        {error}
      </FieldError>
    </CheckboxGroup>
  );
}
