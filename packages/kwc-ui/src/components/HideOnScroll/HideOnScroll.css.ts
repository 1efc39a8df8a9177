import { vars } from '@kwc/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-hidden="true"]': { transform: 'translateY(-100%)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
