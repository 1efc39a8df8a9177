import { LISTING, SEARCH, type AggFilter, type AggFilters, type Category, type FilterOption } from '@kwc/domain';
import { useDebouncedValue, useFilterValues } from '@kwc/hooks';
import {
  activeFilterChips,
  FiltersPanel,
  type AggFilterName,
  type FiltersPanelProps,
  type OptionsFilterState,
} from '@kwc/ui';
import { useCallback, useEffect, useState } from 'react';

/** Options an options filter shows before 'Pokaż więcej': a dozen checkboxes, not hundreds. */
export const OPTIONS_SHOWN_AT_FIRST = 12;
/** Options each 'Pokaż więcej' reveals from those already loaded. */
export const OPTIONS_REVEALED_PER_STEP = 48;

type OptionsFilter = Extract<AggFilter, { type: 'options' }>;

/** What the API gave so far for a filter whose options load lazily (spec section 4). */
interface RemoteOptions {
  options: FilterOption[];
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
}

/** A filter's options beyond the category answer: the search typed, and the pages asked for. */
interface OptionsRequest {
  search: string;
  /** API pages wanted (beyond the category answer's first page). */
  pages: number;
}

export interface ListingFiltersProps extends Pick<
  FiltersPanelProps,
  'filters' | 'total' | 'onClearAll' | 'predefined' | 'isLoading' | 'onOpenChange'
> {
  category: Category;
  /** The listing path the API reads, for the filter-values calls. */
  apiPath: string;
  /** A filter's new value, ready for the URL: option slugs, a range or a 0/1 flag. */
  onChange: (name: AggFilterName, change: FilterChange) => void;
  className?: string;
}

export type FilterChange =
  | { type: 'options'; value: string[] }
  | { type: 'range'; value: { min: number | null; max: number | null } }
  | { type: 'flag'; value: 0 | 1 };

function isOptions(filter: AggFilter | undefined): filter is OptionsFilter {
  return filter?.type === 'options';
}

/**
 * The listing's filters panel (spec sections 3 and 4): every `agg_*` filter; an options filter shows a
 * dozen options, more by 'Pokaż więcej' (the category's answer's, then the API's page by page), and is
 * searched by its own field (locally once every option is loaded, else through the API).
 */
export function ListingFilters({
  category,
  apiPath,
  filters: listingFilters,
  onChange,
  onClearAll,
  className,
  ...panel
}: ListingFiltersProps) {
  // What the visitor just chose shows at once; the listing's own filters take over when they come.
  const [optimistic, setOptimistic] = useState<{ base: AggFilters; filters: AggFilters } | null>(null);
  const filters = optimistic?.base === listingFilters ? optimistic.filters : listingFilters;
  const change = (name: AggFilterName, next: FilterChange) => {
    const filter = filters[name];
    if (filter) setOptimistic({ base: listingFilters, filters: { ...filters, [name]: withValue(filter, next) } });
    onChange(name, next);
  };
  const clearAll = () => {
    const cleared = Object.fromEntries(
      Object.entries(filters).map(([name, filter]) => [
        name,
        withoutChoice(filter, panel.predefined?.[name.replace(/^agg_/, '')]),
      ]),
    ) as AggFilters;
    setOptimistic({ base: listingFilters, filters: cleared });
    onClearAll();
  };

  // Open at first: the first group and those with a choice. Every open group renders its options,
  // and the phone's sheet mounts them all when it opens, so the rest wait for a tap.
  const [defaultExpanded] = useState(() => {
    const first = Object.entries(listingFilters).find(([, filter]) => filter.visible)?.[0];
    const active = activeFilterChips(listingFilters, panel.predefined).map((chip) => chip.removal.name);
    return [...new Set([...(first ? [first as AggFilterName] : []), ...active])];
  });
  const [shown, setShown] = useState<Record<string, number>>({});
  const [requests, setRequests] = useState<Record<string, OptionsRequest>>({});
  const [remote, setRemote] = useState<Record<string, RemoteOptions>>({});

  // Another listing state counts options anew: what was revealed or loaded belongs to the old one.
  const [statePath, setStatePath] = useState(apiPath);
  if (statePath !== apiPath) {
    setStatePath(apiPath);
    setRequests((current) =>
      Object.fromEntries(
        Object.entries(current).flatMap(([name, request]) =>
          request.search ? [[name, { ...request, pages: 0 }]] : [],
        ),
      ),
    );
    setRemote({});
  }

  const report = useCallback((name: string, options: RemoteOptions | null) => {
    setRemote((current) => {
      if (options === null) {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name];
        return next;
      }
      return { ...current, [name]: options };
    });
  }, []);

  const layouts = new Map(
    category.property_patterns.map((pattern) => [`agg_${pattern.property_attribute}`, pattern.layout]),
  );
  const optionsState: Partial<Record<AggFilterName, OptionsFilterState>> = {};
  for (const [key, filter] of Object.entries(filters)) {
    if (!isOptions(filter)) continue;
    const name = key as AggFilterName;
    const request = requests[name];
    const loaded = remote[name];
    const search = request?.search ?? '';
    const searching = search.trim() !== '';
    const complete = filter.options.length >= filter.total;
    const all = loaded && loaded.options.length > 0 ? loaded.options : filter.options;
    const layout = layouts.get(name);
    if (searching) {
      // Every option loaded: the checkbox filter matches them itself. Otherwise the API searches.
      optionsState[name] = complete
        ? { layout, search, options: filter.options, total: filter.total, hasMore: false }
        : {
            layout,
            search,
            options: loaded?.options ?? [],
            total: loaded?.total ?? 0,
            hasMore: loaded?.hasMore ?? false,
            isLoading: loaded?.isLoading ?? true,
            isLoadingMore: loaded?.isLoadingMore ?? false,
          };
      continue;
    }
    const count = shown[name] ?? OPTIONS_SHOWN_AT_FIRST;
    optionsState[name] = {
      layout,
      search,
      options: all.slice(0, count),
      total: filter.total,
      hasMore: count < all.length || (loaded ? loaded.hasMore : !complete),
      isLoadingMore: loaded?.isLoadingMore ?? false,
    };
  }

  const loadMoreOptions = (name: AggFilterName) => {
    const filter = filters[name];
    if (!isOptions(filter)) return;
    const loaded = remote[name];
    const searching = (requests[name]?.search ?? '').trim() !== '';
    const all = loaded && loaded.options.length > 0 ? loaded.options : filter.options;
    const count = shown[name] ?? OPTIONS_SHOWN_AT_FIRST;
    if (!searching && count < all.length) {
      setShown((current) => ({ ...current, [name]: count + OPTIONS_REVEALED_PER_STEP }));
      return;
    }
    setShown((current) => ({ ...current, [name]: count + OPTIONS_REVEALED_PER_STEP }));
    setRequests((current) => ({
      ...current,
      [name]: { search: current[name]?.search ?? '', pages: (current[name]?.pages ?? 0) + 1 },
    }));
  };

  const searchOptions = (name: AggFilterName, search: string) => {
    setRequests((current) => ({ ...current, [name]: { search, pages: current[name]?.pages ?? 0 } }));
  };

  const loaders = Object.entries(requests).flatMap(([name, request]) => {
    const filter = filters[name as AggFilterName];
    if (!isOptions(filter) || filter.options.length >= filter.total) return [];
    if (request.search.trim() === '' && request.pages === 0) return [];
    return [
      <FilterOptionsLoader
        key={name}
        apiPath={apiPath}
        name={name}
        filter={filter}
        request={request}
        onReport={report}
      />,
    ];
  });

  return (
    <>
      <FiltersPanel
        {...panel}
        className={className}
        defaultExpanded={defaultExpanded}
        filters={filters}
        optionsState={optionsState}
        onClearAll={clearAll}
        onOptionsChange={(name, value) => change(name, { type: 'options', value })}
        onRangeChange={(name, value) => change(name, { type: 'range', value })}
        onFlagChange={(name, value) => change(name, { type: 'flag', value })}
        onOptionsSearch={searchOptions}
        onLoadMoreOptions={loadMoreOptions}
      />
      {loaders}
    </>
  );
}

/**
 * Loads one filter's options from the API (`useFilterValues`: lazily, only once every selected
 * option is known) and reports them to the panel; renders nothing.
 */
function FilterOptionsLoader({
  apiPath,
  name,
  filter,
  request,
  onReport,
}: {
  apiPath: string;
  name: string;
  filter: OptionsFilter;
  request: OptionsRequest;
  onReport: (name: string, options: RemoteOptions | null) => void;
}) {
  // Spec section 2 "Search": requests wait 500 ms after the last keystroke.
  const search = useDebouncedValue(request.search.trim(), SEARCH.debounceMs);
  const result = useFilterValues({
    path: apiPath,
    filterName: name,
    filter,
    enabled: true,
    search: search || undefined,
  });
  const loadedPages = Math.ceil(result.options.length / LISTING.filterValuesPageSize);
  // Without a search the first API page repeats the category answer's options: one more page is wanted.
  const wantedPages = search ? Math.max(1, request.pages) : request.pages + 1;
  const { hasMore, isLoading, isLoadingMore, loadMore } = result;
  useEffect(() => {
    if (!isLoading && !isLoadingMore && hasMore && loadedPages < wantedPages) loadMore();
  }, [hasMore, isLoading, isLoadingMore, loadMore, loadedPages, wantedPages]);

  const typing = search !== request.search.trim();
  const signature = `${result.options.map((option) => option.slug).join(',')}|${result.total}|${hasMore}|${isLoading || typing}|${isLoadingMore}`;
  useEffect(() => {
    onReport(name, {
      options: result.options,
      total: result.total,
      hasMore,
      isLoading: isLoading || typing,
      isLoadingMore,
    });
    // `signature` stands for the result: its arrays are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  useEffect(() => () => onReport(name, null), [name, onReport]);
  return null;
}

/** A filter showing a new value. */
function withValue(filter: AggFilter, change: FilterChange): AggFilter {
  if (filter.type === 'options' && change.type === 'options') return { ...filter, value: change.value };
  if (filter.type === 'range' && change.type === 'range') return { ...filter, value: change.value };
  if (filter.type === 'flag' && change.type === 'flag') return { ...filter, value: change.value };
  return filter;
}

/** A filter with the visitor's choice removed; what the page fixes stays. */
function withoutChoice(filter: AggFilter, fixed: readonly string[] | undefined): AggFilter {
  if (filter.predefined && !fixed) return filter;
  switch (filter.type) {
    case 'options':
      return { ...filter, value: filter.value.filter((value) => fixed?.includes(value)) };
    case 'range':
      return { ...filter, value: { min: null, max: null } };
    case 'flag':
      return { ...filter, value: 0 };
  }
}
