import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});

/** 'Informacja o cenach' under the offers: a link-like button. */
export const textButton = style([
  base,
  { padding: `${vars.space.xs} 0`, fontSize: vars.fontSize.sm, textDecoration: 'underline', textUnderlineOffset: 2 },
]);

/** The info icon beside a label it explains; its target is 24 px (WCAG 2.5.8). */
export const iconButton = style([
  base,
  {
    justifyContent: 'center',
    minWidth: 24,
    minHeight: 24,
    marginLeft: vars.space.xs,
    padding: 0,
    verticalAlign: 'middle',
    borderRadius: vars.radius.full,
  },
]);
