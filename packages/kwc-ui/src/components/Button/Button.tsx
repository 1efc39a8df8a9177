import type { ComponentPropsWithRef } from 'react';

import * as styles from './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * Visual weight of the button.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /**
   * Stretches the button to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
}

/** The action button of the design system. Renders a native `<button type="button">`. */
export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  const classes = styles.root({ variant, size, fullWidth });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />;
}
