import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { ease } from './motion';

// Editorial and testing cards: a row to swipe on phones, a four-column grid from 1024 px.
export const scroller = style([
  {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '260px',
    gap: vars.space.md,
    margin: `0 calc(-1 * ${vars.container.gutter})`,
    padding: `${vars.space['2xs']} ${vars.container.gutter} ${vars.space.sm}`,
    listStyle: 'none',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollPaddingLeft: vars.container.gutter,
    overscrollBehaviorX: 'contain',
  },
  responsiveStyle({
    desktop: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gridAutoColumns: 'auto',
      gap: vars.space.lg,
      margin: 0,
      padding: 0,
      overflowX: 'visible',
    },
  }),
]);

export const scrollerItem = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const card = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  transition: `box-shadow ${ease}, transform ${ease}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { boxShadow: vars.shadow.md },
  },
});

export const cardMedia = style({
  position: 'relative',
  // Packshots are square with the product in their middle four fifths: 5:4 keeps it whole.
  aspectRatio: '5 / 4',
  overflow: 'hidden',
  background: vars.color.surface,
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${ease}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const cardKicker = style({
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const stretchedLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  transition: `color ${ease}`,
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    [`${card}:hover &`]: { color: vars.color.primary },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cardText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const cardProduct = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  marginTop: 'auto',
  marginBottom: 0,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const cardProductName = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const cardRating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const statusBase = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  boxShadow: vars.shadow.sm,
});

export const status = styleVariants({
  running: [statusBase, { background: vars.color.success, color: vars.color.onPrimary }],
  upcoming: [statusBase, { background: vars.color.secondary, color: vars.color.onSecondary }],
  ended: [statusBase, { background: vars.color.background, color: vars.color.textMuted }],
});
