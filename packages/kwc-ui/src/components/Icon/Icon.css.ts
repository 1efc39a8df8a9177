import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});
