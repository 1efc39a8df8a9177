import { responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Room above a section's heading when an anchor jumps to it: the sticky header's height and a gap
 * (as on the home page's sections). The header stays on screen when a page opens at an anchor, and
 * a smaller margin left the heading under it.
 */
const ANCHOR_OFFSET = `calc(${vars.space['3xl']} + ${vars.space.xl})`;

export const page = style({
  paddingTop: vars.space.md,
  paddingBottom: vars.space['2xl'],
});

export const breadcrumbs = style({ marginBottom: vars.space.md });

export const hero = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xl },
    desktop: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: vars.space['2xl'] },
  }),
]);

export const media = style([
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '300px',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: `radial-gradient(circle at 50% 40%, ${vars.color.background} 0%, ${vars.color.surface} 70%)`,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  responsiveStyle({ tablet: { height: 'auto', aspectRatio: '1 / 1', padding: vars.space.lg } }),
]);

export const packshot = style([
  {
    display: 'block',
    width: 'auto',
    height: '100%',
    maxWidth: '100%',
    objectFit: 'contain',
  },
  responsiveStyle({ tablet: { width: '100%', height: 'auto', maxWidth: '480px' } }),
]);

export const mediaState = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandBlack,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const eyebrow = style({
  alignSelf: 'flex-start',
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const title = style([
  {
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['2xl'],
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['3xl'] } }),
]);

export const titleBrand = style({
  display: 'block',
  marginBottom: vars.space['2xs'],
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const ratingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

export const ratingValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const ratingLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const muted = style({ color: vars.color.textMuted });

export const shortDescription = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.warning}`,
  color: vars.color.text,
});

export const noticeIcon = style({ flexShrink: 0, color: vars.color.warning, marginTop: '2px' });

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const noticeText = style({ margin: 0, marginTop: vars.space['2xs'], fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const wishlistButton = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
    },
  },
});

export const wishlistIcon = style({ flexShrink: 0 });

export const panel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const panelTitle = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const panelNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const offers = style({ listStyle: 'none', margin: 0, padding: 0 });

export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const offerShop = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const offerPrice = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const offerBest = style({ color: vars.color.primary });

export const offerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '36px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const awards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const award = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const awardIcon = style({ color: vars.color.secondary });

export const author = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The anchor navigation of spec section 1. */
export const sectionNav = style({
  marginTop: vars.space.xl,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionNavList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const sectionNavLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '36px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const sectionNavCount = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const section = style([
  {
    paddingTop: vars.space.xl,
    scrollMarginTop: ANCHOR_OFFSET,
    // Laid out and painted only near the viewport (see the home page's sections); the height is an
    // estimate (the sections' average at 375 and 1280 px) until the section has been shown once.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1000px',
    selectors: {
      '& + &': {
        marginTop: vars.space.lg,
        borderTop: `1px solid ${vars.color.border}`,
      },
    },
  },
  responsiveStyle({ desktop: { containIntrinsicSize: 'auto 480px' } }),
]);

export const prose = style({
  maxWidth: '46rem',
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const ingredientsIntro = style({
  margin: 0,
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ingredientLegendMark = style({ color: vars.color.secondary, verticalAlign: 'middle' });

export const ingredients = style([
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    counterReset: 'inci',
    columnGap: vars.space.xl,
  },
  responsiveStyle({ tablet: { columns: 2 }, desktop: { columns: 3 } }),
]);

export const ingredient = style({
  counterIncrement: 'inci',
  breakInside: 'avoid',
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: {
    '&::before': {
      content: 'counter(inci)',
      minWidth: '1.75rem',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'right',
    },
  },
});

export const ingredientBody = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const ingredientInci = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const ingredientLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const ingredientName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const importantMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  marginLeft: vars.space['2xs'],
  color: vars.color.secondary,
  verticalAlign: 'middle',
});

export const reviewsLayout = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: '280px minmax(0, 1fr)', gap: vars.space.xl } }),
]);

export const reviewsSummary = style([
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } }),
]);

export const reviewsScore = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const reviewsAverage = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.text,
});

export const reviewsAverageScale = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const breakdown = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2xs'] });

export const breakdownRow = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const breakdownBar = style({
  position: 'relative',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const breakdownFill = style({
  position: 'absolute',
  inset: 0,
  right: 'auto',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
});

export const breakdownCount = style({ textAlign: 'right' });

export const reviewsMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const reviewsToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const sortField = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const selectWrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const sortSelect = style({
  minHeight: '40px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.xl,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  appearance: 'none',
  color: vars.color.text,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const selectIcon = style({
  position: 'absolute',
  right: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
});

export const reviewListStale = style({ opacity: 0.5 });

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
});

export const moreNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const articles = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
]);

export const article = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.primarySoft} 0%, ${vars.color.background} 55%)`,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
});

export const articleDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, letterSpacing: '0.04em' });

export const articleTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const articleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The title's link covers the whole card.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primary },
  },
});

export const articleLead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexGrow: 1 });

export const articleMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** Keeps the recently viewed row's height while it loads: one row of tiles. */
export const recentlyViewedLoading = style([
  { minHeight: '340px', borderRadius: vars.radius.lg, background: vars.color.surface },
  responsiveStyle({ desktop: { minHeight: '380px' } }),
]);

export const centred = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.md });

globalStyle(`${sectionNavList}::-webkit-scrollbar`, { display: 'none' });

// The anchors of spec section 1 sit on the sections' headings: a jump leaves a little room above them.
globalStyle(`${section} h2[id]`, { scrollMarginTop: ANCHOR_OFFSET });
