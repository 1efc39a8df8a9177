import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = style({
  // Holds the visually hidden label, so it never stretches the page.
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    minHeight: '36px',
    maxWidth: '100%',
    boxSizing: 'border-box',
    paddingLeft: vars.space.sm,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    outline: 'none',
    cursor: 'default',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    predefined: {
      false: {
        paddingRight: vars.space['2xs'],
        border: `1px solid ${vars.color.primary}`,
        background: vars.color.primarySoft,
        color: vars.color.primary,
        selectors: { '&[data-hovered]': { background: vars.color.background } },
      },
      true: {
        paddingRight: vars.space.sm,
        border: `1px dashed ${vars.color.textMuted}`,
        background: vars.color.surface,
        color: vars.color.text,
      },
    },
  },
});

export const predefinedIcon = style({
  color: vars.color.textMuted,
});

export const chipLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const clearAll = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
