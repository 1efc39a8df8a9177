import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const followAction = style([
  { display: 'grid', gap: vars.space.xs, justifyItems: 'start', gridColumn: '2' },
  responsiveStyle({ tablet: { justifyItems: 'end', gridColumn: 'auto' } }),
]);

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.error });
