import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

import { Icon } from '../Icon';
import * as field from '../private/form/field.css';
import * as styles from './RatingInput.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface RatingInputProps {
  /**
   * The group's label.
   * @default 'Ocena'
   */
  label?: string;
  /** @default 'rating' */
  name?: string;
  /** The id of the group; the error summary links to it. */
  id?: string;
  /** The rating 1–5, or null before one is chosen. */
  value: number | null;
  /** Called with the chosen rating. */
  onChange: (value: number) => void;
  /** A hint under the label. */
  description?: string;
  /** The Polish message of what is wrong. */
  error?: string | undefined;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * 1–5 stars as a React Aria radio group: Tab reaches it, the arrows change the rating, each star is
 * named '1 z 5' … '5 z 5'; the stars up to the chosen (or hovered) one are filled.
 */
export function RatingInput({
  label = 'Ocena',
  name = 'rating',
  id,
  value,
  onChange,
  description,
  error,
  isRequired = false,
  isDisabled = false,
}: RatingInputProps) {
  return (
    <RadioGroup
      id={id}
      name={name}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.stars}>
        {STARS.map((star) => (
          <Radio key={star} value={String(star)} aria-label={`${star} z 5`} className={styles.star}>
            <Icon
              name={value !== null && star <= value ? 'starFilled' : 'star'}
              size={32}
              className={value !== null && star <= value ? styles.filled : styles.empty}
            />
          </Radio>
        ))}
        {value !== null ? <span className={styles.value}>{`${value} z 5`}</span> : null}
      </div>
      <FieldError className={field.error}>
        <Icon name="error" size={18} />
        {error}
      </FieldError>
    </RadioGroup>
  );
}
