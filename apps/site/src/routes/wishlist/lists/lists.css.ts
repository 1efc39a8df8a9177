import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const bar = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    marginBottom: vars.space.lg,
  },
  responsiveStyle({ desktop: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } }),
]);

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const chipCount = style({ fontWeight: vars.fontWeight.regular, opacity: 0.85 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const menuTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered], &[aria-expanded="true"]': { borderColor: vars.color.primary, color: vars.color.primary },
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

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
});

/** The offer after a tile's heart: a small card at the bottom of the screen. */
export const offer = style([
  {
    position: 'fixed',
    zIndex: 30,
    left: vars.space.sm,
    right: vars.space.sm,
    bottom: vars.space.sm,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.background,
    boxShadow: vars.shadow.lg,
  },
  responsiveStyle({ desktop: { left: 'auto', right: vars.space.lg, bottom: vars.space.lg, maxWidth: '28rem' } }),
]);

export const offerText = style({ margin: 0, flex: '1 1 12rem', color: vars.color.text });
