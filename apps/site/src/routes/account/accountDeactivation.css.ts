import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '28rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
