import { PROFILE_API_PATHS, type ProfileResponse, type ProfileSection, type ProfileSectionResponse } from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { apiPath } from '../api/urls';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';

const swrOptions = { revalidateOnFocus: false, keepPreviousData: true } as const;

// kwc-domain's `fillPath` sits with the zod schemas: the keys fill their one parameter here.
const withUser = (path: string, userId: number) => path.replace('{userId}', String(userId));

/** `/api/kwc/users/{userId}`: the key SSR prefills. */
export function profileKey(userId: number): string {
  return withUser(PROFILE_API_PATHS.profile, userId);
}

/** `/api/kwc/users/{userId}/sections/{section}[?page=…]`: the first page's key has no `page`. */
export function profileSectionKey(userId: number, section: ProfileSection, page = 1): string {
  return apiPath(withUser(PROFILE_API_PATHS.profileSection, userId).replace('{section}', section), {
    page: page > 1 ? page : undefined,
  });
}

/** A profile with its counters; nothing is asked while logged out (profiles need a session). */
export function useProfile(
  userId: number | null,
  config?: SWRConfiguration<ProfileResponse, ApiError>,
): SWRResponse<ProfileResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<ProfileResponse, ApiError>(
    isLoggedIn && userId !== null ? profileKey(userId) : null,
    () => client.getProfile(userId!),
    { ...swrOptions, ...config },
  );
}

/** One page of a profile section, newest first. */
export function useProfileSection(
  userId: number | null,
  section: ProfileSection,
  page = 1,
  config?: SWRConfiguration<ProfileSectionResponse, ApiError>,
): SWRResponse<ProfileSectionResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<ProfileSectionResponse, ApiError>(
    isLoggedIn && userId !== null ? profileSectionKey(userId, section, page) : null,
    () => client.getProfileSection(userId!, section, page),
    { ...swrOptions, ...config },
  );
}
