import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const root = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.secondary}`,
    background: vars.color.secondarySoft,
    color: vars.color.primary,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
  },
  variants: {
    size: {
      sm: { width: '30px', height: '30px', fontSize: vars.fontSize.xs },
      lg: { width: '96px', height: '96px', fontSize: vars.fontSize['2xl'] },
    },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
