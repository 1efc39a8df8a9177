import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const container = style({
  width: '100%',
  maxWidth: vars.container.maxWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.container.gutter,
  paddingRight: vars.container.gutter,
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const headerInner = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: '64px',
  },
]);

export const logo = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const logoMark = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const logoTagline = style([
  { display: 'none', fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  responsiveStyle({ tablet: { display: 'inline' } }),
]);

export const main = style({ flex: 1 });

export const footer = style({
  marginTop: vars.space['2xl'],
  paddingTop: vars.space.xl,
  paddingBottom: vars.space.xl,
  background: vars.color.brandBlack,
  color: '#f3eef6',
  fontSize: vars.fontSize.sm,
});

export const footerNote = style({ margin: 0, maxWidth: '48rem' });
