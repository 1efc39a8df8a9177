import { SORT_OPTIONS, type AggFilters, type CategoryResponse, type DecodedCategoryPath, type Sort } from '@kwc/domain';
import type { AggFilterName, FilterRemoval } from '@kwc/ui';
import { startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

import { firstPageIntent } from '../../app/firstView';
import type { FilterChange } from './ListingFilters';
import { ListingProducts } from './ListingProducts';
import {
  chosenValues,
  FLAG_ON_VALUES,
  hasChosenFilters,
  pageOf,
  rangeUrlValue,
  urlFilterOf,
  withFilterValues,
  withoutFilters,
  withoutSearch,
  withSort,
  type ListingAddress,
} from './listingUrl';
import * as styles from './ListingPage.css';
import { ChipsSlot, FiltersSlot, loadListingControlsOnIntent, preloadListingControls, SortSlot } from './ListingSlots';
import { scrollTopOf } from './scroll';

/** A listing's data once its category and decoded path are known. */
export type ListingData = CategoryResponse & {
  category: NonNullable<CategoryResponse['category']>;
  decodedCategoryPath: DecodedCategoryPath;
};

/** The scroll position to keep across the next listing change (a filter ticked in the sidebar). */
let keptScroll: number | null = null;

/** How a listing screen moves to another state of itself (a filter, a sort, a cleared search). */
export interface ListingNavigation {
  /** Navigates to the state `next` gives, once the tick that asked for it has painted. */
  go: (next: () => DecodedCategoryPath) => void;
  /** The filters, toolbar and results: a filter tick keeps the scroll, never below their top. */
  layoutRef: RefObject<HTMLDivElement | null>;
  /** The phone's filter sheet opened or closed. */
  onSheetChange: (open: boolean) => void;
}

export function useListingNavigation(address: ListingAddress, apiPath: string): ListingNavigation {
  const [, navigate] = useLocation();
  // Whether the phone's filter sheet is open; the sheet keeps its own state (no re-render here).
  const sheetOpen = useRef(false);

  // A filter ticked in the sidebar keeps the page where it was, but never below the top of the
  // results: a shorter listing must not leave the visitor facing an empty page.
  const layoutRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (keptScroll === null) return;
    const limit = layoutRef.current ? scrollTopOf(layoutRef.current) : 0;
    window.scrollTo(0, Math.min(keptScroll, limit));
    keptScroll = null;
  }, [apiPath]);

  const go = (next: () => DecodedCategoryPath) => {
    // The tick paints first: the navigation (a long task) and the scroll position's read (a forced
    // layout) wait a frame and a task (bench/README.md, "Design notes", the filter tick). The
    // sidebar keeps the scroll position; the phone's sheet returns to the top of the results.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const href = address.href(next());
          keptScroll = sheetOpen.current ? null : window.scrollY;
          startTransition(() => navigate(href));
        }, 0),
      ),
    );
  };
  const onSheetChange = useCallback((open: boolean) => {
    sheetOpen.current = open;
  }, []);
  return { go, layoutRef, onSheetChange };
}

/** 'Trafność' only sorts search results (spec section 3). */
const SORTS_FOR_SEARCH = SORT_OPTIONS;
const SORTS = SORT_OPTIONS.filter((option) => option.field !== 'relevance');

export interface ListingResultsProps {
  data: ListingData;
  apiPath: string;
  /** The visitor's listing state: the decoded path without what the page itself fixes. */
  path: DecodedCategoryPath;
  address: ListingAddress;
  /** From `useListingNavigation`. */
  go: ListingNavigation['go'];
  layoutRef: ListingNavigation['layoutRef'];
  onSheetChange: ListingNavigation['onSheetChange'];
  /** The filters the visitor may change. */
  filters: AggFilters;
  /** Filter values the page fixes, by filter name without `agg_` (a landing page's). */
  predefined: Record<string, string[]>;
  /** The search phrase the listing shows results for. */
  phrase: string | null;
  /** The next state is on its way: the current one stays, dimmed. */
  isUpdating: boolean;
  /** Product columns on a phone (the visitor's remembered choice). */
  columnCount: number;
  countText: string;
}

/**
 * A listing's filters, toolbar (count and sort), chosen filters and products: every state is a URL
 * (`address`), so it can be shared, server-rendered and restored by the back button.
 */
export function ListingResults({
  data,
  apiPath,
  path,
  address,
  go,
  layoutRef,
  onSheetChange,
  filters,
  predefined,
  phrase,
  isUpdating,
  columnCount,
  countText,
}: ListingResultsProps) {
  const { category } = data;
  const page = pageOf(path);

  const changeFilter = (name: AggFilterName, change: FilterChange) => {
    const target = urlFilterOf(name, category);
    const filter = filters[name];
    if (!target || !filter) return;
    let values: string[];
    if (change.type === 'options') values = chosenValues(change.value, predefined[name.replace(/^agg_/, '')]);
    else if (change.type === 'range') values = [rangeUrlValue(change.value)].filter((value) => value !== null);
    else values = change.value === 1 ? [...FLAG_ON_VALUES] : [];
    go(() => withFilterValues(path, target, values));
  };

  const removeChip = (removal: FilterRemoval) => {
    if (removal.type === 'options') changeFilter(removal.name, { type: 'options', value: removal.value });
    else if (removal.type === 'range') changeFilter(removal.name, { type: 'range', value: removal.value });
    else changeFilter(removal.name, { type: 'flag', value: 0 });
  };

  // The lazily loaded controls and the memoised grid get callbacks that never change (see
  // ListingSlots), reading the latest handlers when called.
  const latest = {
    changeFilter,
    removeChip,
    clearFilters: () => go(() => withoutFilters(path)),
    clearAll: () => go(() => (phrase ? withoutSearch(withoutFilters(path)) : withoutFilters(path))),
    sortBy: (sort: Sort) => go(() => withSort(path, sort)),
  };
  const handlers = useRef(latest);
  useLayoutEffect(() => {
    handlers.current = latest;
  });
  const onFilterChange = useCallback(
    (name: AggFilterName, change: FilterChange) => handlers.current.changeFilter(name, change),
    [],
  );
  const onClearFilters = useCallback(() => handlers.current.clearFilters(), []);
  const onClearAll = useCallback(() => handlers.current.clearAll(), []);
  const onRemoveChip = useCallback((removal: FilterRemoval) => handlers.current.removeChip(removal), []);
  const onSort = useCallback((sort: Sort) => handlers.current.sortBy(sort), []);
  // The first view's controls come on the visitor's first sign of use (see ListingSlots).
  useEffect(() => {
    const intent = firstPageIntent();
    if (!intent) return loadListingControlsOnIntent();
    void preloadListingControls(intent);
  }, []);

  return (
    <div ref={layoutRef} className={styles.layout}>
      <FiltersSlot
        className={styles.filters}
        category={category}
        apiPath={apiPath}
        filters={filters}
        total={data.total}
        predefined={predefined}
        isLoading={isUpdating}
        onOpenChange={onSheetChange}
        onChange={onFilterChange}
        onClearAll={onClearFilters}
      />
      <div className={styles.toolbar}>
        <p className={styles.toolbarCount}>
          <span className={styles.toolbarStrong}>{countText}</span>
          {phrase ? ` dla „${phrase}”` : null}
        </p>
        <SortSlot value={path.sort} options={phrase ? SORTS_FOR_SEARCH : SORTS} onChange={onSort} />
      </div>
      <div className={styles.selected}>
        <ChipsSlot filters={filters} predefined={predefined} onRemove={onRemoveChip} onClearAll={onClearFilters} />
      </div>
      <div className={styles.results} aria-busy={isUpdating || undefined}>
        {/* Its own boundary: hydration yields between the tiles and the rest of the page. */}
        <Suspense>
          <ListingProducts
            address={address}
            path={path}
            page={page}
            products={data.products}
            total={data.total}
            columnCount={columnCount}
            canClear={hasChosenFilters(path) || phrase !== null}
            onClear={onClearAll}
          />
        </Suspense>
      </div>
    </div>
  );
}
