import { PAGES_API_PATHS, type IngredientPageResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/ingredients/{slug}`: the slug without the site's `skladnik-` prefix. */
export function ingredientPageKey(slug: string): string {
  return PAGES_API_PATHS.getIngredient.replace('{slug}', encodeURIComponent(slug));
}

/**
 * An ingredient and its most popular products; `slug` `null` fetches nothing. SSR prefills
 * `ingredientPageKey(slug)`.
 */
export function useIngredientPage(
  slug: string | null,
  config?: SWRConfiguration<IngredientPageResponse, ApiError>,
): SWRResponse<IngredientPageResponse, ApiError> {
  const client = useApiClient();
  return useSWR<IngredientPageResponse, ApiError>(
    slug === null ? null : ingredientPageKey(slug),
    () => client.getIngredient(slug!),
    config,
  );
}
