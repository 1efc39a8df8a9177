import { focusRing, mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

const ease = `${vars.motion.normal} ${vars.motion.easing}`;

export const summary = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const pagination = style({ marginTop: vars.space.xl });

// Reviewers (`/recenzentki.html`)

export const reviewerList = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
    desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
]);

export const reviewerItem = style({ minWidth: 0 });

const reviewerCardBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr)',
  gridTemplateAreas: '"position avatar text" "stats stats stats"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  '@media': { [mediaQuery('tablet')]: { rowGap: vars.space.sm, padding: vars.space.md } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  transition: `box-shadow ${ease}, border-color ${ease}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

/** Cards by podium place: 0 for the rest, 1–3 for the first three. */
export const reviewerCard = [
  reviewerCardBase,
  style([reviewerCardBase, { borderColor: vars.color.secondary, background: vars.color.secondarySoft }]),
  style([reviewerCardBase, { borderColor: vars.color.border, background: vars.color.surface }]),
  style([reviewerCardBase, { borderColor: vars.color.brandViolet }]),
];

const positionBase = style({
  gridArea: 'position',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space['2xs']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const position = [
  positionBase,
  style([positionBase, { background: vars.color.secondary, color: vars.color.onSecondary }]),
  style([positionBase, { background: vars.color.textMuted, color: vars.color.onPrimary }]),
  style([positionBase, { background: vars.color.brandViolet, color: vars.color.onPrimary }]),
];

export const avatar = style({ gridArea: 'avatar' });

export const reviewerText = style({
  gridArea: 'text',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  minWidth: 0,
});

export const reviewerName = style({
  maxWidth: '100%',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const reviewerLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const rankBadge = style({
  display: 'inline-block',
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const stats = style({
  gridArea: 'stats',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['3xs'] });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const statValue = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize.xl } },
});

// Newest reviews (`/najnowsze-recenzje`)

export const reviewList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reviewItem = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBottom: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({
    desktop: {
      display: 'grid',
      gridTemplateColumns: '280px minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.xl,
    },
  }),
]);

export const reviewProduct = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
  responsiveStyle({
    desktop: {
      position: 'sticky',
      top: vars.space.md,
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: vars.space.md,
    },
  }),
]);

export const reviewProductMedia = style([
  {
    flexShrink: 0,
    width: '72px',
    height: '72px',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.background,
  },
  responsiveStyle({ desktop: { width: '120px', height: '120px' } }),
]);

export const reviewProductImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const reviewProductPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const reviewProductText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
});

export const reviewProductBrand = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const reviewProductName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const reviewProductLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const reviewProductRating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const reviewProductMore = style([
  {
    display: 'none',
    color: vars.color.primary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  responsiveStyle({ desktop: { display: 'inline', marginTop: vars.space.xs } }),
]);

export const reviewCard = style({ minWidth: 0 });
