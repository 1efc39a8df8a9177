import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

const ease = `${vars.motion.normal} ${vars.motion.easing}`;

export const summary = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const inlineLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.primaryHover }, '&:focus-visible': focusRing },
});

export const block = style([
  { marginBottom: vars.space.xl },
  responsiveStyle({ desktop: { marginBottom: vars.space['2xl'] } }),
]);

export const blockHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space['2xs'],
  marginBottom: vars.space.md,
});

export const blockTitle = style([
  {
    margin: `0 0 ${vars.space.md}`,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    selectors: { [`${blockHeader} &`]: { marginBottom: 0 } },
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['2xl'] } }),
]);

export const count = style({
  flexShrink: 0,
  marginLeft: 'auto',
  paddingLeft: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

// Popular brands

export const featuredBrands = style([
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
    desktop: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  }),
]);

export const featuredBrand = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  height: '100%',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${ease}, border-color ${ease}, transform ${ease}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-visible': focusRing,
  },
});

export const featuredPosition = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.sm,
  // The darker gold: the secondary gold on white is 3.2:1, under the 4.5:1 text needs.
  color: vars.color.warning,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const featuredName = style({
  maxWidth: '100%',
  paddingRight: vars.space.md,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${featuredBrand}:hover &`]: { color: vars.color.primary } },
});

export const featuredMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const featuredRating = style({ marginTop: vars.space['2xs'] });

export const letterNav = style([
  {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.base,
    margin: `0 calc(-1 * ${vars.container.gutter}) ${vars.space.md}`,
    padding: `${vars.space.xs} ${vars.container.gutter}`,
    background: vars.color.background,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({ desktop: { margin: `0 0 ${vars.space.lg}`, padding: `${vars.space.xs} 0` } }),
]);

export const letterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const letterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space['2xs']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `background ${ease}, color ${ease}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const letterGroups = style([
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space.lg} ${vars.space.md}`,
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: `${vars.space.xl} ${vars.space.lg}` },
  }),
]);

export const letterGroup = style({ minWidth: 0 });

export const letterHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  paddingBottom: vars.space['2xs'],
  borderBottom: `2px solid ${vars.color.secondary}`,
  color: vars.color.primary,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  scrollMarginTop: vars.space['3xl'],
});

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const indexLink = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: `${vars.space['2xs']} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

// Important ingredients and the ingredient page

export const ingredientGrid = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
  }),
]);

export const ingredientCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  transition: `box-shadow ${ease}, border-color ${ease}`,
  selectors: { '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md } },
});

export const ingredientName = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const ingredientLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card leads to the ingredient.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    [`${ingredientCard}:hover &`]: { color: vars.color.primary },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
  },
});

export const inci = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.06em',
  overflowWrap: 'anywhere',
});

export const inciLabel = style({
  padding: `0 ${vars.space['2xs']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const ingredientText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const ingredientFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  marginBottom: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const ingredientCount = style({ color: vars.color.textMuted });

export const ingredientMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});

export const facts = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: `${vars.space.xs} 0 0`,
  },
  responsiveStyle({ tablet: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl } }),
]);

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const ingredientDescription = style({
  maxWidth: '46rem',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.md,
  borderLeft: `3px solid ${vars.color.secondary}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.secondarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
});

export const emptyNote = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const moreNote = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const backLink = style({ margin: 0 });

// Category list and category map

export const categoryColumns = style([
  { columnCount: 1, columnGap: vars.space.lg },
  responsiveStyle({ tablet: { columnCount: 2 }, desktop: { columnCount: 3, columnGap: vars.space.xl } }),
]);

export const categoryPanel = style({
  display: 'inline-block',
  width: '100%',
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  breakInside: 'avoid',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const categoryPanelTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.primarySoft}`,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:only-child': { margin: 0, paddingBottom: 0, borderBottom: 'none' } },
});

export const treeLink = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: `${vars.space['2xs']} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const categoryPanelLink = style([
  treeLink,
  {
    fontSize: 'inherit',
    fontWeight: 'inherit',
    padding: 0,
  },
]);

export const treeName = style({
  selectors: { [`${treeLink}:hover &, ${categoryPanelLink}:hover &`]: { textDecoration: 'underline' } },
});

export const adultMark = style({
  padding: `0 ${vars.space['2xs']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSoft,
  color: vars.color.error,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const tree = style({ margin: 0, padding: 0, listStyle: 'none' });

export const subtree = style({
  margin: `0 0 ${vars.space['2xs']} ${vars.space['2xs']}`,
  paddingLeft: vars.space.sm,
  borderLeft: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const treeItem = style({ minWidth: 0 });

export const mapLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  marginTop: vars.space.sm,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
