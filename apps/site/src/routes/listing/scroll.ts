/** Room kept above the listing when the page scrolls to it. */
const SCROLL_MARGIN_PX = 16;

/**
 * The height of the site's header when it stays on screen (sticky or fixed). Its full height even
 * while it is slid away: these scrolls go up, and scrolling up brings it back.
 */
function stickyHeaderHeight(): number {
  for (let node = document.querySelector('header'); node && node !== document.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'sticky' || position === 'fixed') return node instanceof HTMLElement ? node.offsetHeight : 0;
  }
  return 0;
}

/** The scroll position that shows `element` at the top of the viewport, below the site's header. */
export function scrollTopOf(element: Element): number {
  const top = element.getBoundingClientRect().top + window.scrollY;
  return Math.max(0, top - stickyHeaderHeight() - SCROLL_MARGIN_PX);
}
