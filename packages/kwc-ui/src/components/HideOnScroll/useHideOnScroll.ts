import { useLayoutEffect, useState } from 'react';

import { initialHideOnScrollState, nextHideOnScrollState, type HideOnScrollOptions } from './scrollState';

/**
 * Whether mobile chrome (header, bottom bar) should be hidden now: it hides on scroll down and
 * shows on scroll up (spec section 2 "Layouts and responsive behaviour"). Always `false` on the
 * server and on first render, so hydration matches.
 */
export function useHideOnScroll({ topOffset, threshold }: HideOnScrollOptions = {}): boolean {
  const [hidden, setHidden] = useState(false);
  // A layout effect: the listener is in place as soon as the bar is on screen.
  useLayoutEffect(() => {
    let state = initialHideOnScrollState(window.scrollY);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      // One reading per frame: scroll events can fire many times between paints.
      frame = requestAnimationFrame(() => {
        frame = 0;
        state = nextHideOnScrollState(state, window.scrollY, { topOffset, threshold });
        setHidden(state.hidden);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [topOffset, threshold]);
  return hidden;
}
