import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const hero = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xl },
    desktop: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: vars.space['2xl'] },
  }),
]);

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

export const author = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The HIT control: the toggle and, beside it, what it leaves or why it leads to the login. */
export const hit = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const hitCount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });

export const hitHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
