import type { ProductsResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { productsKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** The products of a listing path (`GET /api/catalog/products`); SSR prefills `productsKey(path)`. */
export function useProducts(
  path: string | null,
  config?: SWRConfiguration<ProductsResponse, ApiError>,
): SWRResponse<ProductsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ProductsResponse, ApiError>(
    path === null ? null : productsKey(path),
    () => client.getProducts(path!),
    config,
  );
}
