import type { Product } from '@kwc/domain';
import { useWishlistMarks, type WishlistStore } from '@kwc/hooks';
import { ProductGrid } from '@kwc/ui';
import { useMemo } from 'react';
import { Link } from 'wouter';

import { productPagePath } from './productSeo';

/** Product tiles whose hearts add to and remove from the visitor's wishlist. */
export function WishlistGrid({
  products,
  store,
  showAdultContent,
}: {
  products: readonly Product[];
  store: WishlistStore;
  showAdultContent: boolean;
}) {
  // Only a change among these products re-renders the grid (not the counts loading at start).
  const marks = useWishlistMarks(
    store,
    useMemo(() => products.map((product) => product.sku), [products]),
  );
  return (
    <ProductGrid
      products={products}
      priorityCount={0}
      linkAs={Link}
      showAdultContent={showAdultContent}
      tileOptions={(product) => ({
        href: productPagePath(product.urlPath),
        isOnWishlist: marks.isOnWishlist(product.sku),
        wishlistBusy: marks.pendingSku === product.sku,
      })}
      onWishlistChange={(product) => {
        // The store refuses a toggle while another action or a load runs (spec section 4).
        void store.toggle(product.sku);
      }}
    />
  );
}
