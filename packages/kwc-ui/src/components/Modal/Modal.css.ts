import { mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/**
 * Custom properties that carry `topOffset` from the component to its stylesheet: the mobile value,
 * and the desktop value that takes over from the desktop breakpoint, so the switch happens in CSS
 * and a server-rendered page is right before hydration.
 */
export const topOffsetProperty = {
  mobile: '--kwc-modal-top-offset',
  desktop: '--kwc-modal-top-offset-desktop',
} as const;

const mobileTop = `var(${topOffsetProperty.mobile})`;
const desktopTop = `var(${topOffsetProperty.desktop}, ${mobileTop})`;

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const exit = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

// Gap kept between the card and the edges of the viewport.
const edge = { mobile: vars.space.md, desktop: vars.space.xl };

export const content = recipe({
  base: [
    {
      position: 'fixed',
      zIndex: vars.zIndex.modal,
      // Centred by auto margins inside the viewport box, so `transform` stays free for the animation.
      inset: 0,
      margin: 'auto',
      boxSizing: 'border-box',
      width: `calc(100% - 2 * ${edge.mobile})`,
      height: 'fit-content',
      maxHeight: [`calc(100vh - 2 * ${edge.mobile})`, `calc(100dvh - 2 * ${edge.mobile})`],
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      background: vars.color.background,
      color: vars.color.text,
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.sans,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      outline: 'none',
      animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
      selectors: {
        // Radix keeps the closing card mounted until this animation ends.
        '&[data-state="closed"]': { animation: `${exit} ${vars.motion.fast} ${vars.motion.easing}` },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { animation: 'none' },
      },
    },
    responsiveStyle({
      desktop: {
        width: `calc(100% - 2 * ${edge.desktop})`,
        maxHeight: [`calc(100vh - 2 * ${edge.desktop})`, `calc(100dvh - 2 * ${edge.desktop})`],
        padding: vars.space.xl,
        gap: vars.space.lg,
      },
    }),
  ],
  variants: {
    size: {
      sm: { maxWidth: '25rem' },
      md: { maxWidth: '35rem' },
      lg: { maxWidth: '50rem' },
    },
    offset: {
      centred: {},
      top: [
        {
          top: mobileTop,
          bottom: 'auto',
          marginTop: 0,
          maxHeight: [`calc(100vh - ${mobileTop} - ${edge.mobile})`, `calc(100dvh - ${mobileTop} - ${edge.mobile})`],
        },
        responsiveStyle({
          desktop: {
            top: desktopTop,
            maxHeight: [
              `calc(100vh - ${desktopTop} - ${edge.desktop})`,
              `calc(100dvh - ${desktopTop} - ${edge.desktop})`,
            ],
          },
        }),
      ],
    },
  },
  defaultVariants: { size: 'md', offset: 'centred' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style([
  {
    margin: 0,
    // Leaves the close button's 44 px row to itself without shifting a one-line title.
    paddingTop: vars.space.xs,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize['2xl'] } }),
]);

export const close = style({
  // Pulls the 44 px target into the card's padding so its icon lines up with the text edge.
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const footer = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  },
  responsiveStyle({
    tablet: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end' },
  }),
]);

// Mobile: every action is a full-width row, thumb-sized.
globalStyle(`${footer} > *`, { width: '100%', '@media': { [mediaQuery('tablet')]: { width: 'auto' } } });
