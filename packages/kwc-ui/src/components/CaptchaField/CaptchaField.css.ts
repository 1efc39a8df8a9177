import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

// The widget's own box is 48 px tall: the placeholder keeps its place so nothing moves.
export const widget = style({
  minHeight: '48px',
  vars: {
    '--altcha-color-base': vars.color.background,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-primary': vars.color.primary,
    '--altcha-color-primary-content': vars.color.onPrimary,
    '--altcha-color-error': vars.color.error,
    '--altcha-color-success': vars.color.success,
    '--altcha-border-color': vars.color.textMuted,
    '--altcha-checkbox-border-color': vars.color.textMuted,
    '--altcha-checkbox-outline-color': vars.color.focus,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-max-width': '100%',
  },
});

export const loading = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  margin: 0,
  padding: `0 ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
