import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: [
    {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      columnGap: vars.space.lg,
      rowGap: vars.space.xs,
      marginBottom: vars.space.lg,
    },
    responsiveStyle({ desktop: { marginBottom: vars.space.xl } }),
  ],
  variants: {
    align: {
      start: {},
      center: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  },
});

export const titles = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 },
  variants: { align: { start: {}, center: { alignItems: 'center' } } },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  selectors: {
    // A short gold rule before the eyebrow, as magazines set them.
    '&::before': {
      content: '""',
      width: '24px',
      height: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.secondary,
    },
  },
});

export const headingRow = recipe({
  base: { display: 'flex', alignItems: 'baseline', gap: vars.space.xs },
  variants: {
    align: {
      start: {},
      // The anchor hangs to the right so the title itself stays centred.
      center: { justifyContent: 'center', paddingLeft: vars.space.xl },
    },
  },
});

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    // Clears a sticky header when the page jumps to the anchor.
    scrollMarginTop: `calc(${vars.space['3xl']} + ${vars.space.xl})`,
  },
  variants: {
    level: {
      2: [{ fontSize: vars.fontSize['2xl'] }, responsiveStyle({ desktop: { fontSize: vars.fontSize['3xl'] } })],
      3: [{ fontSize: vars.fontSize.xl }, responsiveStyle({ desktop: { fontSize: vars.fontSize['2xl'] } })],
    },
  },
});

export const anchor = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  minHeight: '28px',
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  opacity: 0,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${headingRow.classNames.base}:hover &, &:focus-visible`]: { opacity: 1 },
    '&:hover': { background: vars.color.primarySoft },
  },
  '@media': {
    // No hover on touch screens: the anchor stays visible there.
    '(hover: none)': { opacity: 1 },
  },
});

export const description = style({
  maxWidth: '40rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: '44px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.xs,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});
