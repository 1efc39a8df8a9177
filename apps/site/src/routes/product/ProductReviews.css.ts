import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const reviewsLayout = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: '280px minmax(0, 1fr)', gap: vars.space.xl } }),
]);

export const reviewsSummary = style([
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } }),
]);

export const reviewsScore = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const reviewsAverage = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.text,
});

export const reviewsAverageScale = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const breakdown = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2xs'] });

export const breakdownRow = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const breakdownBar = style({
  position: 'relative',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const breakdownFill = style({
  position: 'absolute',
  inset: 0,
  right: 'auto',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
});

export const breakdownCount = style({ textAlign: 'right' });

export const reviewsMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const reviewsToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sortField = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const selectWrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const sortSelect = style({
  minHeight: '40px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.xl,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  appearance: 'none',
  color: vars.color.text,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const selectIcon = style({
  position: 'absolute',
  right: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
});

export const reviewListStale = style({ opacity: 0.5 });

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
});

export const moreNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const reviewActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

// A link that looks like the secondary button: it leads to a page, it does not act here.
export const addReview = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { background: vars.color.primarySoft },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const howWeVerify = style({ color: vars.color.primary, fontSize: vars.fontSize.sm });
