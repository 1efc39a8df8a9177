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

/** The bar shown at the top while a client navigation loads its page. */
export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.toast,
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.secondary})`,
  transformOrigin: 'left',
  animation: 'none',
});

/** 'Przejdź do treści': hidden until focused by keyboard. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/** The header bar that hides on scroll down (spec section 2 "Layouts"). */
export const chrome = style({
  zIndex: vars.zIndex.header,
  // The demo A/B test's 'B' (docs/analytics.md): a gold stripe over the header.
  selectors: { '[data-ab-demo="B"] &': { borderTop: `4px solid ${vars.color.secondary}` } },
});
