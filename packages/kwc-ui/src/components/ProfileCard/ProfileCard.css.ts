import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const avatar = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    objectFit: 'cover',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px' },
      md: {
        width: '44px',
        height: '44px',
        boxShadow: `0 0 0 2px ${vars.color.background}, 0 0 0 3px ${vars.color.border}`,
      },
      lg: { width: '96px', height: '96px', boxShadow: `0 0 0 4px ${vars.color.background}, ${vars.shadow.md}` },
    },
  },
});

export const rank = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  letterSpacing: '0.02em',
});

/* UserBadge */

export const badge = recipe({
  base: { display: 'flex', alignItems: 'center', minWidth: 0 },
  variants: {
    size: { sm: { gap: vars.space.xs }, md: { gap: vars.space.sm } },
  },
});

export const badgeText = recipe({
  base: { display: 'flex', minWidth: 0, lineHeight: vars.lineHeight.tight },
  variants: {
    size: {
      sm: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xs, rowGap: '2px' },
      md: { flexDirection: 'column', gap: vars.space['2xs'] },
    },
  },
});

export const badgeName = style({
  overflow: 'hidden',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    'a&:hover': { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const badgeMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/* ProfileCard */

export const card = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.sm,
});

export const cover = style([
  {
    height: '88px',
    background: [
      `radial-gradient(circle at 88% 10%, color-mix(in srgb, ${vars.color.secondarySoft} 55%, transparent) 0, transparent 32%)`,
      `radial-gradient(circle at 10% 120%, color-mix(in srgb, ${vars.color.secondary} 45%, transparent) 0, transparent 45%)`,
      `linear-gradient(120deg, ${vars.color.primaryHover}, ${vars.color.primary} 45%, ${vars.color.brandViolet})`,
    ].join(', '),
  },
  responsiveStyle({ tablet: { height: '112px' } }),
]);

export const cardBody = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `0 ${vars.space.md} ${vars.space.lg}`,
    textAlign: 'center',
  },
  responsiveStyle({ tablet: { padding: `0 ${vars.space.xl} ${vars.space.xl}` } }),
]);

export const cardAvatar = style({ marginTop: '-48px' });

export const cardName = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.text,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const cardRank = style({ alignSelf: 'center' });

export const cardAction = style({ marginTop: vars.space.xs });

export const counters = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    rowGap: vars.space['2xs'],
    width: '100%',
    margin: `${vars.space.md} 0 0`,
    padding: `${vars.space.sm} 0`,
    borderTop: `1px solid ${vars.color.border}`,
    borderBottom: `1px solid ${vars.color.border}`,
    listStyle: 'none',
    // Without social links nothing follows: no closing rule.
    selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
  },
]);

// Three per row, the last two centred under them.
export const counter = style({ display: 'flex', flex: '0 0 33.333%', minWidth: 0 });

export const counterLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space['2xs']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { background: vars.color.primarySoft },
  },
});

export const counterValue = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums tabular-nums',
  selectors: { [`a${counterLink}:hover &`]: { color: vars.color.primary } },
});

export const counterLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.primarySoft, borderColor: vars.color.primary } },
});
