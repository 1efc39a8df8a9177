import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });

export const bars = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space['2xs'] });

export const bar = recipe({
  base: { height: '6px', borderRadius: vars.radius.full, background: vars.color.border },
  variants: {
    filled: { true: {}, false: {} },
    level: { weak: {}, fair: {}, strong: {} },
  },
  compoundVariants: [
    { variants: { filled: true, level: 'weak' }, style: { background: vars.color.error } },
    { variants: { filled: true, level: 'fair' }, style: { background: vars.color.secondary } },
    { variants: { filled: true, level: 'strong' }, style: { background: vars.color.success } },
  ],
});

export const text = style({
  minHeight: '1.5em',
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
