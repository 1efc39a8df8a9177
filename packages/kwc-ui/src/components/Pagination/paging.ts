import { formatNumber, LISTING, pluralPl } from '@kwc/domain';

import { SHARED_MESSAGES } from '../private/messages';

/**
 * What the foot of a listing offers after `loaded` of `total` products (spec section 9):
 * - `more`: another page exists; it loads by itself while fewer than 192 products are shown
 *   (`autoLoad`), and from 192 on only when the visitor presses the button;
 * - `windowLimit`: the next page would start past the 10,000-product window, so filters must narrow
 *   the results;
 * - `complete`: everything is shown.
 */
export type LoadMoreState =
  | {
      status: 'more';
      /** Infinite loading still applies (fewer than `LISTING.loadMoreButtonThreshold` shown). */
      autoLoad: boolean;
      /** The 1-based page to load next. */
      nextPage: number;
      /** How many products it will add: a page, the remainder, or what still fits in the window. */
      nextCount: number;
    }
  | { status: 'windowLimit' }
  | { status: 'complete' };

/** The state of the load-more foot of a listing; see `LoadMoreState`. */
export function loadMoreState({
  loaded,
  total,
  pageSize = LISTING.pageSize,
}: {
  loaded: number;
  total: number;
  pageSize?: number;
}): LoadMoreState {
  if (loaded >= total) return { status: 'complete' };
  if (loaded >= LISTING.productWindow) return { status: 'windowLimit' };
  return {
    status: 'more',
    autoLoad: loaded < LISTING.loadMoreButtonThreshold,
    nextPage: Math.floor(loaded / pageSize) + 1,
    nextCount: Math.min(pageSize, total - loaded, LISTING.productWindow - loaded),
  };
}

// After "z" (out of) Polish takes the genitive: z 1 produktu, z 2 produktów, z 5 produktów.
const PRODUCT_GENITIVE_FORMS = ['produktu', 'produktów', 'produktów'] as const;

// ours: the spec fixes the numbers of section 9, not the copy.
export const LOAD_MORE_MESSAGES = {
  loadMore: SHARED_MESSAGES.loadMore,
  loading: 'Ładowanie produktów…',
  windowLimit: 'Wyświetlono maksymalną liczbę produktów. Zawęź wyniki filtrami, aby zobaczyć więcej.',
  /** 'Wyświetlono 48 z 12 345 produktów' (Polish groups thousands from five digits on). */
  progress: (loaded: number, total: number) =>
    `Wyświetlono ${formatNumber(loaded)} z ${formatNumber(total)} ${pluralPl(total, PRODUCT_GENITIVE_FORMS)}`,
  /** The button once infinite loading stops: 'Pokaż kolejne 24 produkty'. */
  loadNext: (count: number) =>
    count === 1 ? 'Pokaż ostatni produkt' : `Pokaż kolejne ${count} ${pluralPl(count, SHARED_MESSAGES.productForms)}`,
} as const;

/** A slot of a numbered pagination: a page number or a gap ('…'). */
export type PaginationSlot = number | 'gap';

/**
 * The pages a numbered pagination shows: always the first and last, the current one with
 * `siblings` on each side, and gaps for the rest; the count of slots stays constant so the bar does
 * not jump. 1 … 4 5 6 … 20.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (count <= slots) return range(1, count);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const leftGap = left > 3;
  const rightGap = right < count - 2;
  if (!leftGap) return [...range(1, slots - 2), 'gap', count];
  if (!rightGap) return [1, 'gap', ...range(count - (slots - 3), count)];
  return [1, 'gap', ...range(left, right), 'gap', count];
}
