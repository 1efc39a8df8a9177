import { mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const awardGrid = style([
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  }),
]);

export const awardItem = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.secondarySoft}`,
  background: vars.color.secondarySoft,
  overflow: 'hidden',
});

export const awardLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  // Labels of one row line up: three lines reserved on phones, two from tablets.
  minHeight: `calc(3em * ${vars.lineHeight.tight} + 2 * ${vars.space.xs})`,
  '@media': { [mediaQuery('tablet')]: { minHeight: `calc(2em * ${vars.lineHeight.tight} + 2 * ${vars.space.xs})` } },
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const awardIcon = style({ flexShrink: 0, color: vars.color.secondary });
