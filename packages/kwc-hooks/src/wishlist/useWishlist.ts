import { FEATURE_FLAGS } from '@kwc/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';

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

/** Loads the wishlist counts once when the app starts, where `shouldLoadWishlistAtStart` allows it. */
export function useWishlistAtStart(store: WishlistStore, options: { pathname: string; enabled?: boolean }): void {
  // Decided on the first render: later navigation does not reload (login and logout do, see
  // `useReloadOnLoginChange`).
  const loadAtStart = useRef(shouldLoadWishlistAtStart(options));
  useEffect(() => {
    if (loadAtStart.current) void store.load({ isWishlistPage: false });
  }, [store]);
}

/** The wishlist page: loads `page` (24 products) whenever it changes, and gives the state. */
export function useWishlistPage(store: WishlistStore, page: number): WishlistSnapshot {
  useEffect(() => {
    void store.load({ page, isWishlistPage: true });
  }, [store, page]);
  return useWishlist(store);
}
