import { responsiveStyle, vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** The collapsed body's scroll timeline, which the unmeasured toggle reads (`toggleUnmeasured`). */
const bodyTimeline = '--kwc-review-body';

export const root = style([
  {
    timelineScope: bodyTimeline,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    boxShadow: vars.shadow.sm,
    transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  },
  responsiveStyle({ tablet: { padding: vars.space.lg } }),
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style([
  {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  responsiveStyle({ tablet: { fontSize: vars.fontSize.xl } }),
]);

export const body = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// Five lines, then 'Czytaj więcej'. `-webkit-line-clamp` works on the block of paragraphs.
export const bodyCollapsed = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 5,
  overflow: 'hidden',
  scrollTimeline: `${bodyTimeline} block`,
});

const shown = keyframes({ from: { visibility: 'visible' }, to: { visibility: 'visible' } });

/**
 * 'Czytaj więcej' before the card is measured (the server's HTML): shown only while the clamped
 * body has text below its fifth line. A body that fits has no scrollable overflow, so its scroll
 * timeline is inactive and the animation that shows the button does not run. Browsers without
 * scroll timelines show it.
 */
export const toggleUnmeasured = style({
  '@supports': {
    '(animation-timeline: scroll())': {
      visibility: 'hidden',
      animationName: shown,
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: bodyTimeline,
    },
  },
});

export const paragraph = style({ margin: 0, selectors: { '& + &': { marginTop: vars.space.sm } } });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['2xs'],
  minHeight: '36px',
  marginTop: `calc(-1 * ${vars.space.xs})`,
  padding: `0 ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const toggleIcon = style({ transition: `transform ${vars.motion.fast} ${vars.motion.easing}` });

export const toggleIconUp = style([toggleIcon, { transform: 'rotate(180deg)' }]);

export const points = style([
  { display: 'grid', gap: vars.space.sm },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } }),
]);

export const pointGroup = recipe({
  base: { padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md },
  variants: {
    kind: {
      pros: { background: vars.color.successSoft },
      cons: { background: vars.color.errorSoft },
    },
  },
});

export const pointHeading = style({
  margin: `0 0 ${vars.space['2xs']}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const pointList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const pointIcon = recipe({
  base: { flexShrink: 0, marginTop: '3px' },
  variants: {
    kind: { pros: { color: vars.color.success }, cons: { color: vars.color.error } },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const detail = style({
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const likes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
});

export const likeCount = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const likeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-pressed="true"]:hover': { background: vars.color.primaryHover },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const receivedAs = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const photo = style([
  { display: 'block', width: '80px', height: '80px', objectFit: 'cover' },
  responsiveStyle({ tablet: { width: '96px', height: '96px' } }),
]);
