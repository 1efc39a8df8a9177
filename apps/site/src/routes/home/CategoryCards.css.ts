import { focusRing, mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

import { ease } from './motion';

export const categoryGrid = style([
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
  }),
]);

export const categoryItem = style({
  selectors: {
    // An odd last card spans the row on phones (two columns); three columns from tablets on.
    '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' },
  },
  '@media': { [mediaQuery('tablet')]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } } },
});

const categoryCardBase = style([
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    gap: vars.space['2xs'],
    minHeight: '104px',
    height: '100%',
    padding: `${vars.space.md} ${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `box-shadow ${ease}, transform ${ease}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
      '&:focus-visible': focusRing,
    },
  },
  responsiveStyle({
    desktop: { minHeight: '128px', padding: `${vars.space.lg} ${vars.space['2xl']} ${vars.space.lg} ${vars.space.lg}` },
  }),
]);

/** Category card colours, taken in turn. */
export const categoryCard = [
  style([categoryCardBase, { background: vars.color.primarySoft }]),
  style([categoryCardBase, { background: vars.color.secondarySoft }]),
  style([categoryCardBase, { background: vars.color.background, border: `1px solid ${vars.color.border}` }]),
];
export const CATEGORY_TONES = 3;

export const categoryName = style([
  {
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize.xl } }),
]);

export const categoryMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const categoryArrow = style([
  {
    position: 'absolute',
    right: vars.space.sm,
    bottom: vars.space.md,
    color: vars.color.primary,
  },
  responsiveStyle({ desktop: { right: vars.space.lg, bottom: vars.space.lg } }),
]);
