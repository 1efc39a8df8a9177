import { REVIEW_PAGE_PATHS } from '@kwc/domain';
import { lazy, Suspense, useState } from 'react';

import { RouterLink } from '../../app/RouterLink';
import { AddReviewLink } from './AddReviewLink';
import { PRODUCT_MESSAGES } from './messages';
import * as styles from './ProductReviews.css';
import { useSignedIn } from '../../app/signedIn';

// Loaded only for a signed-in visitor: asking for one's own review needs the API client's review calls.
const MyReviewId = lazy(() => import('./MyReviewId'));

/**
 * 'Dodaj opinię' → the create page, whose guards send a logged-out visitor to the login page with
 * `back`. A signed-in visitor's link becomes 'Edytuj swoją opinię' once the API says there is one.
 * The server and hydration render the anonymous link: the product page is cached for everyone.
 */
export function ReviewAction({ productId }: { productId: number }) {
  const signedIn = useSignedIn();
  const [reviewId, setReviewId] = useState<number | null>(null);
  const mine = signedIn ? reviewId : null;
  // One link element whose href and label change: a keyboard user's focus stays on it as the page wakes.
  return (
    <>
      <AddReviewLink
        href={mine === null ? REVIEW_PAGE_PATHS.create(productId) : REVIEW_PAGE_PATHS.edit(productId, mine)}
        label={mine === null ? PRODUCT_MESSAGES.addReview : PRODUCT_MESSAGES.editReview}
      />
      {signedIn && (
        <Suspense fallback={null}>
          <MyReviewId productId={productId} onReview={setReviewId} />
        </Suspense>
      )}
    </>
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
