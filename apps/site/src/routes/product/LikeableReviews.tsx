import type { PublicReview } from '@kwc/domain';
import { useReviewLikes, useSession } from '@kwc/hooks';
import { ReviewCard } from '@kwc/ui';

import { RECEIVED_AS_HINT } from './receivedAsHint';
import { reviewCardData } from './reviewSort';

/**
 * A signed-in visitor's review cards: which she liked ("pochwały"), liking and unliking with the
 * count the API answers; her own reviews show the count without a button (the API refuses it too).
 */
export default function LikeableReviews({ reviews }: { reviews: readonly PublicReview[] }) {
  const { sessionUserId } = useSession();
  const likes = useReviewLikes(reviews.map((review) => review.id));
  return (
    <>
      {reviews.map((review) => {
        const own = review.author !== null && review.author.userId === sessionUserId;
        return (
          <li key={review.id}>
            <ReviewCard
              review={{ ...reviewCardData(review), likes: likes.likesOf(review.id, review.likes) }}
              receivedAsHint={RECEIVED_AS_HINT}
              liked={likes.isLiked(review.id)}
              likeBusy={likes.isBusy(review.id)}
              onLikeChange={own ? undefined : (next) => void likes.setLiked(review.id, next)}
            />
          </li>
        );
      })}
    </>
  );
}
