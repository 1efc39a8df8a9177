import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const ingredientsIntro = style({
  margin: 0,
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ingredientLegendMark = style({ color: vars.color.secondary, verticalAlign: 'middle' });

export const ingredients = style([
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    counterReset: 'inci',
    columnGap: vars.space.xl,
  },
  responsiveStyle({ tablet: { columns: 2 }, desktop: { columns: 3 } }),
]);

export const ingredient = style({
  counterIncrement: 'inci',
  breakInside: 'avoid',
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: {
    '&::before': {
      content: 'counter(inci)',
      minWidth: '1.75rem',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'right',
    },
  },
});

export const ingredientBody = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const ingredientInci = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const ingredientLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const ingredientName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const importantMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3xs'],
  marginLeft: vars.space['2xs'],
  color: vars.color.secondary,
  verticalAlign: 'middle',
});
