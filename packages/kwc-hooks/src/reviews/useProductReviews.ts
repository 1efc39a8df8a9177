import type { ProductReviewsResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import type { ProductReviewsQueryInput } from '../api/inputs';
import { productReviewsKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** One page of a product's published reviews; SSR prefills `productReviewsKey(query)`. */
export function useProductReviews(
  query: ProductReviewsQueryInput | null,
  config?: SWRConfiguration<ProductReviewsResponse, ApiError>,
): SWRResponse<ProductReviewsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ProductReviewsResponse, ApiError>(
    query === null ? null : productReviewsKey(query),
    () => client.getProductReviews(query!),
    config,
  );
}
