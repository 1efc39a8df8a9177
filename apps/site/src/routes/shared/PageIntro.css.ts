import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

/** A screen's own space above the footer. */
export const page = style([
  { paddingBottom: vars.space['2xl'] },
  responsiveStyle({ desktop: { paddingBottom: vars.space['3xl'] } }),
]);

export const intro = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingTop: vars.space.md,
    paddingBottom: vars.space.lg,
  },
  responsiveStyle({ desktop: { paddingTop: vars.space.lg, paddingBottom: vars.space.xl } }),
]);

export const breadcrumbs = style({ marginBottom: vars.space.xs });

export const eyebrow = style({
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
});

export const title = style([
  {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['3xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['4xl'] } }),
]);

export const lead = style({
  maxWidth: '46rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
