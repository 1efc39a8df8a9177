import { PAGES_API_PATHS, type PopularBrandsResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/brands/popular` */
export function popularBrandsKey(): string {
  return PAGES_API_PATHS.getPopularBrands;
}

/**
 * The brands, most popular first, with their product counts and average ratings; SSR prefills
 * `popularBrandsKey()`.
 */
export function usePopularBrands(
  config?: SWRConfiguration<PopularBrandsResponse, ApiError>,
): SWRResponse<PopularBrandsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<PopularBrandsResponse, ApiError>(popularBrandsKey(), () => client.getPopularBrands(), config);
}
