import { focusRing, vars } from '@kwc/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** Custom property carrying an option's swatch colour (data of the option, not a token). */
export const swatchColorProperty = '--kwc-option-swatch';

export const root = style({
  // Holds the visually hidden texts and inputs, so they never stretch the page.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.sans,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  // A floated legend is an ordinary child of its fieldset (HTML rendering rules), so it takes part
  // in the group's flex layout and gap like the other rows.
  float: 'left',
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '40px',
  paddingLeft: `calc(${vars.space.sm} + 18px + ${vars.space.xs})`,
  paddingRight: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.textMuted },
    '&[data-focused]': {
      borderColor: vars.color.primary,
      background: vars.color.background,
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
    },
  },
});

// The browser's own clear button would sit next to ours.
globalStyle(`${searchInput}::-webkit-search-cancel-button`, { appearance: 'none' });

export const searchClear = style({
  position: 'absolute',
  right: vars.space['2xs'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySoft, color: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});

globalStyle(`${search}[data-empty] ${searchClear}`, { display: 'none' });

/** The option lists: selected ones (never scrolled away) and the rest (scrolls within the filter). */
export const options = recipe({
  base: { minWidth: 0 },
  variants: {
    layout: {
      list: { display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] },
      tiles: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
      logos: {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(5.75rem, 1fr))',
        gap: vars.space.xs,
      },
    },
    section: {
      selected: {
        paddingBottom: vars.space.sm,
        borderBottom: `1px solid ${vars.color.border}`,
      },
      rest: {
        // Shows a part of the next row: a hint that the list scrolls.
        maxHeight: '20rem',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        // Room for the focus ring of the edge options inside the scroll box.
        padding: vars.space['2xs'],
        margin: `calc(-1 * ${vars.space['2xs']})`,
        scrollbarWidth: 'thin',
        scrollbarColor: `${vars.color.border} transparent`,
      },
    },
  },
});

const optionBase = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'default' },
  },
});

// The native checkbox stays in the label, invisible over the drawn box: the label is its target.
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: 0,
  opacity: 0,
  pointerEvents: 'none',
});

export const option = recipe({
  base: optionBase,
  variants: {
    layout: {
      list: {
        minHeight: '40px',
        padding: `${vars.space['2xs']} ${vars.space.xs}`,
        borderRadius: vars.radius.md,
        selectors: {
          '&:hover:not([data-disabled])': { background: vars.color.surface },
          '&[data-selected]': { fontWeight: vars.fontWeight.medium },
        },
      },
      tiles: {
        minHeight: '36px',
        gap: vars.space.xs,
        padding: `${vars.space['2xs']} ${vars.space.sm}`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
        background: vars.color.background,
        selectors: {
          '&:hover:not([data-disabled])': { borderColor: vars.color.primary },
          '&[data-selected]': {
            borderColor: vars.color.primary,
            background: vars.color.primarySoft,
            color: vars.color.primary,
            fontWeight: vars.fontWeight.medium,
          },
        },
      },
      logos: {
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: vars.space['2xs'],
        padding: `${vars.space.xs} ${vars.space['2xs']}`,
        fontSize: vars.fontSize.xs,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.background,
        textAlign: 'center',
        selectors: {
          '&:hover:not([data-disabled])': { borderColor: vars.color.primary, boxShadow: vars.shadow.sm },
          '&[data-selected]': {
            borderColor: vars.color.primary,
            background: vars.color.primarySoft,
            boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
          },
        },
      },
    },
  },
});

export const check = style({
  opacity: 0,
  transform: 'scale(0.6)',
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${optionBase}[data-selected] &`]: { opacity: 1, transform: 'scale(1)' },
  },
});

export const box = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  },
  variants: {
    layout: {
      list: {
        width: '20px',
        height: '20px',
        // A 3:1 border against white (WCAG 1.4.11): the soft border token is too light for a control.
        border: `1.5px solid ${vars.color.textMuted}`,
        borderRadius: vars.radius.sm,
        background: vars.color.background,
        color: vars.color.onPrimary,
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          [`${optionBase}:hover &`]: { borderColor: vars.color.primary },
          [`${optionBase}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
          [`${optionBase}[data-disabled] &`]: { opacity: 0.6 },
        },
      },
      // Pills show the tick only once chosen: the pill's colour already tells the state.
      tiles: {
        display: 'none',
        color: vars.color.primary,
        marginLeft: `calc(-1 * ${vars.space['2xs']})`,
        selectors: { [`${optionBase}[data-selected] &`]: { display: 'inline-flex' } },
      },
      // A tick badge in the tile's corner once chosen.
      logos: {
        position: 'absolute',
        top: vars.space['2xs'],
        right: vars.space['2xs'],
        width: '18px',
        height: '18px',
        borderRadius: vars.radius.full,
        background: vars.color.primary,
        color: vars.color.onPrimary,
        opacity: 0,
        selectors: { [`${optionBase}[data-selected] &`]: { opacity: 1 } },
      },
    },
  },
});

export const swatch = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: `var(${swatchColorProperty})`,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  flex: '1 1 auto',
  minWidth: 0,
});

export const optionLabel = style({
  // A long Polish word in a narrow tile ('Przetłuszczające') breaks at a syllable where the browser
  // knows Polish (the page is lang="pl"), and anywhere only where it does not.
  hyphens: 'auto',
  overflowWrap: 'anywhere',
});

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  textWrap: 'balance',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const count = style({
  flexShrink: 0,
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${optionBase}[data-selected] &`]: { background: vars.color.background, color: vars.color.primary },
  },
});

export const logo = style({
  display: 'block',
  width: '100%',
  height: '32px',
});

export const logoImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const logoFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const placeholder = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs}`,
});

export const placeholderRow = style({
  display: 'block',
  height: '16px',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  opacity: 0.7,
  selectors: {
    '&:nth-child(1)': { width: '72%' },
    '&:nth-child(2)': { width: '58%' },
    '&:nth-child(3)': { width: '80%' },
    '&:nth-child(4)': { width: '46%' },
    '&:nth-child(5)': { width: '64%' },
  },
});

export const placeholderSpinner = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const loadMore = style({
  alignSelf: 'flex-start',
  paddingLeft: vars.space.xs,
  paddingRight: vars.space.sm,
});
