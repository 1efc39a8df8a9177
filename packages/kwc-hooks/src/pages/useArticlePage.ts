import { PAGES_API_PATHS, type ArticlePageResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/articles/{slug}`: the slug without the site's `kwc-` prefix. */
export function articlePageKey(slug: string): string {
  return PAGES_API_PATHS.getArticle.replace('{slug}', encodeURIComponent(slug));
}

/** A magazine article with its products; `slug` `null` fetches nothing. SSR prefills `articlePageKey(slug)`. */
export function useArticlePage(
  slug: string | null,
  config?: SWRConfiguration<ArticlePageResponse, ApiError>,
): SWRResponse<ArticlePageResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ArticlePageResponse, ApiError>(
    slug === null ? null : articlePageKey(slug),
    () => client.getArticle(slug!),
    config,
  );
}
