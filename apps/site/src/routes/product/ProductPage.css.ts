import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.md,
  paddingBottom: vars.space['2xl'],
});

export const breadcrumbs = style({ marginBottom: vars.space.md });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
