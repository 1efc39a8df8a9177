import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
  },
  variants: {
    tone: {
      dark: { color: vars.color.primary },
      light: { color: vars.color.onPrimary },
    },
  },
  defaultVariants: { tone: 'dark' },
});

export const link = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outlineOffset: '4px' } },
});

export const letters = style([
  {
    display: 'inline-flex',
    alignItems: 'baseline',
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    letterSpacing: '0.04em',
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['3xl'] } }),
]);

export const dot = style({
  display: 'inline-block',
  width: '0.22em',
  height: '0.22em',
  marginLeft: '0.06em',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
});

export const tagline = style([
  {
    display: 'none',
    paddingLeft: vars.space.sm,
    borderLeft: `1px solid currentColor`,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.12em',
    lineHeight: vars.lineHeight.tight,
    textTransform: 'uppercase',
    color: vars.color.textMuted,
    maxWidth: '6rem',
  },
  responsiveStyle({ desktop: { display: 'block' } }),
]);
