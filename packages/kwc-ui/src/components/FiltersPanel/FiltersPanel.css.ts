import { focusRing, mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const slideUp = keyframes({
  from: { transform: 'translateY(24px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideOut = keyframes({
  from: { transform: 'none', opacity: 1 },
  to: { transform: 'translateY(24px)', opacity: 0 },
});
const slideIn = keyframes({
  from: { transform: 'translateX(32px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideAway = keyframes({
  from: { transform: 'none', opacity: 1 },
  to: { transform: 'translateX(32px)', opacity: 0 },
});

export const root = style({
  position: 'relative',
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

/** Desktop: the groups in a card beside the listing. Below the desktop breakpoint the sheet has them. */
/** Where the sidebar is displayed (below it, the 'Filtry' button and its sheet take its place). */
export const sidebarShownQuery = mediaQuery('desktop');

export const sidebar = style([
  {
    display: 'none',
    boxSizing: 'border-box',
    flexDirection: 'column',
    width: '100%',
    padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xs}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.background,
    boxShadow: vars.shadow.sm,
  },
  responsiveStyle({ desktop: { display: 'flex' } }),
]);

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.primarySoft}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const clearAll = style({
  marginRight: `calc(-1 * ${vars.space.sm})`,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
});

export const group = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
  },
});

export const groupHeading = style({
  margin: 0,
  // The panel's title is the serif heading; group names are part of the control, in the sans face.
  fontFamily: vars.font.sans,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const groupButton = style({
  // Holds the count's visually hidden words.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '52px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const groupLabel = style({
  flex: '0 1 auto',
  minWidth: 0,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: '22px',
  height: '22px',
  padding: `0 ${vars.space['2xs']}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${groupButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)', color: vars.color.primary },
  },
});

export const groupPanel = style({
  paddingBottom: vars.space.lg,
});

/** Mobile: the row with the 'Filtry' button; gone from the desktop breakpoint. */
export const mobileBar = style([{ display: 'flex' }, responsiveStyle({ desktop: { display: 'none' } })]);

export const trigger = style({
  position: 'relative',
  gap: vars.space.xs,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
});

export const triggerBadge = style([
  badge,
  {
    marginRight: `calc(-1 * ${vars.space['2xs']})`,
  },
]);

/** Full screen on a phone; from the tablet width a drawer at the right edge. */
export const sheet = style([
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    width: '100%',
    height: ['100vh', '100dvh'],
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.sans,
    outline: 'none',
    animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      // Radix keeps the closing sheet mounted until this animation ends.
      '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
    '@media': {
      [mediaQuery('tablet')]: {
        left: 'auto',
        width: 'min(28rem, 100%)',
        borderTopLeftRadius: vars.radius.lg,
        borderBottomLeftRadius: vars.radius.lg,
        boxShadow: vars.shadow.lg,
        animationName: slideIn,
        selectors: { '&[data-state="closed"]': { animationName: slideAway } },
      },
      '(prefers-reduced-motion: reduce)': {
        animation: 'none',
        selectors: { '&[data-state="closed"]': { animation: 'none' } },
      },
    },
  },
]);

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetTitle = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sheetBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `0 ${vars.space.lg}`,
});

export const sheetFooter = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  // The home indicator of a notched phone must not cover the buttons.
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const footerClear = style({
  flex: '0 0 auto',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
});

// One line even for 'Pokaż 12 345 produktów' on a 320 px phone.
export const footerShow = style({
  flex: '1 1 auto',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  whiteSpace: 'nowrap',
});

export const footerSpinner = style({
  color: vars.color.onPrimary,
});
