import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export { actions, form, heading, section } from './accountDeactivation.css';

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const note = style({ margin: 0, color: vars.color.success });

export const steps = style({ margin: 0, paddingLeft: vars.space.lg });

export const qr = style({
  width: 192,
  height: 192,
  padding: vars.space.xs,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const secret = style({ margin: 0, overflowWrap: 'anywhere' });

export const codes = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  fontSize: vars.fontSize.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
