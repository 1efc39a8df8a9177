import { focusRing, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const root = style({
  // Holds the visually hidden label and React Aria's hidden select.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '13.5rem',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  color: vars.color.primary,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const popover = style({
  // Above the sticky site header: the list drops over whatever is below the select.
  zIndex: vars.zIndex.overlay,
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxHeight: 'min(24rem, var(--visual-viewport-height, 100vh))',
  overflowY: 'auto',
  padding: vars.space['2xs'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.sans,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surface },
    // Drawn inside the option: the scrolling list would clip an outline.
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-selected]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      background: vars.color.primarySoft,
    },
  },
});

export const itemLabel = style({
  whiteSpace: 'nowrap',
});

export const itemCheck = style({
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
  },
});
