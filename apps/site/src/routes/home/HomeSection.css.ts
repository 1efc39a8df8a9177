import { responsiveStyle, vars } from '@kwc/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const sectionBase = style([
  {
    paddingTop: vars.space.xl,
    paddingBottom: vars.space.xl,
    // Laid out and painted only near the viewport (most of a phone's first style and layout work is
    // below the fold); the height stands in until the section has been shown once (bench/README.md,
    // "Design notes", sections drawn near the viewport).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1150px',
  },
  responsiveStyle({
    desktop: { paddingTop: vars.space['2xl'], paddingBottom: vars.space['2xl'], containIntrinsicSize: 'auto 760px' },
  }),
]);

export const section = styleVariants({
  plain: [sectionBase],
  soft: [sectionBase, { background: vars.color.surface }],
});
