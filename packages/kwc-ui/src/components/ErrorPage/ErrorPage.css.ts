import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const root = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    paddingTop: vars.space['2xl'],
    paddingBottom: vars.space['2xl'],
    paddingLeft: vars.space.md,
    paddingRight: vars.space.md,
  },
  responsiveStyle({ desktop: { paddingTop: vars.space['3xl'], paddingBottom: vars.space['3xl'] } }),
]);

export const code = style([
  {
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['4xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.primary,
    letterSpacing: '0.04em',
  },
  responsiveStyle({ desktop: { fontSize: '6rem' } }),
]);

export const message = style({
  margin: 0,
  maxWidth: '28rem',
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  marginTop: vars.space.sm,
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});
