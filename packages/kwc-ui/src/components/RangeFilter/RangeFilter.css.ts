import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

const THUMB = '22px';

export const root = style({
  // Holds the visually hidden texts and inputs, so they never stretch the page.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const slider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space['2xs'],
  minHeight: '36px',
});

export const label = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const output = style({
  flex: '1 1 auto',
  color: vars.color.primary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-disabled] &': { color: vars.color.text },
  },
});

/** The summary while the filter is not set ('Dowolnie'). */
export const outputIdle = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const clear = style({
  marginRight: `calc(-1 * ${vars.space.sm})`,
});

export const track = style({
  position: 'relative',
  height: THUMB,
  // The thumbs' centres sit on the bounds: half a thumb of room at each end.
  marginLeft: `calc(${THUMB} / 2)`,
  marginRight: `calc(${THUMB} / 2)`,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: {
    '[data-disabled] &': { cursor: 'default' },
  },
});

export const rail = style({
  position: 'absolute',
  top: '50%',
  left: `calc(-1 * ${THUMB} / 2)`,
  right: `calc(-1 * ${THUMB} / 2)`,
  height: '4px',
  marginTop: '-2px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  height: '4px',
  marginTop: '-2px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  selectors: {
    '[data-disabled] &': { background: vars.color.textMuted },
  },
});

export const thumb = style({
  top: 0,
  boxSizing: 'border-box',
  width: THUMB,
  height: THUMB,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { boxShadow: `0 0 0 6px ${vars.color.primarySoft}, ${vars.shadow.md}` },
    '&[data-dragging]': {
      background: vars.color.primary,
      boxShadow: `0 0 0 8px ${vars.color.primarySoft}, ${vars.shadow.md}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderColor: vars.color.textMuted, boxShadow: 'none', background: vars.color.surface },
  },
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const fields = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  flex: '1 1 0',
  minWidth: 0,
});

export const fieldLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[data-disabled]': { background: vars.color.surface, cursor: 'not-allowed' },
  },
});

export const dash = style({
  paddingBottom: vars.space.xs,
  color: vars.color.textMuted,
});

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
