import { visuallyHidden } from '@kwc/tokens';
import * as styles from './Spinner.css';

const sizes = { sm: 16, md: 24, lg: 48 } as const;

export interface SpinnerProps {
  /**
   * Diameter: sm 16 px, md 24 px, lg 48 px.
   * @default 'md'
   */
  size?: keyof typeof sizes;
  /**
   * What is loading, read by screen readers.
   * @default 'Ładowanie…'
   */
  label?: string;
  className?: string;
}

/** A busy indicator announced as a status. */
export function Spinner({ size = 'md', label = 'Ładowanie…', className }: SpinnerProps) {
  const px = sizes[size];
  return (
    <span role="status" className={className ? `${styles.root} ${className}` : styles.root}>
      <span
        className={styles.ring}
        style={{ width: px, height: px, borderWidth: Math.max(2, Math.round(px / 10)) }}
        aria-hidden="true"
      />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
