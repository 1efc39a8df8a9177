import { REVIEW_API_PATHS } from '@kwc/domain';
import { useCallback, useState } from 'react';
import useSWR from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';

/** A like's answer kept until the page changes: whether the user likes it and its new count. */
interface LikeState {
  liked: boolean;
  likes: number;
}

export interface ReviewLikes {
  /** Whether the logged-in user likes the review (false while logged out or still asking). */
  isLiked: (reviewId: number) => boolean;
  /** The review's count: the last like or unlike's answer, else `shown` (the page's figure). */
  likesOf: (reviewId: number, shown: number) => number;
  /** A like or unlike of this review is on its way. */
  isBusy: (reviewId: number) => boolean;
  /** Likes (`true`) or unlikes the review; a failure leaves the state as it was (the client toasts it). */
  setLiked: (reviewId: number, liked: boolean) => Promise<void>;
  /** Her likes are known: read (or their read failed, when every review reads as not liked). */
  isReady: boolean;
}

/**
 * "Pochwały" of a list of reviews for the logged-in user (issue 32): which of them she liked
 * (`GET /api/reviews/liked`), and liking or unliking one. Nothing is asked while logged out.
 */
export function useReviewLikes(reviewIds: readonly number[]): ReviewLikes {
  const client = useApiClient();
  const { isLoggedIn, sessionUserId } = useSession();
  const key =
    isLoggedIn && reviewIds.length > 0
      ? `${REVIEW_API_PATHS.likedReviews}#${sessionUserId}:${reviewIds.join(',')}`
      : null;
  const liked = useSWR<{ reviewIds: number[] }, ApiError>(key, () => client.getLikedReviews(reviewIds), {
    revalidateOnFocus: false,
  });
  const [answers, setAnswers] = useState<ReadonlyMap<number, LikeState>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const setLiked = useCallback(
    async (reviewId: number, next: boolean) => {
      setBusy((current) => new Set(current).add(reviewId));
      try {
        const answer = next ? await client.likeReview(reviewId) : await client.unlikeReview(reviewId);
        setAnswers((current) => new Map(current).set(reviewId, answer));
      } catch {
        // The client has shown the error; the button stays as it was.
      } finally {
        setBusy((current) => {
          const rest = new Set(current);
          rest.delete(reviewId);
          return rest;
        });
      }
    },
    [client],
  );

  return {
    isLiked: (reviewId) => answers.get(reviewId)?.liked ?? liked.data?.reviewIds.includes(reviewId) ?? false,
    likesOf: (reviewId, shown) => answers.get(reviewId)?.likes ?? shown,
    isBusy: (reviewId) => busy.has(reviewId),
    setLiked,
    isReady: key === null || liked.data !== undefined || liked.error !== undefined,
  };
}
