import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const ease = `${vars.motion.normal} ${vars.motion.easing}`;

export const layout = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.xl },
  responsiveStyle({
    desktop: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 280px',
      alignItems: 'start',
      gap: vars.space['2xl'],
    },
  }),
]);

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '46rem',
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const blockTitle = style([
  {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['2xl'] } }),
]);

export const paragraph = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 1.7,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.text,
  lineHeight: 1.6,
});

globalStyle(`${list} li::marker`, { color: vars.color.secondary });

export const contacts = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const contactLabel = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const contactEmail = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const contactNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sideNav = style([
  {
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
  responsiveStyle({ desktop: { position: 'sticky', top: vars.space.md } }),
]);

export const sideNavTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

export const sideNavList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sideNavLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background ${ease}, color ${ease}`,
  selectors: {
    '&:hover': { background: vars.color.background, color: vars.color.primary },
    '&[aria-current="page"]': {
      background: vars.color.background,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&:focus-visible': focusRing,
  },
});

export const partners = style([
  {
    marginTop: vars.space['2xl'],
    padding: `${vars.space.xl} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    textAlign: 'center',
  },
  responsiveStyle({ desktop: { padding: `${vars.space['2xl']} ${vars.space.xl}` } }),
]);

export const partnersTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const partnersLead = style({
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// Wrapping rows, centred: five logotypes never leave one alone at the start of a row.
export const partnerList = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({ desktop: { flexWrap: 'nowrap', gap: vars.space.md } }),
]);

export const partnerItem = style([
  { display: 'flex', flex: `0 1 calc((100% - ${vars.space.sm}) / 2)`, minWidth: 0 },
  responsiveStyle({
    tablet: { flexBasis: `calc((100% - 2 * ${vars.space.sm}) / 3)` },
    desktop: { flex: '1 1 0' },
  }),
]);

export const partnerLink = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '72px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  filter: 'grayscale(1)',
  opacity: 0.8,
  transition: `filter ${ease}, opacity ${ease}, background ${ease}`,
  selectors: {
    '&:hover, &:focus-visible': {
      filter: 'none',
      opacity: 1,
      background: vars.color.background,
      boxShadow: vars.shadow.md,
    },
    '&:focus-visible': focusRing,
  },
});

export const wordmark = style({ display: 'block', width: 'auto', maxWidth: '100%', height: '34px' });

export const wordmarkTone = [
  style({ color: vars.color.primary }),
  style({ color: vars.color.brandBlack }),
  style({ color: vars.color.brandRed }),
  style({ color: vars.color.success }),
  style({ color: vars.color.warning }),
];

const wordmarkTextBase = style({ fontSize: '26px' });

export const wordmarkText = styleVariants({
  serif: [wordmarkTextBase, { fontFamily: vars.font.serif, fontStyle: 'italic', fontWeight: vars.fontWeight.bold }],
  serifCaps: [wordmarkTextBase, { fontFamily: vars.font.serif, fontWeight: vars.fontWeight.bold, fontSize: '22px' }],
  sans: [wordmarkTextBase, { fontFamily: vars.font.sans, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' }],
  sansCaps: [wordmarkTextBase, { fontFamily: vars.font.sans, fontWeight: vars.fontWeight.medium, fontSize: '21px' }],
});

// A magazine article (ArticleView).
export const published = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A magazine article's text, between its lead and its cosmetics. */
export const articleBody = style({ gap: vars.space.md, marginBottom: vars.space.xl });

export const articleProducts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const articleProductsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
