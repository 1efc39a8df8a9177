import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const media = style([
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '300px',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: `radial-gradient(circle at 50% 40%, ${vars.color.background} 0%, ${vars.color.surface} 70%)`,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  responsiveStyle({ tablet: { height: 'auto', aspectRatio: '1 / 1', padding: vars.space.lg } }),
]);

export const packshot = style([
  {
    display: 'block',
    width: 'auto',
    height: '100%',
    maxWidth: '100%',
    objectFit: 'contain',
  },
  responsiveStyle({ tablet: { width: '100%', height: 'auto', maxWidth: '480px' } }),
]);

export const mediaState = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandBlack,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
