import { PROFILE_API, type ProfileResponse, type ProfileSection, type ProfileSectionResponse } from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** Profiles (`PROFILE_API`, ours): a session is needed; an unknown or deactivated user is a 404. */
export interface ProfileCalls {
  getProfile(userId: number, options?: RequestOptions): Promise<ProfileResponse>;
  /** `szkice` answers only to the owner (a 404 to anyone else). */
  getProfileSection(
    userId: number,
    section: ProfileSection,
    page?: number,
    options?: RequestOptions,
  ): Promise<ProfileSectionResponse>;
}

export function profileCalls({ request }: Transport): ProfileCalls {
  const api = PROFILE_API;
  return {
    getProfile: (userId, opts) =>
      request({ ...at(api.profile, { userId }), schema: api.profile.response, front: true }, opts),
    getProfileSection: (userId, section, page, opts) =>
      request(
        {
          ...at(api.profileSection, { userId, section }),
          query: { page: page !== undefined && page > 1 ? page : undefined },
          schema: api.profileSection.response,
          front: true,
        },
        opts,
      ),
  };
}
