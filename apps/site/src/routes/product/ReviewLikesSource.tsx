import type { PublicReview } from '@kwc/domain';
import { useReviewLikes, useSession } from '@kwc/hooks';
import { useEffect } from 'react';

/** A signed-in visitor's likes ("pochwały") of the reviews shown, once they are known. */
export interface ReviewLikesState {
  /** Her own reviews show their count without a button (the API refuses her like too). */
  isOwn: (review: PublicReview) => boolean;
  isLiked: (reviewId: number) => boolean;
  likesOf: (reviewId: number, shown: number) => number;
  isBusy: (reviewId: number) => boolean;
  setLiked: (reviewId: number, liked: boolean) => void;
  /** What the visitor sees of it: a report that changes nothing of it is not taken. */
  signature: string;
}

/**
 * The signed-in visitor's like calls. It renders nothing and reports her likes (`null` until they are
 * known) to the cards `ProductReviews` draws, so each 'Pochwal' stays the same element as they load;
 * the presses `queued` meanwhile (review id → the state wished) are played once her likes are known.
 */
export default function ReviewLikesSource({
  reviews,
  onState,
  queued,
  onPlayed,
}: {
  reviews: readonly PublicReview[];
  onState: (update: (previous: ReviewLikesState | null) => ReviewLikesState | null) => void;
  queued: ReadonlyMap<number, boolean>;
  onPlayed: () => void;
}) {
  const { sessionUserId } = useSession();
  const reviewIds = reviews.map((review) => review.id);
  const likes = useReviewLikes(reviewIds);
  const isOwn = (review: PublicReview) => review.author !== null && review.author.userId === sessionUserId;
  useEffect(() => {
    if (!likes.isReady) return onState(() => null);
    const signature = `${sessionUserId}|${reviewIds
      .map((id) => `${id}:${+likes.isLiked(id)}:${+likes.isBusy(id)}:${likes.likesOf(id, -1)}`)
      .join(',')}`;
    const next: ReviewLikesState = {
      isOwn,
      isLiked: likes.isLiked,
      likesOf: likes.likesOf,
      isBusy: likes.isBusy,
      setLiked: (reviewId, liked) => void likes.setLiked(reviewId, liked),
      signature,
    };
    onState((previous) => (previous?.signature === signature ? previous : next));
  });
  useEffect(() => {
    if (!likes.isReady || queued.size === 0) return;
    for (const review of reviews) {
      const wished = queued.get(review.id);
      if (wished !== undefined && !isOwn(review) && likes.isLiked(review.id) !== wished) {
        void likes.setLiked(review.id, wished);
      }
    }
    onPlayed();
  });
  return null;
}
