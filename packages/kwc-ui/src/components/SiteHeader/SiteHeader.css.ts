import { responsiveStyle, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { SITE_HEADER_BAR_HEIGHT } from './barHeight';

export { action, actionLabel, username } from '../private/headerAction.css';

const motionOk = 'screen and (prefers-reduced-motion: no-preference)';
const dropIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'none' },
});

export const root = recipe({
  base: {
    background: vars.color.background,
    borderBottom: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.sans,
    color: vars.color.text,
  },
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: vars.zIndex.header },
      false: {},
    },
  },
  defaultVariants: { sticky: true },
});

export const bar = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: vars.container.maxWidth,
    minHeight: `${SITE_HEADER_BAR_HEIGHT.mobile}px`,
    marginLeft: 'auto',
    marginRight: 'auto',
    // The menu button's 44 px target reaches into the gutter so its icon lines up with the text edge.
    paddingLeft: `calc(${vars.container.gutter} - ${vars.space.xs})`,
    paddingRight: `calc(${vars.container.gutter} - ${vars.space.xs})`,
  },
  responsiveStyle({
    desktop: {
      gap: vars.space.lg,
      minHeight: `${SITE_HEADER_BAR_HEIGHT.desktop}px`,
      paddingLeft: vars.container.gutter,
      paddingRight: vars.container.gutter,
    },
  }),
]);

export const mobileOnly = style(responsiveStyle({ desktop: { display: 'none' } }));

export const logo = style([
  { marginRight: 'auto', marginLeft: vars.space['2xs'] },
  responsiveStyle({ desktop: { marginRight: 0, marginLeft: 0 } }),
]);

export const search = style([
  { display: 'none' },
  responsiveStyle({ desktop: { display: 'block', flex: 1, minWidth: 0, maxWidth: '36rem', marginLeft: 'auto' } }),
]);

export const searchTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  // The search panel opens over this field, its own field as high.
  height: '48px',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'text',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const searchIcon = style({ color: vars.color.primary });

export const searchText = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const searchHint = style({ color: vars.color.textMuted });

export const searchArea = style({ position: 'relative' });

// Opens over the field: the panel's own field (48 px, as the trigger) lands where the trigger was.
export const searchPopover = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.sm})`,
  left: `calc(-1 * ${vars.space.sm})`,
  zIndex: vars.zIndex.overlay,
  boxSizing: 'border-box',
  width: `calc(100% + 2 * ${vars.space.sm})`,
  maxHeight: 'calc(100vh - 2 * 80px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.sm,
  paddingBottom: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    [motionOk]: { animation: `${dropIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const actions = style([
  { display: 'flex', alignItems: 'center', gap: vars.space['3xs'] },
  responsiveStyle({ desktop: { gap: vars.space.xs, marginLeft: 'auto' } }),
]);

export const actionIcon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // As tall as the avatar, so 'Ulubione' and the user's name sit on one line on desktop.
  height: '30px',
});

export const wishlistFilled = style({ color: vars.color.primary });

export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  left: '55%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  boxSizing: 'border-box',
  paddingLeft: vars.space['2xs'],
  paddingRight: vars.space['2xs'],
  border: `2px solid ${vars.color.background}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const nav = style([
  { display: 'none' },
  responsiveStyle({ desktop: { display: 'block', borderTop: `1px solid ${vars.color.border}` } }),
]);

// A soft shadow at an edge where more of the list is scrolled away: the edge's cover scrolls with
// the items (`local`) and uncovers the shadow (`scroll`) once the list is not at that end.
const edgeCover = (side: 'left' | 'right') =>
  `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${vars.color.background} 40%, transparent) ${side} center / 32px 100% no-repeat local`;
const edgeShadow = (side: 'left' | 'right') =>
  `radial-gradient(farthest-side at ${side === 'left' ? '0' : '100%'} 50%, rgba(20, 12, 26, 0.18), transparent) ${side} center / 12px 100% no-repeat scroll`;

export const navList = style({
  display: 'flex',
  // The links' own padding spaces them: a full menu fits the container on a 1280 px screen.
  gap: 0,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.container.maxWidth,
  margin: '0 auto',
  padding: `0 calc(${vars.container.gutter} - ${vars.space.sm})`,
  overflowX: 'auto',
  listStyle: 'none',
  background: [edgeCover('left'), edgeCover('right'), edgeShadow('left'), edgeShadow('right')].join(', '),
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '48px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderBottom: '2px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.primary, borderBottomColor: vars.color.secondary },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      borderBottomColor: vars.color.primary,
    },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});
