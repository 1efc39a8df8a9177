import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', height: '30px' });

// The header's action entries are links; this one is a button and drops the browser's button look.
export const trigger = style({
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed], &[aria-expanded="true"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const popover = style({
  minWidth: '14rem',
  padding: vars.space['2xs'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.sans,
  outline: 'none',
});

export const who = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space['2xs'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const whoName = style({ display: 'block', color: vars.color.text, fontSize: vars.fontSize.md });

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const separator = style({ height: '1px', margin: `${vars.space['2xs']} 0`, background: vars.color.border });
