import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

/** Keeps the recently viewed row's height while it loads: one row of tiles. */
export const recentlyViewedLoading = style([
  { minHeight: '340px', borderRadius: vars.radius.lg, background: vars.color.surface },
  responsiveStyle({ desktop: { minHeight: '380px' } }),
]);

export const centred = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.md });
