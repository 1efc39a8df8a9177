import { vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// Motion is opt-in: with reduced motion the tour appears without fading.
const motionOk = 'screen and (prefers-reduced-motion: no-preference)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xs}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

/** Covers the page so it cannot be clicked while the tour runs; dims it when no target is lit. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.tour,
  overflow: 'hidden',
  background: 'transparent',
  selectors: {
    '&[data-dimmed]': { background: vars.color.overlay },
  },
  '@media': {
    [motionOk]: { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

/**
 * The lit target: a ring a little larger than the element, whose huge spread shadow dims the
 * rest of the page (a cut-out without clip paths). Position and size come inline from the target.
 */
export const spotlight = style({
  position: 'fixed',
  boxSizing: 'content-box',
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  boxShadow: `0 0 0 3px ${vars.color.secondary}, 0 0 0 100vmax ${vars.color.overlay}`,
  pointerEvents: 'none',
});

export const content = style({
  position: 'relative',
  zIndex: `calc(${vars.zIndex.tour} + 1)`,
  boxSizing: 'border-box',
  // The `maxWidth` prop (340 by default, spec section 2) caps this; small phones keep a margin.
  width: `calc(100vw - 2 * ${vars.space.md})`,
  background: vars.color.background,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  outline: 'none',
  selectors: {
    // Without a target the anchor is the centre of the viewport: centre the dialog on it.
    '&[data-placement="centre"]': { translate: '0 -50%' },
  },
  '@media': {
    [motionOk]: { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
});

export const counter = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const dots = style({
  display: 'flex',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = recipe({
  base: {
    width: vars.space.xs,
    height: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.primary,
  },
  variants: {
    current: {
      true: { width: vars.space.lg },
      false: { opacity: 0.25 },
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const arrow = style({
  fill: vars.color.background,
});
