import { vars } from '@kwc/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
});

export const ring = style({
  display: 'block',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: vars.color.primarySoft,
  borderTopColor: 'currentColor',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A slower turn still says "busy" without constant motion.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});
