import { focusRing, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const fieldIcon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.primary,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '52px',
  boxSizing: 'border-box',
  margin: 0,
  paddingLeft: `calc(${vars.space.md} + 22px + ${vars.space.sm})`,
  paddingRight: `calc(${vars.space.xs} + 40px)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.primary },
    '&[data-focused]': {
      borderColor: vars.color.primary,
      background: vars.color.background,
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
    },
    // The field draws its own clear button.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  right: vars.space['2xs'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

globalStyle(`${field}[data-empty] ${clear}`, { display: 'none' });

export const message = style({
  margin: 0,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-state="noResults"]': {
      padding: `${vars.space.lg} ${vars.space.md}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      color: vars.color.text,
      fontSize: vars.fontSize.md,
      textAlign: 'center',
    },
  },
});

export const hint = style({
  margin: 0,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const submit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '48px',
  boxSizing: 'border-box',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const submitIcon = style({ flexShrink: 0 });

export const submitLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const loader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});

export const groupTitle = style({
  margin: 0,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  lineHeight: vars.lineHeight.normal,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  boxSizing: 'border-box',
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.primarySoft },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const resultTitle = style({ flex: 1, minWidth: 0 });

export const resultIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${result}:hover &, ${result}:focus-visible &`]: { color: vars.color.primary } },
});

export const match = style({
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});

/** A product suggestion's picture: a small square, the packshot contained in it. */
export const thumbnail = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
});

export const price = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
