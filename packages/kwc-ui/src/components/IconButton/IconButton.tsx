import type { ComponentPropsWithRef } from 'react';

import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The icon drawn in the button. */
  icon: IconName;
  /** Accessible name, in Polish (the button shows no text). */
  label: string;
  /**
   * Visual weight.
   * @default 'ghost'
   */
  variant?: 'ghost' | 'primary' | 'outline';
  /**
   * 44 px (md) or 36 px (sm).
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /** Makes it a toggle button (`aria-pressed`), e.g. the wishlist heart. */
  pressed?: boolean;
  /**
   * Shows a spinner and ignores clicks while an action runs.
   * @default false
   */
  busy?: boolean;
}

/** A button that shows only an icon; its name is the `label`. */
export function IconButton({
  icon,
  label,
  variant,
  size = 'md',
  pressed,
  busy = false,
  className,
  onClick,
  type = 'button',
  ...props
}: IconButtonProps) {
  const classes = styles.root({ variant, size, pressed: pressed ?? false });
  return (
    <button
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      className={className ? `${classes} ${className}` : classes}
      onClick={busy ? undefined : onClick}
      {...props}
    >
      {busy ? <Spinner size="sm" label={label} /> : <Icon name={icon} size={size === 'md' ? 24 : 20} />}
    </button>
  );
}
