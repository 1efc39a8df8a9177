import { PAGES_API_PATHS, type ImportantIngredientsResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';

/** `/api/ingredients/important` */
export function importantIngredientsKey(): string {
  return PAGES_API_PATHS.getImportantIngredients;
}

/** The important ingredients with their product counts; SSR prefills `importantIngredientsKey()`. */
export function useImportantIngredients(
  config?: SWRConfiguration<ImportantIngredientsResponse, ApiError>,
): SWRResponse<ImportantIngredientsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ImportantIngredientsResponse, ApiError>(
    importantIngredientsKey(),
    () => client.getImportantIngredients(),
    config,
  );
}
