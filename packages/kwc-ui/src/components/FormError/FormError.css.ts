import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  background: vars.color.errorSoft,
  color: vars.color.text,
  fontFamily: vars.font.sans,
  selectors: { '&:focus-visible, &:focus': focusRing },
});

export const icon = style({ color: vars.color.error });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.normal });

export const list = style({ margin: 0, paddingLeft: vars.space.md, lineHeight: vars.lineHeight.normal });

export const link = style({
  color: vars.color.error,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});
