import type { MenuId, MenuResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { menuKey } from '../api/keys';
import { useApiClient } from '../provider/KwcHooksProvider';

/** A menu's nodes: `uroda` or `uroda_footer` (spec section 2); SSR prefills `menuKey(id)`. */
export function useMenu(
  id: MenuId,
  config?: SWRConfiguration<MenuResponse, ApiError>,
): SWRResponse<MenuResponse, ApiError> {
  const client = useApiClient();
  return useSWR<MenuResponse, ApiError>(menuKey(id), () => client.getMenu(id), config);
}
