import { PAGES_API_PATHS, type CategoryListResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/catalog/category-list` */
export function categoryListKey(): string {
  return PAGES_API_PATHS.getCategoryList;
}

/** The whole public category tree with product counts; SSR prefills `categoryListKey()`. */
export function useCategoryList(
  config?: SWRConfiguration<CategoryListResponse, ApiError>,
): SWRResponse<CategoryListResponse, ApiError> {
  const client = useApiClient();
  return useSWR<CategoryListResponse, ApiError>(categoryListKey(), () => client.getCategoryList(), config);
}
