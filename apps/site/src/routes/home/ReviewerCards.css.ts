import { mediaQuery, responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const reviewerGrid = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const reviewer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  '@media': { [mediaQuery('tablet')]: { padding: vars.space.md } },
});

export const reviewerRank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.secondarySoft,
  color: vars.color.warning,
  fontFamily: vars.font.serif,
  fontWeight: vars.fontWeight.bold,
});

export const reviewerBadge = style({ minWidth: 0 });

export const reviewerCounts = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
