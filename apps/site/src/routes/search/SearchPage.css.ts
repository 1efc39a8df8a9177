import { focusRing, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const map = style({ paddingTop: vars.space.lg, paddingBottom: vars.space['2xl'] });

export const title = style({
  margin: 0,
  marginBottom: vars.space.md,
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
