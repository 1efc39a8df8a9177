/** The parts `DEFERRED_DRAWING` (deferredDrawing.ts) marks. */
export const DEFERRED_DRAWING_SELECTOR = '[data-deferred-drawing]';

/**
 * Draws the `DEFERRED_DRAWING` parts (deferredDrawing.ts) that hold `target` or come before it: until
 * drawn they keep a stand-in height, so a scroll to `target` would land where they end only by chance.
 * A module of its own: the layout's code carries it, the pages' idle drawing stays with the pages.
 */
export function drawDeferredPartsUpTo(target: Element): void {
  for (const part of document.querySelectorAll<HTMLElement>(DEFERRED_DRAWING_SELECTOR)) {
    if (part.contains(target) || part.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
      part.style.contentVisibility = 'visible';
  }
}
