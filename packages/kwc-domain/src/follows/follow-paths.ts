// In its own area, not constants/api-paths.ts: the anonymous first view keeps that module.
/** Paths of the follow and activity calls (`FOLLOW_API` adds methods and schemas). ours. */
export const FOLLOW_API_PATHS = {
  follow: '/api/kwc/follows',
  userFollows: '/api/kwc/users/{userId}/follows',
  activity: '/api/kwc/activity',
} as const satisfies Record<string, `/${string}`>;

/** The site's follow pages (spec section 2): mine under `/konto`, anyone's under `/profil/{userId}`. */
export const FOLLOW_PAGE_PATHS = {
  mine: '/konto/obserwowania',
  mineGiven: '/konto/obserwowania/obserwowani',
  mineReceived: '/konto/obserwowania/obserwujacy',
  activity: '/konto/obserwowania-aktywnosc',
  profile: (userId: number) => `/profil/${userId}/obserwowania`,
  profileGiven: (userId: number) => `/profil/${userId}/obserwowani`,
  profileReceived: (userId: number) => `/profil/${userId}/obserwujacy`,
} as const;

/** Page sizes of the follow lists and the activity feed (here, without zod: the hooks read them). ours. */
export const FOLLOWS = { pageSize: 24, maxPageSize: 50 } as const;
