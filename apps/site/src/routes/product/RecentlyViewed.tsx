import { useRecentlyViewed, type WishlistStore } from '@kwc/hooks';
import { Button } from '@kwc/ui';
import { useEffect } from 'react';

import { useNearViewport } from '../../app/nearViewport';
import { useVisitor, useVisitorIdentity } from '../../app/Visitor';
import { PRODUCT_MESSAGES } from './messages';
import { EmptyNote } from './ProductSection';
import * as styles from './RecentlyViewed.css';
import { WishlistGrid } from './WishlistGrid';

/** 'Ostatnio oglądane': the visitor's recently viewed products, 8 until 'Pokaż wszystkie'. */
export function RecentlyViewed({
  currentSku,
  store,
  showAdultContent,
}: {
  currentSku: string;
  store: WishlistStore;
  showAdultContent: boolean;
}) {
  const { signedIn, anonymousId } = useVisitorIdentity();
  const { hasViewHistory } = useVisitor();
  // A first-time visitor's list holds at most this product, which the section leaves out.
  const withHistory = (signedIn || anonymousId !== null) && hasViewHistory(currentSku);
  // The page's last section: its list (and the API client's code that reads it) loads as the
  // visitor scrolls towards it, not with the page.
  const [placeholder, near] = useNearViewport<HTMLDivElement>('100% 0px');
  // The product on screen was just viewed: it is not a product to come back to.
  const recentlyViewed = useRecentlyViewed({ anonymousId, enabled: withHistory && near, exclude: currentSku });
  const { products } = recentlyViewed;
  const skus = products.map((product) => product.sku).join(',');
  useEffect(() => {
    if (skus) void store.checkProducts(skus.split(','));
  }, [store, skus]);

  if (recentlyViewed.isLoading || (withHistory && !near)) {
    return <div ref={placeholder} className={styles.recentlyViewedLoading} aria-busy="true" />;
  }
  if (products.length === 0) return <EmptyNote>{PRODUCT_MESSAGES.recentlyViewedEmpty}</EmptyNote>;
  return (
    <>
      <WishlistGrid products={products} store={store} showAdultContent={showAdultContent} />
      {recentlyViewed.hasMore ? (
        <div className={styles.centred}>
          <Button variant="secondary" onClick={recentlyViewed.showAll}>
            {PRODUCT_MESSAGES.showAllRecentlyViewed}
          </Button>
        </div>
      ) : null}
    </>
  );
}
