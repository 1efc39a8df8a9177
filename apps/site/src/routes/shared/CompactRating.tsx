import { formatNumber } from '@kwc/domain';
import { Icon, ratingLabel } from '@kwc/ui';

import * as styles from './CompactRating.css';

/**
 * A rating as one star and its value ('★ 4,3'), for cards that show many ratings at once: five
 * drawn stars per card would weigh the page down (ten SVGs each).
 */
export function CompactRating({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(value)}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <Icon name="starFilled" size={14} className={styles.star} />
      <span aria-hidden="true">{formatNumber(Math.round(value * 10) / 10)}</span>
    </span>
  );
}
