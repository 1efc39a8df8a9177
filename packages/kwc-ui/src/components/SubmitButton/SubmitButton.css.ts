import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// A ring in the button's text colour (white on the primary button); the text says what is happening.
export const spinner = style({
  display: 'block',
  width: '16px',
  height: '16px',
  boxSizing: 'border-box',
  border: '2px solid currentColor',
  borderTopColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
