import { focusRing, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const map = style({ paddingTop: vars.space.lg, paddingBottom: vars.space['2xl'] });

export const titleRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const close = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const searchForm = style({ marginBottom: vars.space.lg });

export const searchField = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': focusRing },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

// Nested layers are indented lists without their own bottom rules.
globalStyle(`${list} ${list}`, { paddingLeft: vars.space.md, paddingBottom: vars.space.xs });
globalStyle(`${list} ${list} > ${item}`, { borderBottom: 0 });

export const link = style({
  display: 'block',
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const topLink = style({ fontWeight: vars.fontWeight.bold });

export const group = style({
  display: 'block',
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});
