import type { Product } from '@kwc/domain';
import { useWishlistMarks } from '@kwc/hooks';
import type { ProductGridProps } from '@kwc/ui';
import { useMemo } from 'react';

import { useVisitor, useWishlistCheck } from '../../app/Visitor';
import { productHref } from './hrefs';

/**
 * Wishlist hearts for a set of product tiles: asks once which of them are on the visitor's
 * wishlist (after hydration: the server renders them all unpressed) and toggles them.
 */
export function useTileWishlist(
  products: readonly Product[],
): Pick<ProductGridProps, 'tileOptions' | 'onWishlistChange'> {
  const { wishlist } = useVisitor();
  const skus = useMemo(() => products.map((product) => product.sku), [products]);
  // Only a change among these products re-renders the tiles (not the counts loading at start).
  const marks = useWishlistMarks(wishlist, skus);
  useWishlistCheck(skus.join(','));
  return {
    tileOptions: (product) => ({
      isOnWishlist: marks.isOnWishlist(product.sku),
      wishlistBusy: marks.pendingSku === product.sku,
      href: productHref(product),
    }),
    onWishlistChange: (product) => {
      void wishlist.toggle(product.sku);
    },
  };
}
