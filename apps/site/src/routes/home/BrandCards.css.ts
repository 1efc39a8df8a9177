import { focusRing, mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

import { ease } from './motion';

export const brandGrid = style([
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
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const brandCard = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    height: '100%',
    padding: vars.space.sm,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `box-shadow ${ease}, border-color ${ease}`,
    selectors: {
      '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
      '&:focus-visible': focusRing,
    },
  },
  responsiveStyle({
    tablet: { flexDirection: 'row', alignItems: 'center', padding: vars.space.md, gap: vars.space.md },
  }),
]);

const monogramBase = style([
  {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.02em',
  },
  responsiveStyle({ tablet: { width: '56px', height: '56px', fontSize: vars.fontSize.lg } }),
]);

/** Monogram colours, taken in turn. */
export const monogram = [
  style([monogramBase, { background: vars.color.primarySoft, color: vars.color.primary }]),
  style([monogramBase, { background: vars.color.secondarySoft, color: vars.color.warning }]),
  style([monogramBase, { background: vars.color.brandBlack, color: vars.color.onPrimary }]),
  style([monogramBase, { background: vars.color.errorSoft, color: vars.color.error }]),
];
export const MONOGRAM_TONES = 4;

export const brandText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  minWidth: 0,
  maxWidth: '100%',
});

export const brandName = style({
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery('tablet')]: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } },
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${brandCard}:hover &`]: { color: vars.color.primary } },
});

export const brandMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const brandRating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
