import { VALIDATION_MESSAGES } from '@kwc/domain';
import { useState } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

import { Icon } from '../Icon';
import { MAX_RATING, RATING_MESSAGES, starCountLabel } from './RatingStars';
import * as styles from './RatingStarsInput.css';

export interface RatingStarsInputProps {
  /** The chosen rating, 1 to 5, or `null` before the user picks one (controlled). */
  value: number | null;
  /** Called with the rating the user picks. */
  onChange: (value: number) => void;
  /** The visible name of the group, e.g. 'Twoja ocena'. */
  label: string;
  /** A hint under the stars. */
  description?: string;
  /**
   * Marks the field as required for assistive technology.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows `errorMessage` and marks the group invalid.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Message shown when invalid.
   * @default VALIDATION_MESSAGES.invalidRating ('Wybierz ocenę od 1 do 5')
   */
  errorMessage?: string;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /** Form field name (the radios submit 1–5). */
  name?: string;
  className?: string;
}

/**
 * Picks a rating: a radio group of five stars (React Aria), so arrow keys move and choose, and
 * each star is announced as '1 gwiazdka' … '5 gwiazdek'. Hovering previews the rating.
 */
export function RatingStarsInput({
  value,
  onChange,
  label,
  description,
  isRequired = false,
  isInvalid = false,
  errorMessage = VALIDATION_MESSAGES.invalidRating,
  isDisabled = false,
  name,
  className,
}: RatingStarsInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      isRequired={isRequired}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      name={name}
      className={className ? `${styles.input} ${className}` : styles.input}
    >
      <Label className={styles.inputLabel}>{label}</Label>
      <div className={styles.inputRow}>
        <div className={styles.radios}>
          {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((count) => (
            <Radio
              key={count}
              value={String(count)}
              aria-label={starCountLabel(count)}
              className={styles.radio}
              onHoverStart={() => setHovered(count)}
              onHoverEnd={() => setHovered((current) => (current === count ? null : current))}
            >
              <Icon
                name={count <= shown ? 'starFilled' : 'star'}
                size={32}
                className={count <= shown ? styles.radioStarOn : styles.radioStarOff}
              />
            </Radio>
          ))}
        </div>
        <span className={styles.inputValue} aria-hidden="true">
          {shown > 0 ? starCountLabel(shown) : RATING_MESSAGES.chooseRating}
        </span>
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
