import * as styles from './ListingPage.css';

/** Copy of the column toggle. ours: the spec stores the choice, it gives no words. */
export const COLUMN_TOGGLE_MESSAGES = {
  label: 'Układ listy',
  one: 'Jedna kolumna',
  two: 'Dwie kolumny',
} as const;

export interface ColumnToggleProps {
  /** The column count shown (1 or 2). */
  value: number;
  onChange: (count: number) => void;
  className?: string;
}

/** One or two product columns on a phone (spec section 7: remembered in local storage). */
export function ColumnToggle({ value, onChange, className }: ColumnToggleProps) {
  return (
    <div
      role="group"
      aria-label={COLUMN_TOGGLE_MESSAGES.label}
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
    >
      {([1, 2] as const).map((count) => (
        <button
          key={count}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === count}
          aria-label={count === 1 ? COLUMN_TOGGLE_MESSAGES.one : COLUMN_TOGGLE_MESSAGES.two}
          onClick={() => onChange(count)}
        >
          <span className={styles.toggleIcon} data-columns={count} aria-hidden="true">
            {Array.from({ length: count * 2 }, (_, index) => (
              <span key={index} className={styles.toggleCell} />
            ))}
          </span>
        </button>
      ))}
    </div>
  );
}
