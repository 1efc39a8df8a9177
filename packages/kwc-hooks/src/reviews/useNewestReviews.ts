import { PAGES_API_PATHS, type NewestReviewsResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import type { PageQueryInput } from '../api/inputs';
import { apiPath } from '../api/urls';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/reviews/newest[?page=…][&pageSize=…]`: the first page's key has no `page`. */
export function newestReviewsKey({ page, pageSize }: PageQueryInput = {}): string {
  return apiPath(PAGES_API_PATHS.getNewestReviews, {
    page: page !== undefined && page > 1 ? page : undefined,
    pageSize,
  });
}

/**
 * One page of the newest published reviews, each with its product; `query` `null` fetches nothing.
 * SSR prefills `newestReviewsKey(query)`.
 */
export function useNewestReviews(
  query: PageQueryInput | null,
  config?: SWRConfiguration<NewestReviewsResponse, ApiError>,
): SWRResponse<NewestReviewsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<NewestReviewsResponse, ApiError>(
    query === null ? null : newestReviewsKey(query),
    () => client.getNewestReviews(query!),
    config,
  );
}
