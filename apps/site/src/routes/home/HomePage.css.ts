import { focusRing, mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const ease = `${vars.motion.normal} ${vars.motion.easing}`;

// Hero: text only (no picture), so the largest paint is the heading and comes with the HTML.
export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primarySoft} 0%, ${vars.color.background} 55%, ${vars.color.secondarySoft} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style([
  { paddingTop: vars.space.xl, paddingBottom: vars.space.xl },
  responsiveStyle({
    desktop: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      alignItems: 'center',
      gap: vars.space['2xl'],
      paddingTop: vars.space['3xl'],
      paddingBottom: vars.space['3xl'],
    },
  }),
]);

export const heroText = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 },
  responsiveStyle({ desktop: { gap: vars.space.md } }),
]);

// "Zacznij tutaj": the directory pages, beside the heading on desktops only.
export const guides = style([
  { display: 'none' },
  responsiveStyle({
    desktop: {
      display: 'block',
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      background: vars.color.background,
      boxShadow: vars.shadow.md,
    },
  }),
]);

export const guidesTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
});

export const guideList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const guide = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background ${ease}`,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});

export const guideIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const guideText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const guideTitle = style({
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${guide}:hover &`]: { color: vars.color.primary } },
});

export const guideNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const guideArrow = style({ flexShrink: 0, color: vars.color.textMuted });

export const heroEyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
});

export const heroContext = style({
  color: 'inherit',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const heroTitle = style([
  {
    // 18 of Playfair's figures wide, in em: a `ch` would follow the font, and the heading would
    // rewrap when the web font replaces its stand-in after the first paint.
    maxWidth: '11.61em',
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    // Large on phones too: the heading, painted with the first paint, is the page's largest element.
    fontSize: '2.5rem',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.015em',
  },
  responsiveStyle({ desktop: { fontSize: '3.5rem' } }),
]);

export const heroLead = style([
  {
    maxWidth: '40rem',
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize.lg } }),
]);

export const shortcuts = style({ marginTop: vars.space.xs });

// One swipeable row on phones, wrapping from tablets on.
export const shortcutList = style([
  {
    display: 'flex',
    gap: vars.space.xs,
    margin: `0 calc(-1 * ${vars.container.gutter})`,
    padding: `${vars.space['2xs']} ${vars.container.gutter}`,
    listStyle: 'none',
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  responsiveStyle({ tablet: { flexWrap: 'wrap', margin: 0, padding: 0, overflowX: 'visible' } }),
]);

export const shortcut = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background ${ease}, border-color ${ease}, color ${ease}`,
  selectors: {
    '&::before': { content: '"#"', marginRight: vars.space['2xs'], color: vars.color.secondary },
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

const sectionBase = style([
  {
    paddingTop: vars.space.xl,
    paddingBottom: vars.space.xl,
    // The browser lays out and paints a section only near the viewport: most of the page's first
    // style and layout work (a phone's longest tasks) is below the fold. Its height is estimated
    // (the sections' average, measured at 375 and 1280 px) until it has been shown once, then
    // remembered.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1150px',
  },
  responsiveStyle({
    desktop: { paddingTop: vars.space['2xl'], paddingBottom: vars.space['2xl'], containIntrinsicSize: 'auto 760px' },
  }),
]);

export const section = styleVariants({
  plain: [sectionBase],
  soft: [sectionBase, { background: vars.color.surface }],
});

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

export const reviewerGrid = style([
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
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const reviewer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  '@media': { [mediaQuery('tablet')]: { padding: vars.space.md } },
});

export const reviewerRank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.warning,
  fontFamily: vars.font.serif,
  fontWeight: vars.fontWeight.bold,
});

export const reviewerBadge = style({ minWidth: 0 });

export const reviewerCounts = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const awardGrid = style([
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
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  }),
]);

export const awardItem = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.secondarySoft}`,
  background: vars.color.secondarySoft,
  overflow: 'hidden',
});

export const awardLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  // Labels of one row line up: three lines reserved on phones, two from tablets.
  minHeight: `calc(3em * ${vars.lineHeight.tight} + 2 * ${vars.space.xs})`,
  '@media': { [mediaQuery('tablet')]: { minHeight: `calc(2em * ${vars.lineHeight.tight} + 2 * ${vars.space.xs})` } },
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const awardIcon = style({ flexShrink: 0, color: vars.color.secondary });

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
