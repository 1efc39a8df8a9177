import { forwardRef, type AnchorHTMLAttributes } from 'react';

import { REVIEWS_LINK_ATTRIBUTE } from '../../app/ProductView';
import { RouterLink } from '../../app/RouterLink';

/**
 * A link to a product page that asks it to open at the reviews (spec section 7 `scrollToReviews`),
 * for links from a review (a profile's reviews): hand it to kwc-ui as `as` / `linkAs`. The boot
 * script's listener records the request, so a tap counts before the page is live as well.
 */
export const ReviewsLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function ReviewsLink(props, ref) {
    return <RouterLink ref={ref} {...props} {...{ [REVIEWS_LINK_ATTRIBUTE]: '' }} />;
  },
);
