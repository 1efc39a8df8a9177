import { focusRing, mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// The sidebar's width beside the grid from the desktop breakpoint.
const SIDEBAR_WIDTH = '288px';

export const page = style([
  { paddingBottom: vars.space['2xl'] },
  responsiveStyle({ desktop: { paddingBottom: vars.space['3xl'] } }),
]);

export const intro = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingTop: vars.space.md,
    paddingBottom: vars.space.md,
  },
  responsiveStyle({ desktop: { paddingTop: vars.space.lg, paddingBottom: vars.space.lg } }),
]);

export const breadcrumbs = style({ marginBottom: vars.space['2xs'] });

export const eyebrow = style({
  margin: 0,
  // The darker gold: the secondary gold on white is 3.2:1, under the 4.5:1 small text needs.
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
});

export const titleRow = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    // Phones: the count and the column toggle share a line, centred on it.
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space['2xs'],
  },
  responsiveStyle({ tablet: { alignItems: 'baseline' } }),
]);

export const title = style([
  {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
    // Phones: a line of its own, the count and the column toggle on the next.
    flexBasis: '100%',
  },
  responsiveStyle({
    tablet: { fontSize: vars.fontSize['3xl'], flexBasis: 'auto' },
    desktop: { fontSize: vars.fontSize['4xl'] },
  }),
]);

/** The count: under the title on phones (the column toggle at its end), beside it on tablets; desktops show it in the toolbar. */
export const count = style([
  {
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  responsiveStyle({ desktop: { display: 'none' } }),
]);

export const lead = style({
  maxWidth: '48rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const linkedCategory = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const inlineLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': focusRing,
});

/** 'Wyniki wyszukiwania dla „…”' with its clear button. */
export const searchNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const searchText = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const searchPhrase = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary });

/** Subcategories as chips: one scrolling row on phones, wrapping from the tablet up. */
export const subcategories = style([
  {
    display: 'flex',
    gap: vars.space.xs,
    margin: `0 calc(-1 * ${vars.container.gutter}) ${vars.space.md}`,
    padding: `${vars.space['2xs']} ${vars.container.gutter}`,
    listStyle: 'none',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
  responsiveStyle({ tablet: { flexWrap: 'wrap', margin: `0 0 ${vars.space.lg}`, padding: 0, overflowX: 'visible' } }),
]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
  ':hover': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary },
  ':focus-visible': focusRing,
});

/**
 * Phones: the 'Filtry' button and the toolbar in one row, chips and products under them.
 * Desktop: the filters sidebar beside the toolbar, chips and products.
 */
export const layout = style([
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"filters toolbar" "selected selected" "results results"',
    alignItems: 'start',
    columnGap: vars.space.sm,
  },
  responsiveStyle({
    desktop: {
      gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
      gridTemplateRows: 'auto auto minmax(0, 1fr)',
      gridTemplateAreas: '"filters toolbar" "filters selected" "filters results"',
      columnGap: vars.space.xl,
    },
  }),
]);

export const filters = style([
  { gridArea: 'filters', minWidth: 0 },
  // The sidebar's changes (a tick, a group opened) lay out and paint within it, not the whole page.
  responsiveStyle({ desktop: { contain: 'content' } }),
]);

export const selected = style({ gridArea: 'selected', minWidth: 0 });

export const selectedChips = style({ marginBottom: vars.space.md });

export const results = style({ gridArea: 'results', minWidth: 0 });

export const toolbar = style([
  {
    gridArea: 'toolbar',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    minWidth: 0,
    minHeight: '44px',
    marginBottom: vars.space.md,
  },
  responsiveStyle({ desktop: { justifyContent: 'space-between', gap: vars.space.md } }),
]);

/** The sort select: it shares the phone's row with 'Filtry', so it shrinks there. */
export const sort = style([
  { flex: '1 1 auto', minWidth: 0, justifyContent: 'flex-end' },
  responsiveStyle({ desktop: { flex: '0 0 auto' } }),
]);

globalStyle(`${sort} > button`, {
  minWidth: 0,
  maxWidth: '100%',
  gap: vars.space['2xs'],
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.xs,
  fontSize: vars.fontSize.sm,
  '@media': {
    [mediaQuery('tablet')]: {
      minWidth: '13.5rem',
      gap: vars.space.xs,
      paddingLeft: vars.space.md,
      paddingRight: vars.space.sm,
      fontSize: vars.fontSize.md,
    },
  },
});

// React Aria writes the select's label as the root's first span.
globalStyle(`${sort} > span:first-child`, {
  display: 'none',
  '@media': { [mediaQuery('tablet')]: { display: 'inline' } },
});

/** The sort's and the chips' slots leave the layout to what they hold. */
export const sortSlot = style({ display: 'contents' });
export const chipsSlot = style({ display: 'contents' });

/** A slot waiting for the controls' code after a client navigation (no server markup to keep). */
export const slotPending = style({
  display: 'block',
  minWidth: '104px',
  minHeight: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});

/** The filters' slot waiting for its code: the button's place on phones, the sidebar's on desktops. */
export const filtersPending = style([
  slotPending,
  responsiveStyle({ desktop: { minHeight: '480px', borderRadius: vars.radius.lg } }),
]);

export const toolbarCount = style([
  { display: 'none', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
  responsiveStyle({ desktop: { display: 'block' } }),
]);

export const toolbarStrong = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

/** The column toggle, phones only: at the end of the count's line, under the title. */
export const columnToggle = style([
  { marginLeft: 'auto', alignSelf: 'center' },
  responsiveStyle({ tablet: { display: 'none' } }),
]);

export const toggle = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space['3xs'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, color: vars.color.primary },
  },
  ':focus-visible': focusRing,
});

export const toggleIcon = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '2px',
  width: '16px',
  height: '16px',
  selectors: { '&[data-columns="2"]': { gridTemplateColumns: '1fr 1fr' } },
});

export const toggleCell = style({ borderRadius: '2px', background: 'currentColor' });

export const gridArea = style({ transition: `opacity ${vars.motion.normal} ${vars.motion.easing}` });

/** While the next listing state loads, the current one stays, dimmed. */
globalStyle(`${results}[aria-busy="true"] ${gridArea}`, { opacity: 0.55 });

export const loadMore = style({ marginTop: vars.space.xl });

export const pagination = style({ marginTop: vars.space.lg });

/** Link lists under the listing: more categories, brands in the category. */
export const linkSections = style([
  {
    display: 'grid',
    gap: vars.space.lg,
    marginTop: vars.space['2xl'],
    paddingTop: vars.space.xl,
    borderTop: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } }),
]);

export const linkSection = style({ minWidth: 0 });

export const linkSectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkPill = style([
  chip,
  { minHeight: '36px', background: vars.color.surface, fontWeight: vars.fontWeight.regular, whiteSpace: 'normal' },
]);

export const description = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const descriptionTitle = style([linkSectionTitle, { marginBottom: vars.space.xs }]);

export const descriptionText = style({
  margin: 0,
  maxWidth: '60rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
