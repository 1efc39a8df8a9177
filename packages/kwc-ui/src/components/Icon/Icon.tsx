import type { ComponentPropsWithRef } from 'react';

import * as styles from './Icon.css';
import { iconPaths, type IconName } from './icons';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Width and height in px.
   * @default 24
   */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology
   * (the button or link around it carries the name).
   */
  label?: string;
}

/** An icon of the KWC set, drawn in `currentColor`. */
export function Icon({ name, size = 24, label, className, ...props }: IconProps) {
  const path: { d: string; fill?: boolean } = iconPaths[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      focusable="false"
      className={className ? `${styles.root} ${className}` : styles.root}
      {...a11y}
      {...props}
    >
      <path
        d={path.d}
        fill={path.fill ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
