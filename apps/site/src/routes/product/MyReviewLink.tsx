import { REVIEW_PAGE_PATHS } from '@kwc/domain';
import { useMyReview } from '@kwc/hooks';
import type { ReactNode } from 'react';

import { PRODUCT_MESSAGES } from './messages';
import { AddReviewLink } from './AddReviewLink';

/** The signed-in visitor's link: to the edit of their review of the product, when there is one. */
export default function MyReviewLink({ productId, fallback }: { productId: number; fallback: ReactNode }) {
  const { data } = useMyReview(productId);
  if (!data) return fallback;
  return <AddReviewLink href={REVIEW_PAGE_PATHS.edit(productId, data.review.id)} label={PRODUCT_MESSAGES.editReview} />;
}
