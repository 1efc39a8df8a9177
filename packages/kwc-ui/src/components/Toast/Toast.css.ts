import { TOAST } from '@kwc/domain';
import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// Motion is opt-in: with reduced motion the toast appears and leaves without animating.
const motionOk = 'screen and (prefers-reduced-motion: no-preference)';

const slideInFromRight = keyframes({
  from: { opacity: 0, transform: `translateX(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

const slideInFromTop = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.md}))` },
  to: { opacity: 1, transform: 'none' },
});

// Spec section 9: a closing toast collapses in 300 ms; the rows below slide up as it shrinks.
const collapse = keyframes({
  from: { gridTemplateRows: '1fr', opacity: 1, marginBottom: vars.space.sm },
  to: { gridTemplateRows: '0fr', opacity: 0, marginBottom: 0 },
});

export const viewport = recipe({
  base: [
    {
      position: 'fixed',
      top: 0,
      zIndex: vars.zIndex.toast,
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      maxWidth: '100vw',
      margin: 0,
      padding: vars.space.md,
      boxSizing: 'border-box',
      listStyle: 'none',
      outline: 'none',
      // The list spans the corner of the page: only the toasts themselves take clicks.
      pointerEvents: 'none',
      // Below a header that slides away or back (`keepBelow`), the toasts follow it.
      '@media': { [motionOk]: { transition: `top ${vars.motion.normal} ${vars.motion.easing}` } },
    },
    responsiveStyle({ tablet: { width: '26rem', padding: vars.space.lg } }),
  ],
  variants: {
    position: {
      'top-right': { right: 0 },
      'top-center': { left: '50%', transform: 'translateX(-50%)' },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateRows: '1fr',
    marginBottom: vars.space.sm,
    borderRadius: vars.radius.lg,
    pointerEvents: 'auto',
    cursor: 'pointer',
    selectors: {
      // A heavier ring than the controls': the card floats over any page content.
      '&:focus-visible': { ...focusRing, outlineWidth: '3px' },
      '&[data-swipe="cancel"]': { transform: 'none' },
    },
    '@media': {
      [motionOk]: {
        selectors: {
          '&[data-state="closed"]': {
            animation: `${collapse} ${TOAST.collapseMs}ms ${vars.motion.easing} forwards`,
          },
          '&[data-swipe="cancel"]': { transition: `transform ${vars.motion.fast} ${vars.motion.easing}` },
        },
      },
    },
  },
  variants: {
    position: {
      // Swiped towards the nearest edge: right in the corner, up when centred (Radix `swipeDirection`).
      'top-right': {
        selectors: {
          '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
          '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
        },
        '@media': {
          [motionOk]: {
            selectors: {
              '&[data-state="open"]': { animation: `${slideInFromRight} ${vars.motion.normal} ${vars.motion.easing}` },
            },
          },
        },
      },
      'top-center': {
        selectors: {
          '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
          '&[data-swipe="end"]': { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
        },
        '@media': {
          [motionOk]: {
            selectors: {
              '&[data-state="open"]': { animation: `${slideInFromTop} ${vars.motion.normal} ${vars.motion.easing}` },
            },
          },
        },
      },
    },
  },
});

/** The row the collapse shrinks; it clips only while closing so the card keeps its shadow. */
export const clip = style({
  minHeight: 0,
  selectors: { '[data-state="closed"] > &': { overflow: 'hidden' } },
});

const accentColor = {
  success: vars.color.success,
  info: vars.color.info,
  warning: vars.color.warning,
  error: vars.color.error,
} as const;

const softColor = {
  success: vars.color.successSoft,
  info: vars.color.infoSoft,
  warning: vars.color.warningSoft,
  error: vars.color.errorSoft,
} as const;

export const card = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingLeft: `calc(${vars.space.md} + ${vars.space['2xs']})`,
    background: vars.color.background,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.sans,
  },
  variants: {
    kind: {
      success: { boxShadow: `inset ${vars.space['2xs']} 0 0 ${accentColor.success}, ${vars.shadow.lg}` },
      info: { boxShadow: `inset ${vars.space['2xs']} 0 0 ${accentColor.info}, ${vars.shadow.lg}` },
      warning: { boxShadow: `inset ${vars.space['2xs']} 0 0 ${accentColor.warning}, ${vars.shadow.lg}` },
      error: { boxShadow: `inset ${vars.space['2xs']} 0 0 ${accentColor.error}, ${vars.shadow.lg}` },
    },
  },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xl,
    height: vars.space.xl,
    borderRadius: vars.radius.full,
  },
  variants: {
    kind: {
      success: { background: softColor.success, color: accentColor.success },
      info: { background: softColor.info, color: accentColor.info },
      warning: { background: softColor.warning, color: accentColor.warning },
      error: { background: softColor.error, color: accentColor.error },
    },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space['2xs'],
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  marginBottom: vars.space['2xs'],
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  marginTop: `calc(-1 * ${vars.space['2xs']})`,
  marginRight: `calc(-1 * ${vars.space['2xs']})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:focus-visible': { ...focusRing, outlineWidth: '3px', outlineOffset: '1px' },
  },
});
