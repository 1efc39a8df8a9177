import { responsiveStyle, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: [
    {
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      width: '100%',
      marginLeft: 'auto',
      marginRight: 'auto',
      padding: `${vars.space.lg} ${vars.container.gutter}`,
      fontFamily: vars.font.sans,
      color: vars.color.text,
    },
    responsiveStyle({
      tablet: {
        padding: vars.space.xl,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.background,
        boxShadow: vars.shadow.sm,
      },
    }),
  ],
  variants: {
    width: { narrow: { maxWidth: '28rem' }, wide: { maxWidth: '44rem' } },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({
  marginTop: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
