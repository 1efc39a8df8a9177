import { COOKIE_NAMES, decodeAbCookie, type AbSegments, type AbTestsResponse } from '@kwc/domain';
import { useEffect, useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { Analytics } from '../analytics/analytics';
import type { ApiError } from '../api/errors';
import { abTestsKey } from '../api/keys';
import { useApiClient, useCookieStore } from '../provider/KwcHooksProvider';
import { useCookie } from '../storage/useCookie';
import { applyAbAssignment } from './abAssignment';

/** The A/B configuration (`GET /api/ab-tests`); SSR prefills `abTestsKey()`. */
export function useAbTests(
  config?: SWRConfiguration<AbTestsResponse, ApiError>,
): SWRResponse<AbTestsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<AbTestsResponse, ApiError>(abTestsKey(), () => client.getAbTests(), config);
}

/**
 * The visitor's A/B segments, by test id. Renders with what the `abconfig` cookie holds (the same
 * on the server and in the browser); once the configuration is loaded, the browser assigns the
 * missing segments, writes the cookie and sends the impressions (`applyAbAssignment`).
 */
export function useAbSegments({
  isTestEnvironment,
  analytics,
}: {
  /** See `isTestEnvironmentRequest`. */
  isTestEnvironment: boolean;
  analytics?: Pick<Analytics, 'track'>;
}): AbSegments {
  const cookies = useCookieStore();
  const { data: tests } = useAbTests();
  const cookie = useCookie(COOKIE_NAMES.abConfig);
  useEffect(() => {
    if (tests) applyAbAssignment({ tests, cookies, isTestEnvironment, analytics });
  }, [tests, cookies, isTestEnvironment, analytics]);
  return useMemo(() => decodeAbCookie(cookie), [cookie]);
}
