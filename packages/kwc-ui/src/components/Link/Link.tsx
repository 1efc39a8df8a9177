import { visuallyHidden } from '@kwc/tokens';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';

import { Icon } from '../Icon';
import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './Link.css';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Where the link leads. */
  href: string;
  /**
   * The element or router component to render, e.g. wouter's or Next's `Link`. It receives
   * `href`, `className` and the other props; the design system stays router-agnostic.
   * @default 'a'
   */
  as?: ElementType;
  /**
   * `inline` for links in running text (underlined), `standalone` for links on their own.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
  /**
   * Opens in a new tab, with `rel="noopener noreferrer"` and a note for screen readers.
   * @default false
   */
  external?: boolean;
  children: ReactNode;
}

/** A styled link that any router can drive through `as`. */
export function Link({ as: Component = 'a', variant, external = false, className, children, ...props }: LinkProps) {
  const classes = styles.root({ variant });
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component className={className ? `${classes} ${className}` : classes} {...externalProps} {...props}>
      {children}
      {external && (
        <>
          {variant === 'standalone' && <Icon name="externalLink" size={16} />}{' '}
          <span className={visuallyHidden}>{SHARED_MESSAGES.newTab}</span>
        </>
      )}
    </Component>
  );
}
