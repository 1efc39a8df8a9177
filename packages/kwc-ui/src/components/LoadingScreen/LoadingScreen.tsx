import { Spinner } from '../Spinner';
import * as styles from './LoadingScreen.css';

export interface LoadingScreenProps {
  /**
   * What is loading, shown under the spinner and announced; without it the spinner announces
   * 'Ładowanie…' to screen readers only.
   */
  label?: string;
  /**
   * Covers the whole viewport, above the dimmed backdrop, instead of filling its container.
   * @default false
   */
  fullScreen?: boolean;
  /** Class added to the root. */
  className?: string;
}

/** The loading state of an area or of the whole screen: a large spinner, centred. */
export function LoadingScreen({ label, fullScreen = false, className }: LoadingScreenProps) {
  const classes = styles.root({ fullScreen });
  return (
    <div className={className ? `${classes} ${className}` : classes} data-kwc-loading="">
      <Spinner size="lg" label={label || undefined} />
      {/* The spinner's status already announces the label: shown here for sighted visitors only. */}
      {label ? (
        <p className={styles.label} aria-hidden="true">
          {label}
        </p>
      ) : null}
    </div>
  );
}
