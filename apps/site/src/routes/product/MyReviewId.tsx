import { useMyReview } from '@kwc/hooks';
import { useEffect } from 'react';

/**
 * Asks the API for the signed-in visitor's review of the product and reports its id (`null` when
 * there is none). It renders nothing: the link it changes stays the one element, so focus survives.
 */
export default function MyReviewId({
  productId,
  onReview,
}: {
  productId: number;
  onReview: (reviewId: number | null) => void;
}) {
  const { data } = useMyReview(productId);
  const reviewId = data?.review.id ?? null;
  useEffect(() => onReview(reviewId), [onReview, reviewId]);
  return null;
}
