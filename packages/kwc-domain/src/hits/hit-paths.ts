// In its own area, not constants/api-paths.ts: the anonymous first view keeps that module.
/** Paths of the HIT calls (`HIT_API` adds methods and schemas). ours: the spec names none. */
export const HIT_API_PATHS = {
  myHits: '/api/kwc/hits/mine',
  giveHit: '/api/kwc/hits',
  takeBackHit: '/api/kwc/hits',
} as const satisfies Record<string, `/${string}`>;
