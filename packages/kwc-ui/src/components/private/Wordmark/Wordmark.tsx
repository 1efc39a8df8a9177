import { visuallyHidden } from '@kwc/tokens';
import type { ElementType } from 'react';

import * as styles from './Wordmark.css';

// ours: what the logo link says besides 'KWC', and the tagline beside it.
const HOME_NOTE = '– strona główna';
const TAGLINE = 'Kosmetyki i opinie';

export interface WordmarkProps {
  /**
   * Where the logo leads.
   * @default '/'
   */
  href?: string;
  /**
   * The element or router component rendered for the link.
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * 'dark' on light backgrounds (the header), 'light' on the dark footer.
   * @default 'dark'
   */
  tone?: 'dark' | 'light';
  /**
   * Shows the tagline beside the letters (from the desktop width in the header).
   * @default true
   */
  tagline?: boolean;
  className?: string;
}

/** The KWC logo: the serif wordmark with a gold dot, linking home, and an optional tagline beside it. */
export function Wordmark({
  href = '/',
  linkAs: LinkComponent = 'a',
  tone = 'dark',
  tagline = true,
  className,
}: WordmarkProps) {
  const classes = styles.root({ tone });
  return (
    <span className={className ? `${classes} ${className}` : classes}>
      {/* The link reads 'KWC – strona główna'; the tagline is decoration beside it. */}
      <LinkComponent href={href} className={styles.link}>
        <span className={styles.letters}>
          KWC
          <span className={styles.dot} />
        </span>{' '}
        <span className={visuallyHidden}>{HOME_NOTE}</span>
      </LinkComponent>
      {tagline ? <span className={styles.tagline}>{TAGLINE}</span> : null}
    </span>
  );
}
