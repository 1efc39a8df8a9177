import type { Analytics } from '@kwc/hooks';

import { ITEM_LIST_ATTRIBUTE, START_POSITION_ATTRIBUTE } from './itemList';

/** How much of a tile must be in view, and for how long, to count as seen (the IAB's viewability rule). */
const VISIBLE_RATIO = 0.5;
const VISIBLE_MS = 1000;

/**
 * Sends an `item_view` event (spec section 7) for each product tile of a listing seen: at least half
 * of it in view for a second. `element` is the product's address, `position` its place in the
 * listing, `start_position` the place of the page's first product, `timer` the milliseconds from the
 * list's showing to the view, `sequence` the count of item views of that list. A tile counts once per
 * list shown (another page, filter or sort is another list). Returns the function that stops it.
 */
export function trackItemViews(analytics: Pick<Analytics, 'track'>, root: Document = document): () => void {
  const lists = new WeakMap<Element, { key: string; shownAt: number; sequence: number; seen: Set<string> }>();
  const watched = new WeakSet<Element>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();

  const listOf = (tile: Element) => tile.closest(`[${ITEM_LIST_ATTRIBUTE}]`);
  const tilesOf = (list: Element) =>
    [...list.querySelectorAll('li')].filter((item) => item.firstElementChild?.tagName === 'ARTICLE');
  /** The list's state; a list showing another page (its key changed) starts afresh. */
  const stateOf = (list: Element, shownAt = performance.now()) => {
    const key = list.getAttribute(ITEM_LIST_ATTRIBUTE) ?? '';
    let state = lists.get(list);
    if (!state || state.key !== key) {
      state = { key, shownAt: state ? performance.now() : shownAt, sequence: 0, seen: new Set() };
      lists.set(list, state);
    }
    return state;
  };

  const send = (tile: Element) => {
    const list = listOf(tile);
    const link = tile.querySelector('a[href]');
    if (!list || !link || !tile.isConnected) return;
    const state = stateOf(list);
    const element = new URL(link.getAttribute('href')!, location.href).pathname;
    if (state.seen.has(element)) return;
    const tiles = tilesOf(list);
    const startPosition = Number(list.getAttribute(START_POSITION_ATTRIBUTE)) || 1;
    const index = tiles.indexOf(tile as HTMLLIElement);
    if (index < 0) return;
    state.seen.add(element);
    state.sequence += 1;
    analytics.track('item_view', {
      element,
      position: startPosition + index,
      start_position: startPosition,
      timer: Math.round(performance.now() - state.shownAt),
      sequence: state.sequence,
    });
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const pending = timers.get(entry.target);
        if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
          if (pending === undefined) {
            timers.set(
              entry.target,
              setTimeout(() => {
                timers.delete(entry.target);
                send(entry.target);
              }, VISIBLE_MS),
            );
          }
        } else if (pending !== undefined) {
          clearTimeout(pending);
          timers.delete(entry.target);
        }
      }
    },
    { threshold: [0, VISIBLE_RATIO] },
  );

  let firstScan = true;
  const scan = () => {
    for (const list of root.querySelectorAll(`[${ITEM_LIST_ATTRIBUTE}]`)) {
      // The lists there from the start were shown with the page (its navigation began at 0).
      stateOf(list, firstScan ? 0 : performance.now());
      for (const tile of tilesOf(list)) {
        if (watched.has(tile)) continue;
        watched.add(tile);
        observer.observe(tile);
      }
    }
    firstScan = false;
  };
  scan();
  // New tiles (more loaded, another page) and new lists (a client navigation).
  let queued = false;
  const mutations = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      scan();
    });
  });
  mutations.observe(root.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [ITEM_LIST_ATTRIBUTE],
  });
  return () => {
    observer.disconnect();
    mutations.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
