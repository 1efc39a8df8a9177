import {
  CATALOG_API,
  catalogCallPath,
  COOKIE_NAMES,
  normalizeSearchPhrase,
  type TextSearchResponse,
} from '@kwc/domain';

import type { ApiClientOptions, RequestOptions, Transport } from '../api/transport';

/** Catalog API: text search. */
export interface SearchCalls {
  /**
   * The phrase is trimmed and lower-cased before sending (spec section 5); `/api/catalog/test/text-search`
   * when the test-search cookie is 'on'. A malformed answer logs 'Data is missing!' (spec section 8).
   */
  textSearch(
    query: { text: string; contextCategoryId?: number | null },
    options?: RequestOptions,
  ): Promise<TextSearchResponse>;
}

export function searchCalls({ request }: Transport, options: ApiClientOptions): SearchCalls {
  return {
    textSearch: (query, opts) =>
      request(
        {
          method: CATALOG_API.textSearch.method,
          path: catalogCallPath('textSearch', { testSearchCookie: options.getCookie(COOKIE_NAMES.testSearch) }),
          query: { text: normalizeSearchPhrase(query.text), contextCategoryId: query.contextCategoryId },
          schema: CATALOG_API.textSearch.response,
          front: false,
          logMissingData: true,
        },
        opts,
      ),
  };
}
