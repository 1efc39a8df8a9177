import { LISTING, type FilterOption, type FilterValuesResponse } from '@kwc/domain';
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';

import type { ApiError } from '../api/errors';
import { filterValuesKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** What a filter has selected: option slugs, and the options the category answer gave for them. */
export interface FilterSelection {
  value: readonly string[];
  selectedOptions: readonly Pick<FilterOption, 'slug'>[];
}

/**
 * Whether a filter's options may load (spec section 4): only once every selected option is present
 * among its selected options, so the loaded list can show each selection.
 */
export function canLoadFilterValues(filter: FilterSelection): boolean {
  return filter.value.every((slug) => filter.selectedOptions.some((option) => option.slug === slug));
}

export interface UseFilterValuesOptions {
  /** The listing path. */
  path: string;
  /** The filter, as the category answer names it (`agg_…`). */
  filterName: string;
  filter: FilterSelection;
  /** Lazy loading: nothing loads until this is true (e.g. the filter is opened). */
  enabled: boolean;
  /** Text typed into the filter's option search. */
  search?: string;
  /** @default LISTING.filterValuesPageSize (200) */
  pageSize?: number;
}

/** What `useFilterValues` gives. */
export interface FilterValuesResult {
  /** The options loaded so far, each once. */
  options: FilterOption[];
  /** All options of the filter (matching the search). */
  total: number;
  hasMore: boolean;
  /** Loads the next page, while `hasMore`. */
  loadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: ApiError | undefined;
}

type PageKey = readonly [url: string, page: number];

/**
 * A filter's options, loaded lazily page by page (spec section 4 "Filter options"): `loadMore`
 * fetches the next page while `hasMore`.
 */
export function useFilterValues({
  path,
  filterName,
  filter,
  enabled,
  search,
  pageSize = LISTING.filterValuesPageSize,
}: UseFilterValuesOptions): FilterValuesResult {
  const client = useApiClient();
  const allowed = enabled && canLoadFilterValues(filter);
  const swr = useSWRInfinite<FilterValuesResponse, ApiError>(
    (index: number, previous: FilterValuesResponse | null): PageKey | null => {
      if (!allowed) return null;
      if (previous && index * pageSize >= previous.total) return null;
      const page = index + 1;
      return [
        filterValuesKey({
          path,
          filterName,
          filterValuesPage: page,
          filterValuesPageSize: pageSize,
          filterValuesSearch: search,
        }),
        page,
      ];
    },
    ([, page]: PageKey) =>
      client.getFilterValues({
        path,
        filterName,
        filterValuesPage: page,
        filterValuesPageSize: pageSize,
        filterValuesSearch: search,
      }),
    { revalidateFirstPage: false },
  );

  const pages = swr.data ?? [];
  // Counts change between page loads, so an option can move to the next page: show it once.
  const bySlug = new Map<string, FilterOption>();
  for (const option of pages.flatMap((page) => page.options)) {
    if (!bySlug.has(option.slug)) bySlug.set(option.slug, option);
  }
  const options = [...bySlug.values()];
  const total = pages.at(-1)?.total ?? 0;
  const hasMore = pages.length > 0 && pages.length * pageSize < total;
  const { setSize } = swr;
  const loadMore = useCallback(() => {
    if (hasMore) void setSize((size) => size + 1);
  }, [hasMore, setSize]);

  return {
    options,
    total,
    hasMore,
    loadMore,
    isLoading: swr.isLoading,
    isLoadingMore: swr.size > 1 && swr.data !== undefined && swr.data[swr.size - 1] === undefined,
    error: swr.error,
  };
}
