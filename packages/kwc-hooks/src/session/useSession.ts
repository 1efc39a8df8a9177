import { FRONT_API_PATHS } from '@kwc/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';

import { useCookieStore, useKeyValueStorage, useProvidedSessionStore } from '../provider/KwcHooksProvider';
import type { CookieStore } from '../storage/cookieStore';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import type { WishlistStore } from '../wishlist/wishlistStore';
import { createSessionStore, type SessionState, type SessionStore } from './sessionStore';

// Made here, not by the provider: a page that never reads the session loads none of its code.
const stores = new WeakMap<CookieStore, WeakMap<KeyValueStorage, SessionStore>>();

/**
 * The login state's store: the provider's `session`, else one per cookie store and storage (one per
 * provider in the browser, one per request on the server, whose cookie store is the request's).
 */
export function useSessionStore(): SessionStore {
  const provided = useProvidedSessionStore();
  const cookies = useCookieStore();
  const storage = useKeyValueStorage();
  if (provided) return provided;
  let byStorage = stores.get(cookies);
  if (!byStorage) stores.set(cookies, (byStorage = new WeakMap()));
  let store = byStorage.get(storage);
  if (!store) byStorage.set(storage, (store = createSessionStore({ cookies, storage })));
  return store;
}

/**
 * The login state (spec section 4): `isLoggedIn` while now is before the token's expiry, `user` the
 * token's payload (e-mail, user name, birth date, whether the account is active, id). The server
 * renders it from the request's cookies; it follows logins, logouts and refreshes, in other tabs too.
 */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** SWR keys of the visitor's lists: recently viewed (and any wishlist read kept in SWR). */
const isVisitorListKey = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(FRONT_API_PATHS.getRecentlyViewed) || key.startsWith(FRONT_API_PATHS.getWishlist));

/** SWR keys of the account's own reads (`GET /api/user`, `/api/user/account`, …): a new session drops them. */
export const isAccountKey = (key: unknown) =>
  typeof key === 'string' && (key === FRONT_API_PATHS.getUser || key.startsWith(`${FRONT_API_PATHS.getUser}/`));

/**
 * Reloads the wishlist and recently viewed lists when the session's account changes (spec section 4
 * "Lists reload": login, logout, registration, also in another tab), not on the first render nor
 * when a token merely expires and is refreshed. The account's cached reads are dropped at the same
 * time. Mount it once, in the layout.
 */
export function useSessionListsReload({ wishlist }: { wishlist?: Pick<WishlistStore, 'load'> } = {}): void {
  const { sessionUserId } = useSession();
  const { mutate } = useSWRConfig();
  const previous = useRef(sessionUserId);
  const latestWishlist = useRef(wishlist);
  useEffect(() => {
    latestWishlist.current = wishlist;
  });
  useEffect(() => {
    if (previous.current === sessionUserId) return;
    previous.current = sessionUserId;
    void mutate(isVisitorListKey);
    void mutate(isAccountKey, undefined, { revalidate: false });
    void latestWishlist.current?.load();
  }, [sessionUserId, mutate]);
}
