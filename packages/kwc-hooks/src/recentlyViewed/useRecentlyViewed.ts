import { RECENTLY_VIEWED_INITIAL_COUNT, type Product, type RecentlyViewedResponse } from '@kwc/domain';
import { useCallback, useState } from 'react';
import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';

import type { ApiError } from '../api/errors';
import { recentlyViewedKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** What `useRecentlyViewed` gives. */
export interface RecentlyViewedResult {
  /** The products shown: the first 8, or all after `showAll`. */
  products: Product[];
  /** All recently viewed products loaded. */
  total: number;
  hasMore: boolean;
  showAll: () => void;
  /** SKUs of the recently viewed products that are on the wishlist. */
  onWishlist: string[];
  isLoading: boolean;
  error: ApiError | undefined;
  mutate: KeyedMutator<RecentlyViewedResponse>;
}

/**
 * The visitor's recently viewed products (spec section 4): the first 8 until `showAll` loads the
 * list further. A 401 (no visitor id yet) reads as an empty list. Pass `enabled: false` to wait
 * for the anonymous id.
 */
export function useRecentlyViewed({
  anonymousId,
  enabled = true,
  initialCount = RECENTLY_VIEWED_INITIAL_COUNT,
  exclude,
  config,
}: {
  anonymousId: string | null;
  enabled?: boolean;
  initialCount?: number;
  /**
   * The SKU of a product to leave out (the product page's own), before the first 8 are taken, so
   * the section still shows 8.
   */
  exclude?: string;
  config?: SWRConfiguration<RecentlyViewedResponse, ApiError>;
}): RecentlyViewedResult {
  const client = useApiClient();
  const [showingAll, setShowingAll] = useState(false);
  const swr = useSWR<RecentlyViewedResponse, ApiError>(
    enabled ? recentlyViewedKey(anonymousId) : null,
    () => client.getRecentlyViewed({ anonymousId }),
    config,
  );
  const loaded = swr.data?.products ?? [];
  const all = exclude === undefined ? loaded : loaded.filter((product) => product.sku !== exclude);
  return {
    products: showingAll ? all : all.slice(0, initialCount),
    total: all.length,
    hasMore: !showingAll && all.length > initialCount,
    showAll: useCallback(() => setShowingAll(true), []),
    onWishlist: swr.data?.recentlyViewedOnWishlist ?? [],
    isLoading: swr.isLoading,
    error: swr.error,
    mutate: swr.mutate,
  };
}
