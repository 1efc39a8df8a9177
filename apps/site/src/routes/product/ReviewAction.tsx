import { REVIEW_PAGE_PATHS } from '@kwc/domain';
import { lazy, Suspense } from 'react';

import { RouterLink } from '../../app/RouterLink';
import { AddReviewLink } from './AddReviewLink';
import { PRODUCT_MESSAGES } from './messages';
import * as styles from './ProductReviews.css';
import { useSignedIn } from './signedIn';

// Loaded only for a signed-in visitor: asking for one's own review needs the API client's review calls.
const MyReviewLink = lazy(() => import('./MyReviewLink'));

/**
 * 'Dodaj opinię' → the create page, whose guards send a logged-out visitor to the login page with
 * `back`. A signed-in visitor's link becomes 'Edytuj swoją opinię' once the API says there is one.
 * The server and hydration render the anonymous link: the product page is cached for everyone.
 */
export function ReviewAction({ productId }: { productId: number }) {
  const signedIn = useSignedIn();
  const create = <AddReviewLink href={REVIEW_PAGE_PATHS.create(productId)} label={PRODUCT_MESSAGES.addReview} />;
  if (!signedIn) return create;
  return (
    <Suspense fallback={create}>
      <MyReviewLink productId={productId} fallback={create} />
    </Suspense>
  );
}

/** 'Jak weryfikujemy opinie', beside every star average. */
export function HowWeVerifyLink() {
  return (
    <RouterLink href={REVIEW_PAGE_PATHS.howWeVerify} className={styles.howWeVerify}>
      {PRODUCT_MESSAGES.howWeVerify}
    </RouterLink>
  );
}
