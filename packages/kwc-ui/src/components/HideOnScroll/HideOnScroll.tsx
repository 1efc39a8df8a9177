import type { ReactNode } from 'react';

import type { HideOnScrollOptions } from './scrollState';
import * as styles from './HideOnScroll.css';
import { useHideOnScroll } from './useHideOnScroll';

export interface HideOnScrollProps extends HideOnScrollOptions {
  children: ReactNode;
  className?: string;
}

/** A sticky bar that slides away on scroll down and back on scroll up. */
export function HideOnScroll({ children, className, topOffset, threshold }: HideOnScrollProps) {
  const hidden = useHideOnScroll({ topOffset, threshold });
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-hidden={hidden}>
      {children}
    </div>
  );
}
