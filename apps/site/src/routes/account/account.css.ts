import { responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const screen = style([
  {
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
  },
  responsiveStyle({ tablet: { paddingBlock: vars.space['2xl'] } }),
]);

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});

export const emptyState = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// Each section a pill; the one shown filled, so the visitor sees where they are.
globalStyle(`${tabs} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${tabs} a[aria-current="page"]`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.background,
});

export const prose = style({
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: 1.6,
});

/** The login's second step: its intro, the code and the two buttons. */
export const secondStep = style({ display: 'grid', gap: vars.space.md });

/** Why the page was opened, above its form (moderation asking for two-step verification). */
export const notice = style({
  margin: 0,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  lineHeight: 1.5,
});
