import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    boxSizing: 'border-box',
    padding: vars.space.xl,
    color: vars.color.textMuted,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.md,
    textAlign: 'center',
  },
  variants: {
    fullScreen: {
      // Fills whatever area it is placed in (a listing, a dialog body).
      false: { width: '100%', minHeight: '12rem' },
      // Covers the viewport, page and dimmed backdrop included, e.g. while a route loads.
      true: {
        position: 'fixed',
        inset: 0,
        zIndex: `calc(${vars.zIndex.overlay} + 1)`,
        background: vars.color.background,
      },
    },
  },
  defaultVariants: { fullScreen: false },
});

export const label = style({
  margin: 0,
});
