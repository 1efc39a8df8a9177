import { REVIEW_API_PATHS, type ReviewInput, type TicketReplyResponse } from '@kwc/domain';
import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { apiPath } from '../api/urls';
import { useAccountAction } from '../account/useAccountAction';
import { useApiClient } from '../provider/KwcHooksProvider';

// The author's answer to a moderator's remarks (`/review/ticket-reply/{replyHash}`, issue 32).

/** `/api/reviews/reply/{replyHash}` */
export const ticketReplyKey = (replyHash: string): string => apiPath(REVIEW_API_PATHS.ticketReply, { replyHash });

/** The review and product a mailed reply link is about; a spent, expired or another's link is the API's 404. */
export function useTicketReply(replyHash: string | null): SWRResponse<TicketReplyResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TicketReplyResponse, ApiError>(
    replyHash ? ticketReplyKey(replyHash) : null,
    () => client.getTicketReply(replyHash!),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Sends the answer and the corrected review: the review goes back to moderation and the link is spent. */
export function useSendTicketReply(replyHash: string) {
  const client = useApiClient();
  const send = useCallback(
    (message: string, review: ReviewInput) => client.sendTicketReply(replyHash, { message, review }),
    [client, replyHash],
  );
  return useAccountAction(send);
}
