import type { ProductPageResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { productPageKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/**
 * A product page's data (`GET /api/catalog/product-page`); with the anonymous id, `isOnWishlist`
 * is the visitor's. SSR prefills `productPageKey(urlPath, anonymousId)`.
 */
export function useProductPage(
  urlPath: string | null,
  anonymousId?: string | null,
  config?: SWRConfiguration<ProductPageResponse, ApiError>,
): SWRResponse<ProductPageResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ProductPageResponse, ApiError>(
    urlPath === null ? null : productPageKey(urlPath, anonymousId),
    () => client.getProductPage({ urlPath: urlPath!, anonymousId }),
    config,
  );
}
