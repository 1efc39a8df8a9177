import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.md,
  paddingBottom: vars.space['2xl'],
});

export const breadcrumbs = style({ marginBottom: vars.space.md });
