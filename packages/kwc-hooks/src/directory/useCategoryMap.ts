import { PAGES_API_PATHS, type CategoryMapResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { apiPath } from '../api/urls';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/catalog/category-map?slug=…`: a top-level category's url key. */
export function categoryMapKey(slug: string): string {
  return apiPath(PAGES_API_PATHS.getCategoryMap, { slug });
}

/** A top-level category's whole subtree; `slug` `null` fetches nothing. SSR prefills `categoryMapKey(slug)`. */
export function useCategoryMap(
  slug: string | null,
  config?: SWRConfiguration<CategoryMapResponse, ApiError>,
): SWRResponse<CategoryMapResponse, ApiError> {
  const client = useApiClient();
  return useSWR<CategoryMapResponse, ApiError>(
    slug === null ? null : categoryMapKey(slug),
    () => client.getCategoryMap(slug!),
    config,
  );
}
