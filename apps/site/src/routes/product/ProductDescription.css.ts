import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const prose = style({
  maxWidth: '46rem',
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
