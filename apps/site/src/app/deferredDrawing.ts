import { useEffect } from 'react';

import { DEFERRED_DRAWING_SELECTOR } from './drawDeferredParts';

/**
 * The attribute of a part of a page drawn late: its CSS gives it `content-visibility: auto`, so the
 * browser skips its style, layout and paint while it is off screen (most of a phone's first
 * rendering work is below the fold).
 */
export const DEFERRED_DRAWING = { 'data-deferred-drawing': '' } as const;

type Idle = (callback: () => void) => () => void;

const whenIdle: Idle = (callback) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
};

/**
 * Once the page is shown and the browser idle, draws the `DEFERRED_DRAWING` parts still skipped, one
 * per idle period (short tasks, not one long layout), for scrolling, find-in-page and captures to
 * find them drawn. `key` names the page on screen (a client navigation starts again).
 */
export function useDeferredDrawing(key: string, idle: Idle = whenIdle): void {
  useEffect(() => {
    const pending = [...document.querySelectorAll<HTMLElement>(DEFERRED_DRAWING_SELECTOR)];
    let cancel = () => {};
    const next = () => {
      const part = pending.shift();
      if (!part) return;
      part.style.contentVisibility = 'visible';
      cancel = idle(next);
    };
    cancel = idle(next);
    return () => cancel();
  }, [key, idle]);
}
