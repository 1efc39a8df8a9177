import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

// On the dark footer: headings in gold (5.4:1 on brandBlack), text and links in the light border
// tone (13:1), hovered links in white. All pass WCAG AA for body text.
const textOnDark = vars.color.border;

export const root = style({
  background: vars.color.brandBlack,
  color: textOnDark,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // A thin gold rule opens the footer.
  borderTop: `3px solid ${vars.color.secondary}`,
});

const container = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.container.maxWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.container.gutter,
  paddingRight: vars.container.gutter,
} as const;

export const inner = style([
  {
    ...container,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.lg,
    rowGap: vars.space.xl,
    paddingTop: vars.space['2xl'],
    paddingBottom: vars.space.xl,
  },
  responsiveStyle({
    desktop: {
      gridTemplateColumns: '5fr 3fr 3fr',
      columnGap: vars.space['2xl'],
      paddingTop: vars.space['3xl'],
      paddingBottom: vars.space['2xl'],
    },
  }),
]);

export const brand = style([
  {
    gridColumn: '1 / -1',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
  },
  responsiveStyle({ desktop: { gridColumn: 'auto' } }),
]);

export const about = style({
  margin: 0,
  maxWidth: '26rem',
  fontSize: vars.fontSize.md,
  color: textOnDark,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  lineHeight: vars.lineHeight.normal,
  textTransform: 'uppercase',
  color: vars.color.secondary,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '32px',
  borderRadius: vars.radius.sm,
  color: textOnDark,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.onPrimary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    // The default focus colour (primary purple) would vanish on black.
    '&:focus-visible': { outlineColor: vars.color.secondary },
  },
});

export const linkIcon = style({ opacity: 0.8 });

export const socials = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.secondary, borderColor: vars.color.secondary, color: vars.color.onSecondary },
    '&:focus-visible': { outlineColor: vars.color.secondary },
  },
});

export const socialLetter = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const bottom = style({
  ...container,
  paddingBottom: vars.space.xl,
});

export const copyright = style({
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.textMuted}`,
  fontSize: vars.fontSize.xs,
  color: textOnDark,
});
