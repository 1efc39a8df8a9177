import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
});

export const choice = style({
  // Holds React Aria's visually hidden input.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surface },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const dot = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  // A 3:1 border against white (WCAG 1.4.11).
  border: `1.5px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  transition: `border-width ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${choice}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primary },
    [`${choice}[data-disabled] &`]: { opacity: 0.6 },
  },
});

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
