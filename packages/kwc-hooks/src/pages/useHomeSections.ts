import type { HomeResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { homeKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** The home page sections of spec section 1, in order (`GET /api/home`); SSR prefills `homeKey()`. */
export function useHomeSections(
  config?: SWRConfiguration<HomeResponse, ApiError>,
): SWRResponse<HomeResponse, ApiError> {
  const client = useApiClient();
  return useSWR<HomeResponse, ApiError>(homeKey(), () => client.getHome(), config);
}
