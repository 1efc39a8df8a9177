import { focusRing, vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const stars = style({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'] });

// 44 px targets (WCAG 2.5.5) around 32 px stars.
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const filled = style({ color: vars.color.primary });

export const empty = style({ color: vars.color.textMuted });

export const value = style({ marginLeft: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
