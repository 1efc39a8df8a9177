import { responsiveStyle, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.md,
  paddingBottom: vars.space['2xl'],
});

export const breadcrumbs = style({ marginBottom: vars.space.md });

export const intro = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    marginBottom: vars.space.lg,
    paddingBottom: vars.space.lg,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  responsiveStyle({ desktop: { marginBottom: vars.space.xl } }),
]);

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const title = style([
  {
    margin: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['3xl'],
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['4xl'] } }),
]);

export const titleIcon = style({ color: vars.color.primary, flexShrink: 0 });

/** One line tall even while the count is unknown, so nothing below moves when it arrives. */
export const count = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({ margin: 0, maxWidth: '40rem', color: vars.color.textMuted });

/** Keeps the list's room while the visitor's wishlist loads in the browser. */
export const content = style({ minHeight: '420px' });

export const stale = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast} ${vars.motion.easing}` });

export const removed = style({ opacity: 0.5, filter: 'grayscale(0.6)' });

const shimmer = keyframes({
  '0%': { backgroundPosition: '-200% 0' },
  '100%': { backgroundPosition: '200% 0' },
});

export const skeletonGrid = style([
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  }),
]);

const skeletonBlock = {
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surface} 25%, ${vars.color.border} 50%, ${vars.color.surface} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
} as const;

export const skeletonMedia = style({ ...skeletonBlock, aspectRatio: '1 / 1' });

export const skeletonLine = style({ ...skeletonBlock, height: '14px', marginTop: vars.space.sm });

export const skeletonLineShort = style({ width: '60%' });

export const skeletonItemMobileOnly = style([{}, responsiveStyle({ tablet: { display: 'none' } })]);

export const empty = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    maxWidth: '36rem',
    margin: '0 auto',
    padding: `${vars.space.xl} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: `linear-gradient(180deg, ${vars.color.primarySoft} 0%, ${vars.color.background} 100%)`,
    textAlign: 'center',
  },
  responsiveStyle({ tablet: { padding: `${vars.space['2xl']} ${vars.space.xl}` } }),
]);

export const emptyArt = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.full,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
  color: vars.color.primary,
});

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });

export const emptyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primary}`,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const buttonLinkPrimary = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});

export const buttonLinkSecondary = style({
  background: vars.color.background,
  color: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const pagination = style({ marginTop: vars.space.xl });
