import type { Product } from '@kwc/domain';
import type { WishlistStore } from '@kwc/hooks';
import { IconButton } from '@kwc/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';

import { WISHLIST_LISTS_MESSAGES as M } from '../messages';
import * as styles from './lists.css';

// A chunk of its own (the wishlist and product pages load it too), never part of a shared one.
const ListMenu = lazy(() => import('./ListMenu'));

/** How long the offer stays when left alone. ours. */
const OFFER_MS = 10_000;

/**
 * After a logged-in user's heart on a tile: 'Dodano do ulubionych' with the 'Dodaj do listy…' menu
 * (issue 33). A polite status, not a dialog: focus stays on the heart, Tab reaches the menu next.
 */
export default function AddedOffer({
  product,
  store,
  onClose,
}: {
  product: Product;
  store: WishlistStore;
  onClose: () => void;
}) {
  const name = `${product.brandName} ${product.name}`;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Left open while the pointer or focus is inside; otherwise it goes after a while.
    const timer = window.setTimeout(() => {
      if (!root.current?.matches(':hover, :focus-within')) onClose();
    }, OFFER_MS);
    return () => window.clearTimeout(timer);
  }, [product, onClose]);
  return (
    <div ref={root} className={styles.offer} role="status" aria-live="polite">
      <p className={styles.offerText}>{M.addedOffer(name)}</p>
      <Suspense fallback={null}>
        <ListMenu sku={product.sku} store={store} label={M.addTo} productName={name} onMoved={onClose} />
      </Suspense>
      <IconButton icon="close" label={M.closeOffer} variant="ghost" size="sm" onClick={onClose} />
    </div>
  );
}
