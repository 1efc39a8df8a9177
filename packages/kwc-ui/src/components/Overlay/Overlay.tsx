import type { ComponentPropsWithRef } from 'react';

import * as styles from './Overlay.css';

export interface OverlayProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * Whether the backdrop is shown; when false nothing is rendered.
   * @default true
   */
  visible?: boolean;
}

/**
 * The dimmed backdrop behind a modal layer (`vars.color.overlay` at `vars.zIndex.overlay`). The
 * modal components render it; it also stands alone, e.g. behind a mobile sidebar, where `onClick`
 * closes the layer. It is decorative: hidden from assistive technology and never focusable, so
 * whatever it dims must also close by keyboard.
 */
export function Overlay({ visible = true, className, ...props }: OverlayProps) {
  if (!visible) return null;
  return (
    <div
      aria-hidden="true"
      data-kwc-overlay=""
      className={className ? `${styles.root} ${className}` : styles.root}
      {...props}
    />
  );
}
