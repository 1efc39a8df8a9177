import { LISTING } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { LOAD_MORE_MESSAGES, loadMoreState, paginationRange } from './paging';

describe('loadMoreState', () => {
  it('loads by itself below the 192-product threshold', () => {
    expect(loadMoreState({ loaded: 24, total: 1000, pageSize: 24 })).toEqual({
      status: 'more',
      autoLoad: true,
      nextPage: 2,
      nextCount: 24,
    });
    expect(loadMoreState({ loaded: 168, total: 1000 })).toMatchObject({ autoLoad: true, nextPage: 8 });
  });

  it('offers a button from 192 products on', () => {
    expect(LISTING.loadMoreButtonThreshold).toBe(192);
    expect(loadMoreState({ loaded: 192, total: 1000 })).toEqual({
      status: 'more',
      autoLoad: false,
      nextPage: 9,
      nextCount: 24,
    });
  });

  it('adds only the remainder on the last page', () => {
    expect(loadMoreState({ loaded: 48, total: 50 })).toMatchObject({ status: 'more', nextCount: 2 });
  });

  it('is complete when everything is shown', () => {
    expect(loadMoreState({ loaded: 50, total: 50 })).toEqual({ status: 'complete' });
    expect(loadMoreState({ loaded: 0, total: 0 })).toEqual({ status: 'complete' });
  });

  it('stops at the 10,000-product window', () => {
    // Page 417 starts at 9,984, inside the window: it may load, but only up to 10,000.
    expect(loadMoreState({ loaded: 9984, total: 50_000 })).toEqual({
      status: 'more',
      autoLoad: false,
      nextPage: 417,
      nextCount: 16,
    });
    expect(loadMoreState({ loaded: 10_000, total: 50_000 })).toEqual({ status: 'windowLimit' });
    expect(loadMoreState({ loaded: 10_008, total: 50_000 })).toEqual({ status: 'windowLimit' });
    expect(loadMoreState({ loaded: 10_000, total: 10_000 })).toEqual({ status: 'complete' });
  });
});

describe('LOAD_MORE_MESSAGES', () => {
  it('counts in Polish', () => {
    expect(LOAD_MORE_MESSAGES.progress(48, 1234)).toBe('Wyświetlono 48 z 1234 produktów');
    expect(LOAD_MORE_MESSAGES.progress(10_008, 48_210)).toBe('Wyświetlono 10\u00a0008 z 48\u00a0210 produktów');
    expect(LOAD_MORE_MESSAGES.progress(1, 1)).toBe('Wyświetlono 1 z 1 produktu');
    expect(LOAD_MORE_MESSAGES.loadNext(24)).toBe('Pokaż kolejne 24 produkty');
    expect(LOAD_MORE_MESSAGES.loadNext(16)).toBe('Pokaż kolejne 16 produktów');
    expect(LOAD_MORE_MESSAGES.loadNext(1)).toBe('Pokaż ostatni produkt');
  });
});

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('clamps pages out of range and widens with more siblings', () => {
    expect(paginationRange(99, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationRange(0, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationRange(10, 30, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 30]);
  });
});
