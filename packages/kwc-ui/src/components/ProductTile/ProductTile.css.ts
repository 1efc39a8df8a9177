import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const ease = `${vars.motion.normal} ${vars.motion.easing}`;

export const root = style([
  {
    position: 'relative',
    // Own stacking context: the stretched link and the heart stack inside the tile only.
    isolation: 'isolate',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    background: vars.color.background,
    transition: `box-shadow ${ease}, transform ${ease}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  },
  responsiveStyle({
    tablet: {
      padding: vars.space.sm,
      selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.lg } },
    },
  }),
]);

// Expiring and archived products (spec section 4 "Product states") look muted.
const muted = `${root}[data-state]`;

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${ease}, filter ${ease}, opacity ${ease}`,
  selectors: {
    [`${root}:hover &`]: { transform: 'scale(1.04)' },
    [`${muted} &`]: { filter: 'grayscale(0.8)', opacity: 0.6 },
  },
});

export const name = style([
  {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    // Two lines reserved, so prices line up across a row whatever the name's length.
    minHeight: `calc(2em * ${vars.lineHeight.tight})`,
    marginTop: vars.space['3xs'],
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${root}:hover &`]: { color: vars.color.primary },
      [`${muted} &`]: { color: vars.color.textMuted },
    },
  },
  responsiveStyle({ tablet: { fontSize: vars.fontSize.md } }),
]);

export const media = style({
  position: 'relative',
  // Spec section 3 packshots are square: the box is reserved before the picture arrives (no shift).
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  padding: vars.space.md,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const badges = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  right: '48px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const badge = recipe({
  base: {
    padding: `${vars.space['3xs']} ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    boxShadow: vars.shadow.sm,
  },
  variants: {
    kind: {
      bestseller: { background: vars.color.secondary, color: vars.color.onSecondary },
      new: { background: vars.color.primary, color: vars.color.onPrimary },
      sale: { background: vars.color.error, color: vars.color.onPrimary },
      state: { background: vars.color.text, color: vars.color.background },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  paddingLeft: vars.space['2xs'],
  paddingRight: vars.space['2xs'],
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const link = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The name's link covers the whole tile: one link per product, one tab stop.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible::after': focusRing,
  },
});

export const brand = style({
  display: 'block',
  overflow: 'hidden',
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space['2xs'],
  fontSize: vars.fontSize.xs,
});

export const rating = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2xs'],
});

export const ratingValue = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

// The count never breaks inside ('128 / opinii'): it moves to its own line as a whole.
export const count = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const hits = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.onSecondary,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const price = style([
  {
    marginTop: 'auto',
    marginBottom: 0,
    paddingTop: vars.space['2xs'],
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  responsiveStyle({ tablet: { fontSize: vars.fontSize.lg } }),
]);

export const priceFrom = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const wishlist = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  background: vars.color.background,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.primary, borderColor: vars.color.primary },
  },
});

/** Above the stretched link, so its controls take their own clicks. */
export const footer = style({
  position: 'relative',
  paddingTop: vars.space.sm,
  paddingLeft: vars.space['2xs'],
  paddingRight: vars.space['2xs'],
});
