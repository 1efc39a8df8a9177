import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const wrap = style({ position: 'relative' });

export const select = style({ appearance: 'none', paddingRight: '2.75rem', cursor: 'pointer' });

export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
