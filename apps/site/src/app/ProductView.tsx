import { useAnonymousId, useProductViewBeacon, useScrollToReviews } from '@kwc/hooks';
import { useEffect } from 'react';

import { drawDeferredPartsUpTo } from './deferredDrawing';
import { useVisitor } from './Visitor';

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
  // The anonymous id a first-time visitor gets right after hydration (the layout creates it).
  const anonymousId = useAnonymousId({ isLoggedIn: false });
  const { noteProductView } = useVisitor();
  useProductViewBeacon(sku, { anonymousId, isLoggedIn: false });
  useEffect(() => {
    if (anonymousId !== null) noteProductView(sku);
  }, [noteProductView, anonymousId, sku]);
  useScrollToReviews(true, scrollToReviewsSection);
  return null;
}
