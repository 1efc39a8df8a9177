import { REVIEW_API_PATHS, type ReviewInput, type ReviewShopsResponse } from '@kwc/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { apiPath } from '../api/urls';
import { useAccountAction } from '../account/useAccountAction';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';
import type { ReviewAnswer } from './reviewWritingCalls';

// The author's side of a review (issue 32). Keys sit here, not in api/keys.ts: only the account
// side's screens read them, and api/keys.ts is in every first view (docs/kwc-hooks.md).

/** `/api/reviews/mine?productId=` */
export const myReviewKey = (productId: number): string => apiPath(REVIEW_API_PATHS.myReview, { productId });
/** The key of the catalogue's shops for 'where bought' (`GET /api/reviews/shops`). */
export const reviewShopsKey = (): string => REVIEW_API_PATHS.reviewShops;

export type MyReview = NonNullable<ReviewAnswer<'myReview'>>;

/**
 * The user's review of a product in any state, `null` when there is none; nothing is asked while
 * logged out or without a product.
 */
export function useMyReview(
  productId: number | null,
  config?: SWRConfiguration<MyReview | null, ApiError>,
): SWRResponse<MyReview | null, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<MyReview | null, ApiError>(
    isLoggedIn && productId ? myReviewKey(productId) : null,
    () => client.getMyReview(productId!),
    { revalidateOnFocus: false, ...config },
  );
}

/**
 * Sends a review for moderation: creates it when `reviewId` is `null`, else updates it (a draft or
 * one needing changes goes to pending; a published one gets a pending revision). The author's
 * review is reloaded with the answer. Errors as `useAccountAction` (`fields` per body field).
 */
export function useSubmitReview(productId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const send = useCallback(
    async (reviewId: number | null, review: ReviewInput) => {
      const answer =
        reviewId === null
          ? await client.createReview({ productId, submit: true, review })
          : await client.updateReview(reviewId, { submit: true, review });
      await mutate(myReviewKey(productId), answer, { revalidate: false });
      return answer;
    },
    [client, mutate, productId],
  );
  return useAccountAction(send);
}

/** Uploads one photo of a review (multipart `photo`); the answer's `photo.id` goes into `photoIds`. */
export function useUploadReviewPhoto() {
  const client = useApiClient();
  return useAccountAction((file: Blob) => client.uploadReviewPhoto(file));
}

/** The catalogue's shops for the review form's 'where bought' (read once; the page's loader may give them). */
export function useReviewShops(): SWRResponse<ReviewShopsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ReviewShopsResponse, ApiError>(reviewShopsKey(), () => client.getReviewShops(), {
    revalidateOnFocus: false,
  });
}
