import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const textarea = style({ minHeight: '6rem', resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const hint = style({ color: vars.color.warning, fontWeight: vars.fontWeight.medium });

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
