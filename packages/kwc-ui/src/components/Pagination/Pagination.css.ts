import { mediaQuery, responsiveStyle, vars, visuallyHiddenRule } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

/* Load more */

export const loadMore = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingTop: vars.space.xl,
    paddingBottom: vars.space.xl,
    textAlign: 'center',
  },
  responsiveStyle({ desktop: { paddingTop: vars.space['2xl'], paddingBottom: vars.space['2xl'] } }),
]);

export const progressText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const progressTrack = style({
  display: 'block',
  width: '100%',
  maxWidth: '240px',
  height: '4px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const progressBar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.secondary})`,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const loadMoreButton = style([
  { width: '100%', marginTop: vars.space.xs },
  responsiveStyle({ tablet: { width: 'auto', minWidth: '280px' } }),
]);

export const windowLimit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '36rem',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  textAlign: 'left',
});

export const windowLimitIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.primary });

/* Numbered pagination */

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  '@media': { [mediaQuery('tablet')]: { justifyContent: 'center' } },
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minWidth: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
} as const;

export const edge = style([
  {
    ...pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    color: vars.color.primary,
    selectors: {
      '&:hover:not([aria-disabled])': { borderColor: vars.color.primary, background: vars.color.primarySoft },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, background: vars.color.surface, cursor: 'default' },
    },
  },
  responsiveStyle({ tablet: { paddingLeft: vars.space.md, paddingRight: vars.space.md } }),
]);

export const edgeText = style([
  visuallyHiddenRule,
  responsiveStyle({ tablet: { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto' } }),
]);

export const pages = style({
  display: 'none',
  margin: `0 ${vars.space.sm}`,
  padding: 0,
  listStyle: 'none',
  gap: vars.space['2xs'],
  '@media': { [mediaQuery('tablet')]: { display: 'flex', alignItems: 'center' } },
});

export const page = style({
  ...pill,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
      boxShadow: vars.shadow.md,
    },
  },
});

export const gap = style({ minWidth: '24px', color: vars.color.textMuted, textAlign: 'center' });

export const pageOf = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  '@media': { [mediaQuery('tablet')]: { display: 'none' } },
});
