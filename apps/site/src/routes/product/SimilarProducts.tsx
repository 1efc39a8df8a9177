import type { Product } from '@kwc/domain';
import type { WishlistStore } from '@kwc/hooks';

import { PRODUCT_MESSAGES } from './messages';
import { EmptyNote } from './ProductSection';
import { WishlistGrid } from './WishlistGrid';

/** 'Podobne produkty': the API's similar products, with their wishlist hearts. */
export function SimilarProducts({
  products,
  store,
  showAdultContent,
}: {
  products: readonly Product[];
  store: WishlistStore;
  showAdultContent: boolean;
}) {
  if (products.length === 0) return <EmptyNote>{PRODUCT_MESSAGES.noSimilar}</EmptyNote>;
  return <WishlistGrid products={products} store={store} showAdultContent={showAdultContent} />;
}
