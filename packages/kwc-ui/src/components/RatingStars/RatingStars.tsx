import { formatNumber, pluralPl, VALIDATION_MESSAGES } from '@kwc/domain';
import { useState } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

import { Icon } from '../Icon';
import * as styles from './RatingStars.css';

/** The rating scale: one to five stars (reviews, DESIGN.md section 4). */
export const MAX_RATING = 5;

const STAR_FORMS = ['gwiazdka', 'gwiazdki', 'gwiazdek'] as const;

// ours: the spec gives no copy for ratings.
export const RATING_MESSAGES = {
  chooseRating: 'Wybierz ocenę',
} as const;

/** A rating rounded to one decimal place, within 0–5, as tiles and reviews show it. */
function roundRating(value: number): number {
  return Math.round(Math.min(MAX_RATING, Math.max(0, value)) * 10) / 10;
}

/** How much of each of the five stars is filled, 0 to 1: 4.3 → [1, 1, 1, 1, 0.3]. */
export function starFills(value: number): number[] {
  const rating = roundRating(value);
  return Array.from({ length: MAX_RATING }, (_, index) =>
    Math.min(1, Math.max(0, Math.round((rating - index) * 10) / 10)),
  );
}

/** What a screen reader hears for a displayed rating: 'Ocena 4,3 na 5'. */
export function ratingLabel(value: number): string {
  return `Ocena ${formatNumber(roundRating(value))} na ${MAX_RATING}`;
}

/** The name of an input star: '1 gwiazdka', '2 gwiazdki', '5 gwiazdek'. */
export function starCountLabel(count: number): string {
  return `${count} ${pluralPl(count, STAR_FORMS)}`;
}

// The star path of the icon set spans x 2.6–21.4 of 24 with its stroke: a fraction of a star has to
// cover a fraction of that span, not of the whole box, or 4.3 would look like 4.1.
const STAR_START = 2.6 / 24;
const STAR_SPAN = 18.8 / 24;

function fillWidth(fill: number): string {
  if (fill <= 0) return '0%';
  if (fill >= 1) return '100%';
  return `${((STAR_START + fill * STAR_SPAN) * 100).toFixed(1)}%`;
}

const starPx = { sm: 16, md: 20, lg: 28 } as const;

export interface RatingStarsProps {
  /** The rating, 0 to 5; fractions show as partly filled stars (4.3 → four and a third). */
  value: number;
  /**
   * Star size: sm 16 px, md 20 px, lg 28 px.
   * @default 'md'
   */
  size?: keyof typeof starPx;
  /**
   * Shows the rating as a number beside the stars ('4,3').
   * @default false
   */
  showValue?: boolean;
  /**
   * What screen readers hear instead of the stars.
   * @default ratingLabel(value), e.g. 'Ocena 4,3 na 5'
   */
  label?: string;
  className?: string;
}

/** A read-only rating: five stars, the last one partly filled for fractions. */
export function RatingStars({ value, size = 'md', showValue = false, label, className }: RatingStarsProps) {
  const px = starPx[size];
  return (
    <span className={className ? `${styles.display} ${className}` : styles.display}>
      <span role="img" aria-label={label ?? ratingLabel(value)} className={styles.stars}>
        {starFills(value).map((fill, index) => (
          <span key={index} className={styles.star} style={{ width: px, height: px }}>
            <Icon name="starFilled" size={px} className={styles.starEmpty} />
            <span className={styles.starFill} style={{ width: fillWidth(fill) }}>
              <Icon name="starFilled" size={px} className={styles.starFull} />
            </span>
          </span>
        ))}
      </span>
      {showValue && (
        <span className={styles.value({ size })} aria-hidden="true">
          {formatNumber(roundRating(value))}
        </span>
      )}
    </span>
  );
}

export interface RatingStarsInputProps {
  /** The chosen rating, 1 to 5, or `null` before the user picks one (controlled). */
  value: number | null;
  /** Called with the rating the user picks. */
  onChange: (value: number) => void;
  /** The visible name of the group, e.g. 'Twoja ocena'. */
  label: string;
  /**
   * A hint under the stars.
   * @default undefined
   */
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
  /**
   * Form field name (the radios submit 1–5).
   * @default undefined
   */
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
