import { mediaQuery, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space['3xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

export const collapsedItem = style([
  item,
  { display: 'none', '@media': { [mediaQuery('tablet')]: { display: 'inline-flex' } } },
]);

export const moreItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  '@media': { [mediaQuery('tablet')]: { display: 'none' } },
});

export const separator = style({ flexShrink: 0, margin: `0 ${vars.space['2xs']}`, color: vars.color.textMuted });

export const link = style({
  display: 'inline-block',
  // A touch target tall enough without making the trail look like buttons.
  padding: `${vars.space['2xs']} ${vars.space['3xs']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
    '&[aria-current="page"]:hover': { color: vars.color.text, textDecoration: 'none' },
  },
});

export const more = style({
  minWidth: '32px',
  minHeight: '28px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySoft, borderColor: vars.color.primary } },
});
