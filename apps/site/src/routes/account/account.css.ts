import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

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

export const prose = style({
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: 1.6,
});
