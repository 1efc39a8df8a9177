import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export { heading, section } from './accountDeactivation.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const current = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  background: vars.color.primarySoft,
  borderRadius: vars.radius.full,
  padding: `${vars.space['3xs']} ${vars.space.sm}`,
});

export const details = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  minHeight: '1.5em',
});
