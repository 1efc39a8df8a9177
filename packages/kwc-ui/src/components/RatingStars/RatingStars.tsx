import { formatNumber, pluralPl } from '@kwc/domain';
import type { CSSProperties } from 'react';

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

/**
 * How far along the row of five stars the filled colour reaches, in percent of the row: whole stars
 * plus the drawn part of the partly filled one (4.3 → 4 stars and 0.3 of the fifth's span).
 */
export function starsFillPercent(value: number): number {
  const rating = roundRating(value);
  const whole = Math.floor(rating);
  const fraction = Math.round((rating - whole) * 10) / 10;
  const reach = whole + (fraction > 0 ? STAR_START + fraction * STAR_SPAN : 0);
  return Math.round((reach / MAX_RATING) * 1000) / 10;
}

// `createVar()` gives 'var(--name)'; an inline style sets the bare '--name'.
const fillProperty = styles.fillVar.replace(/^var\((.*)\)$/, '$1');

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

/**
 * A read-only rating: five stars, the last one partly filled for fractions. One element draws all
 * five (a star mask over a two-colour gradient), so a page of tiles carries no SVG markup for them.
 */
export function RatingStars({ value, size = 'md', showValue = false, label, className }: RatingStarsProps) {
  const px = starPx[size];
  const starStyle = {
    width: px * MAX_RATING,
    height: px,
    [fillProperty]: `${starsFillPercent(value)}%`,
  } as CSSProperties;
  return (
    <span className={className ? `${styles.display} ${className}` : styles.display}>
      <span role="img" aria-label={label ?? ratingLabel(value)} className={styles.stars} style={starStyle} />
      {showValue && (
        <span className={styles.value({ size })} aria-hidden="true">
          {formatNumber(roundRating(value))}
        </span>
      )}
    </span>
  );
}
