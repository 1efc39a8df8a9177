import { FEATURE_FLAGS } from '@kwc/domain';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import type { WishlistSnapshot, WishlistStore } from './wishlistStore';

/** The wishlist route (spec section 2). */
export const WISHLIST_PATH = '/wishlist';
/** The login route, `account.login` (spec section 2). */
export const LOGIN_PATH = '/konto/logowanie';

/**
 * Whether the app loads the wishlist when it starts (spec section 4): with the wishlist feature on,
 * except on the wishlist route (which loads its own page) and the login route.
 */
export function shouldLoadWishlistAtStart({
  pathname,
  enabled = FEATURE_FLAGS.wishlist,
}: {
  pathname: string;
  enabled?: boolean;
}): boolean {
  const path = pathname.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return enabled && path !== WISHLIST_PATH && path !== LOGIN_PATH;
}

/** The wishlist store's state, re-rendering on every change. */
export function useWishlist(store: WishlistStore): WishlistSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** Which of a list's products are on the wishlist, as `useWishlistMarks` gives it. */
export interface WishlistMarks {
  /** Whether the product with this SKU is on the wishlist. */
  isOnWishlist(sku: string): boolean;
  /** The SKU among the list's products with an add or remove in progress, or null. */
  readonly pendingSku: string | null;
}

/**
 * The wishlist state of a list of products (`skus`, e.g. the tiles of a grid). Unlike
 * `useWishlist`, it re-renders only when the answer for these products changes: not when the counts
 * load, nor when the API confirms that none of them is on the wishlist — re-rendering a page of
 * tiles for nothing is what makes a returning visitor's start slow.
 */
export function useWishlistMarks(store: WishlistStore, skus: readonly string[]): WishlistMarks {
  const key = skus.join('\n');
  const markOf = useCallback(
    (snapshot: WishlistSnapshot) => {
      const listed = new Set(key.split('\n'));
      const on = snapshot.skus.filter((sku) => listed.has(sku)).sort();
      const pending =
        snapshot.pendingAction && listed.has(snapshot.pendingAction.sku) ? snapshot.pendingAction.sku : '';
      // A string: equal answers compare equal, so React skips the re-render.
      return `${pending}\n${on.join('\n')}`;
    },
    [key],
  );
  const mark = useSyncExternalStore(
    store.subscribe,
    () => markOf(store.getSnapshot()),
    () => markOf(store.getServerSnapshot()),
  );
  return useMemo(() => {
    const [pending = '', ...on] = mark.split('\n');
    const onWishlist = new Set(on);
    return { isOnWishlist: (sku) => onWishlist.has(sku), pendingSku: pending || null };
  }, [mark]);
}

/** Loads the wishlist counts once when the app starts, where `shouldLoadWishlistAtStart` allows it. */
export function useWishlistAtStart(store: WishlistStore, options: { pathname: string; enabled?: boolean }): void {
  // Decided on the first render: later navigation does not reload (login and logout do, see
  // `useReloadOnLoginChange`).
  const loadAtStart = useRef(shouldLoadWishlistAtStart(options));
  useEffect(() => {
    if (loadAtStart.current) void store.load({ isWishlistPage: false });
  }, [store]);
}

/**
 * The wishlist page: loads `page` (24 products) of `lists` (named lists, 0 the default one; none:
 * every product) whenever either changes, and gives the state.
 */
export function useWishlistPage(store: WishlistStore, page: number, lists: readonly number[] = []): WishlistSnapshot {
  const listsKey = lists.join(',');
  useEffect(() => {
    const shown = listsKey === '' ? [] : listsKey.split(',').map(Number);
    void store.load({ page, isWishlistPage: true, lists: shown });
  }, [store, page, listsKey]);
  return useWishlist(store);
}
