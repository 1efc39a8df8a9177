import { isSearchPhraseLongEnough, type TextSearchResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { textSearchKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/**
 * Text search results for a phrase, as a cacheable resource (the search page SSR prefills
 * `textSearchKey(phrase)`). Phrases under 3 characters fetch nothing. For the typing panel with
 * debounce and loader, use `useSearch`.
 */
export function useTextSearch(
  phrase: string,
  contextCategoryId?: number | null,
  config?: SWRConfiguration<TextSearchResponse, ApiError>,
): SWRResponse<TextSearchResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TextSearchResponse, ApiError>(
    isSearchPhraseLongEnough(phrase) ? textSearchKey(phrase, contextCategoryId) : null,
    () => client.textSearch({ text: phrase, contextCategoryId }),
    config,
  );
}
