import type { Product } from '@kwc/domain';
import type { WishlistStore } from '@kwc/hooks';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

import { useSignedIn } from '../../app/signedIn';

// Loaded when a logged-in user adds a product: anonymous visitors' pages never fetch it.
const AddedOffer = lazy(() => import('./lists/AddedOffer'));

/**
 * The 'Dodaj do listy…' offer after a tile's heart (issue 33): `afterAdd` when an add went through,
 * `slot` to render (nothing until then, and nothing at all when logged out).
 */
export function useListOffer(store: WishlistStore): {
  afterAdd: (product: Product, added: boolean) => void;
  slot: ReactNode;
} {
  const signedIn = useSignedIn();
  const [offered, setOffered] = useState<Product | null>(null);
  const afterAdd = useCallback(
    (product: Product, added: boolean) => {
      if (signedIn && added) setOffered(product);
    },
    [signedIn],
  );
  const close = useCallback(() => setOffered(null), []);
  const slot = offered ? (
    <Suspense fallback={null}>
      <AddedOffer key={offered.sku} product={offered} store={store} onClose={close} />
    </Suspense>
  ) : null;
  return { afterAdd, slot };
}
