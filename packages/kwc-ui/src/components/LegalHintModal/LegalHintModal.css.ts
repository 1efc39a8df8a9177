import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const paragraph = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  color: vars.color.error,
});
