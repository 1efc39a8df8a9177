import { style } from '@vanilla-extract/css';

/*
 * The gate hides the adult page from its first frame: a site draws the same backdrop in its server
 * HTML until this modal takes over, and the modal appears without fading in, so no frame shows the
 * page through a backdrop that is still transparent (issue 34).
 */

/** The gate's backdrop: darker than a modal's dimming, and blurred. */
export const backdrop = style({
  background: 'rgba(20, 12, 26, 0.72)',
  backdropFilter: 'blur(6px)',
  selectors: { '&[data-state="open"]': { animation: 'none' } },
});

/** The gate's card, there at once (it replaces the server's, already on screen). */
export const card = style({
  selectors: { '&[data-state="open"]': { animation: 'none' } },
});
