import type { EndpointDefinition } from '../schemas/api';
import { PROFILE_API_PATHS } from './profile-paths';
import {
  profileParamsSchema,
  profileResponseSchema,
  profileSectionParamsSchema,
  profileSectionQuerySchema,
  profileSectionResponseSchema,
} from './profile';

/** The profile calls (spec section 2 `/profil/{userId}`): a session is needed, as for the pages. ours. */
export const PROFILE_API = {
  profile: {
    method: 'GET',
    path: PROFILE_API_PATHS.profile,
    params: profileParamsSchema,
    response: profileResponseSchema,
  },
  profileSection: {
    method: 'GET',
    path: PROFILE_API_PATHS.profileSection,
    params: profileSectionParamsSchema,
    query: profileSectionQuerySchema,
    response: profileSectionResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
