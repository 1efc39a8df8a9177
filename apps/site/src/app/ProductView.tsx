import { useProductViewBeacon, useScrollToReviews } from '@kwc/hooks';
import { useEffect } from 'react';

import { drawDeferredPartsUpTo } from './drawDeferredParts';
import { useVisitor, useVisitorIdentity } from './Visitor';

/** The attribute of a link that asks the product page to open at its reviews (`ReviewsLink`). */
export const REVIEWS_LINK_ATTRIBUTE = 'data-scroll-to-reviews';

/** Where a link that asks for the reviews (`ReviewsLink`) lands: the product page's reviews section. */
function scrollToReviewsSection() {
  const heading = document.getElementById('opinie');
  if (!heading) return;
  drawDeferredPartsUpTo(heading);
  heading.scrollIntoView({ block: 'start' });
}

/**
 * A product page being shown, as the layout sees it: the view beacon (spec section 7), the recently
 * viewed note and a requested scroll to the reviews. The layout runs it, not the page, because a
 * first-time visitor's product page hydrates on her first sign of use, and a visit must count without one.
 */
export function ProductView({ sku }: { sku: string }) {
  // A first-time visitor's anonymous id comes right after hydration; a signed-in visitor has none.
  const { signedIn, anonymousId } = useVisitorIdentity();
  const { noteProductView } = useVisitor();
  useProductViewBeacon(sku, { anonymousId, isLoggedIn: signedIn });
  const known = signedIn || anonymousId !== null;
  useEffect(() => {
    if (known) noteProductView(sku);
  }, [noteProductView, known, sku]);
  useScrollToReviews(true, scrollToReviewsSection);
  return null;
}
