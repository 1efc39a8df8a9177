import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

import { ease } from './motion';

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
