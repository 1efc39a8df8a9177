import { focusRing, responsiveStyle, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';

// Motion is opt-in: with reduced motion the sheet and its layers appear without sliding.
const motionOk = 'screen and (prefers-reduced-motion: no-preference)';

const sheetIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const sheetOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

// A deeper layer comes in from the right, going back brings the outer one in from the left.
const layerForward = keyframes({
  from: { opacity: 0, transform: 'translateX(2.5rem)' },
  to: { opacity: 1, transform: 'none' },
});
const layerBack = keyframes({
  from: { opacity: 0, transform: 'translateX(-2.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const sheet = style([
  {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    top: 0,
    bottom: 0,
    left: 0,
    boxSizing: 'border-box',
    // A strip of the dimmed page stays visible on a phone: it reads as a sheet, not a new page.
    width: `calc(100% - ${vars.space['2xl']})`,
    maxWidth: '26rem',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    '@media': {
      [motionOk]: {
        animation: `${sheetIn} ${vars.motion.normal} ${vars.motion.easing}`,
        selectors: {
          // Radix keeps the closing sheet mounted until this animation ends.
          '&[data-state="closed"]': { animation: `${sheetOut} ${vars.motion.fast} ${vars.motion.easing}` },
        },
      },
    },
  },
  responsiveStyle({ tablet: { borderTopRightRadius: vars.radius.lg, borderBottomRightRadius: vars.radius.lg } }),
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '64px',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `linear-gradient(120deg, ${vars.color.primarySoft}, ${vars.color.background} 70%)`,
  flexShrink: 0,
});

export const headerWithBack = style({ paddingLeft: vars.space.xs });

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
});

export const layer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.md,
  '@media': {
    [motionOk]: {
      selectors: {
        '&[data-direction="forward"]': { animation: `${layerForward} ${vars.motion.normal} ${vars.motion.easing}` },
        '&[data-direction="back"]': { animation: `${layerBack} ${vars.motion.normal} ${vars.motion.easing}` },
      },
    },
  },
});

export const layerHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
  paddingBottom: vars.space.xs,
});

export const trail = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const layerTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  // Focus lands here so a screen reader announces the layer; it is not a control to operate.
  outline: 'none',
});

export const seeAll = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  marginTop: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '52px',
  boxSizing: 'border-box',
  margin: 0,
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.md,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const topRow = style({
  minHeight: '56px',
  fontSize: vars.fontSize.lg,
});

export const rowLabel = style({ flex: 1, minWidth: 0 });

export const rowIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${row}:hover &`]: { color: vars.color.primary } },
});

export const context = style({
  margin: 0,
  marginLeft: vars.space.lg,
  marginRight: vars.space.lg,
  marginBottom: vars.space.xs,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const contextLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const contextOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const contextOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(input:checked)': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:has(input:focus-visible)': focusRing,
  },
});

// The native radio stays in the accessibility tree and takes the keyboard; the pill draws it.
export const contextInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const footer = style({
  flexShrink: 0,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const addProduct = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '48px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.background,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const search = style({
  padding: vars.space.md,
});
