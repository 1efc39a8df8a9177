import { requestScrollToReviews, useKeyValueStorage } from '@kwc/hooks';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

import { RouterLink } from '../../app/RouterLink';

/**
 * A link to a product page that asks it to open at the reviews (spec section 7 `scrollToReviews`),
 * for links from a review (a profile's reviews): hand it to kwc-ui as `as` / `linkAs`.
 */
export const ReviewsLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function ReviewsLink({ onClick, ...rest }, ref) {
    const storage = useKeyValueStorage();
    return (
      <RouterLink
        ref={ref}
        onClick={(event) => {
          requestScrollToReviews(storage);
          onClick?.(event);
        }}
        {...rest}
      />
    );
  },
);
