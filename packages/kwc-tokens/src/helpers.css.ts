import { style } from '@vanilla-extract/css';

import { vars } from './contract.css';

/**
 * The focus ring of every focusable control: a style rule to put under the control's focus
 * selector (`'&:focus-visible'`, `'&[data-focus-visible]'`). Global styles give it to `:focus-visible`.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/**
 * The rule of `visuallyHidden`, for a style that shows its element again from a breakpoint: one
 * class then holds both, so the override never depends on the order of two stylesheets.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hides an element from sight and keeps it in the accessibility tree (screen-reader-only text). */
export const visuallyHidden = style(visuallyHiddenRule);
