import { FRONT_API_PATHS, HIT_API_PATHS, type HitResponse, type MyHitsResponse } from '@kwc/domain';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';

// HITs (issue 33); the key sits beside its hook for the reason api/keys.ts gives (first-view size).

/** `/api/kwc/hits/mine#<user id>`: one user's marks, so another account's answer is never reused. */
export const myHitsKey = (userId: number | string): string => `${HIT_API_PATHS.myHits}#${userId}`;

/** The logged-in user's HITs: the marked skus (newest first) and the HITs left; nothing is asked while logged out. */
export function useMyHits(): SWRResponse<MyHitsResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn, sessionUserId } = useSession();
  return useSWR<MyHitsResponse, ApiError>(
    isLoggedIn && sessionUserId !== null ? myHitsKey(sessionUserId) : null,
    () => client.getMyHits(),
    { revalidateOnFocus: false },
  );
}

export interface HitToggle {
  /** Gives (`true`) or takes back (`false`) the HIT of `sku`; throws the client's `ApiError` (409 at the limit). */
  setHit: (sku: string, isHit: boolean) => Promise<HitResponse>;
  /** The sku whose HIT is on its way, else `null`. */
  pending: string | null;
}

/**
 * Giving and taking back a HIT. The answer goes into "my HITs" at once, then "my HITs" and the
 * account's counters (`GET /api/user`: hits, hits_left) are read again.
 */
export function useHitToggle(): HitToggle {
  const client = useApiClient();
  const { sessionUserId } = useSession();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);
  const setHit = useCallback(
    async (sku: string, isHit: boolean) => {
      setPending(sku);
      try {
        const answer = isHit ? await client.giveHit(sku) : await client.takeBackHit(sku);
        if (sessionUserId !== null) {
          const key = myHitsKey(sessionUserId);
          await mutate<MyHitsResponse>(
            key,
            (current) => ({
              skus: isHit
                ? [sku, ...(current?.skus ?? []).filter((other) => other !== sku)]
                : (current?.skus ?? []).filter((other) => other !== sku),
              hitsLeft: answer.hitsLeft,
            }),
            { revalidate: false },
          );
          await Promise.all([mutate(key), mutate(FRONT_API_PATHS.getUser)]);
        }
        return answer;
      } finally {
        setPending(null);
      }
    },
    [client, mutate, sessionUserId],
  );
  return { setHit, pending };
}
