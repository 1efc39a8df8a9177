import { MOBILE_CHROME_SCROLL } from '@kwc/domain';

export interface HideOnScrollState {
  hidden: boolean;
  lastY: number;
  /** Distance scrolled in the current direction (positive down, negative up). */
  run: number;
}

export interface HideOnScrollOptions {
  /**
   * Above this scroll position the chrome always shows (spec section 2: 360 px).
   * @default 360
   */
  topOffset?: number;
  /**
   * Distance to scroll in one direction before the chrome hides or shows (spec section 2: 120 px).
   * @default 120
   */
  threshold?: number;
}

export const initialHideOnScrollState = (y = 0): HideOnScrollState => ({ hidden: false, lastY: y, run: 0 });

/**
 * Next state after the page scrolled to `y`: hidden after scrolling down `threshold` px past
 * `topOffset`, shown again after scrolling up `threshold` px or near the top.
 */
export function nextHideOnScrollState(
  state: HideOnScrollState,
  y: number,
  {
    topOffset = MOBILE_CHROME_SCROLL.topOffsetPx,
    threshold = MOBILE_CHROME_SCROLL.cumulativeScrollPx,
  }: HideOnScrollOptions = {},
): HideOnScrollState {
  const delta = y - state.lastY;
  if (delta === 0) return state;
  // A change of direction starts a new run.
  const run = Math.sign(delta) === Math.sign(state.run) ? state.run + delta : delta;
  let hidden = state.hidden;
  if (y <= topOffset) hidden = false;
  else if (run >= threshold) hidden = true;
  else if (run <= -threshold) hidden = false;
  return { hidden, lastY: y, run };
}
