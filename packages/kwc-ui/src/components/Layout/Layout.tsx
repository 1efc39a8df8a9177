import type { tokens } from '@kwc/tokens';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';

import * as styles from './Layout.css';

type Space = keyof typeof tokens.space;
type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

function join(...classes: (string | false | undefined)[]) {
  return classes.filter(Boolean).join(' ');
}

interface BoxProps extends ComponentPropsWithRef<'div'> {
  /**
   * The element to render (`section`, `ul`, …).
   * @default 'div'
   */
  as?: ElementType;
  children?: ReactNode;
}

/** The page container of spec section 2: centred, 1184 px at most, with side gutters. */
export function Container({ as: Component = 'div', className, ...props }: BoxProps) {
  return <Component className={join(styles.container, className)} {...props} />;
}

export interface StackProps extends BoxProps {
  /**
   * Space between children, from the space scale.
   * @default 'md'
   */
  space?: Space;
  /**
   * Cross-axis alignment.
   * @default 'stretch'
   */
  align?: keyof typeof styles.align;
}

/** Children one under another with even space between them. */
export function Stack({ as: Component = 'div', space = 'md', align = 'stretch', className, ...props }: StackProps) {
  return <Component className={join(styles.stack, styles.gap[space], styles.align[align], className)} {...props} />;
}

export interface InlineProps extends StackProps {
  /**
   * Main-axis distribution.
   * @default 'start'
   */
  justify?: keyof typeof styles.justify;
}

/** Children side by side, wrapping onto new lines, with even space between them. */
export function Inline({
  as: Component = 'div',
  space = 'sm',
  align = 'center',
  justify = 'start',
  className,
  ...props
}: InlineProps) {
  return (
    <Component
      className={join(styles.inline, styles.gap[space], styles.align[align], styles.justify[justify], className)}
      {...props}
    />
  );
}

export interface ColumnsProps extends BoxProps {
  /**
   * Column count per layout step, mobile first (tablet from 640 px, desktop from 1024 px).
   * @default { mobile: 1 }
   */
  columns?: { mobile?: ColumnCount; tablet?: ColumnCount; desktop?: ColumnCount };
  /**
   * Gap between cells.
   * @default 'md'
   */
  space?: Space;
}

/** A responsive grid of equal columns. */
export function Columns({
  as: Component = 'div',
  columns = { mobile: 1 },
  space = 'md',
  className,
  ...props
}: ColumnsProps) {
  return (
    <Component
      className={join(
        styles.columns,
        styles.gap[space],
        styles.columnsMobile[columns.mobile ?? 1],
        columns.tablet && styles.columnsTablet[columns.tablet],
        columns.desktop && styles.columnsDesktop[columns.desktop],
        className,
      )}
      {...props}
    />
  );
}
