import { DEFAULT_REDIRECT_STATUS, type CategoryResponse } from '@kwc/domain';
import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';

import type { ApiError } from '../api/errors';
import { categoryInfoKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** Where a listing path leads instead (spec section 4 "Category info returning a redirect"). */
export interface CategoryRedirect {
  location: string;
  /** The HTTP status for SSR: the answer's code, 301 by default. */
  code: number;
}

/** The redirect a category-info answer carries, or `null`. */
export function categoryInfoRedirect(response: CategoryResponse): CategoryRedirect | null {
  if (!response.redirect) return null;
  return { location: response.redirect, code: response.code ?? DEFAULT_REDIRECT_STATUS };
}

/** What `useCategoryInfo` gives. */
export interface CategoryInfoResult {
  /** The answer; on a redirect, with no products. */
  data: CategoryResponse | undefined;
  redirect: CategoryRedirect | null;
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<CategoryResponse>;
}

/**
 * The category-info answer of a listing path (spec section 3 "Category response"). When it is a
 * redirect, `redirect` says where to and the product list is empty (spec section 4). `path` `null`
 * fetches nothing. SSR prefills it under `categoryInfoKey(path)`.
 */
export function useCategoryInfo(
  path: string | null,
  config?: SWRConfiguration<CategoryResponse, ApiError>,
): CategoryInfoResult {
  const client = useApiClient();
  const swr = useSWR<CategoryResponse, ApiError>(
    path === null ? null : categoryInfoKey(path),
    () => client.getCategoryInfo(path!),
    config,
  );
  const redirect = swr.data ? categoryInfoRedirect(swr.data) : null;
  return {
    data: swr.data && redirect ? { ...swr.data, products: [], total: 0 } : swr.data,
    redirect,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}
