import { PAGES_API_PATHS, type ReviewersResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import type { PageQueryInput } from '../api/inputs';
import { apiPath } from '../api/urls';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/reviewers[?page=…][&pageSize=…]`: the first page's key has no `page`. */
export function reviewersKey({ page, pageSize }: PageQueryInput = {}): string {
  return apiPath(PAGES_API_PATHS.getReviewers, { page: page !== undefined && page > 1 ? page : undefined, pageSize });
}

/** One page of the most active reviewers; `query` `null` fetches nothing. SSR prefills `reviewersKey(query)`. */
export function useReviewers(
  query: PageQueryInput | null,
  config?: SWRConfiguration<ReviewersResponse, ApiError>,
): SWRResponse<ReviewersResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ReviewersResponse, ApiError>(
    query === null ? null : reviewersKey(query),
    () => client.getReviewers(query!),
    config,
  );
}
