import { REVIEW_API_PATHS, type ModerationDecision, type ModerationQueueQuery } from '@kwc/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';

import { useAccountAction } from '../account/useAccountAction';
import type { ApiError } from '../api/errors';
import { apiPath } from '../api/urls';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';
import type { ReviewAnswer } from './reviewWritingCalls';

// The moderators' side of reviews (issue 32); keys here for the reason useReviewWriting.ts gives.

export type ModerationQueue = ReviewAnswer<'moderationQueue'>;

/** `/api/moderation/reviews?status=&kind=&page=` with the query's defaults filled in. */
export const moderationQueueKey = (query: Partial<ModerationQueueQuery> = {}): string =>
  apiPath(REVIEW_API_PATHS.moderationQueue, {
    status: query.status ?? 'pending',
    kind: query.kind ?? 'all',
    page: query.page ?? 1,
  });

const isQueueKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(`${REVIEW_API_PATHS.moderationQueue}?`);

/**
 * One page of the moderation queue, oldest submitted first, by state and kind. Nothing is asked
 * while logged out; a user without the moderator role gets the API's 403 as `error`.
 */
export function useModerationQueue(
  query: Partial<ModerationQueueQuery> = {},
  config?: SWRConfiguration<ModerationQueue, ApiError>,
): SWRResponse<ModerationQueue, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<ModerationQueue, ApiError>(
    isLoggedIn ? moderationQueueKey(query) : null,
    () => client.getModerationQueue(query),
    { revalidateOnFocus: false, keepPreviousData: true, ...config },
  );
}

/**
 * Decides on a review; every cached page of the queue is asked again afterwards (the review leaves
 * its state's list). Errors as `useAccountAction` (a 409's `notDecidable` in `error`).
 */
export function useModerationDecision() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const decide = useCallback(
    async (reviewId: number, decision: ModerationDecision) => {
      const answer = await client.decideReview(reviewId, decision);
      await mutate(isQueueKey);
      return answer;
    },
    [client, mutate],
  );
  return useAccountAction(decide);
}
