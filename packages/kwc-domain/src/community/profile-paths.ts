// In its own area, not constants/api-paths.ts: the anonymous first view keeps that module.
/** Paths of the profile calls (`PROFILE_API` adds methods and schemas). ours. */
export const PROFILE_API_PATHS = {
  profile: '/api/kwc/users/{userId}',
  profileSection: '/api/kwc/users/{userId}/sections/{section}',
} as const satisfies Record<string, `/${string}`>;

/** The site's profile pages (spec section 2). */
export const profilePagePath = (userId: number, section?: string) =>
  section && section !== 'opinie' ? `/profil/${userId}/${section}` : `/profil/${userId}`;
