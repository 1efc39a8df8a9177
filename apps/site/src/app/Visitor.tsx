import { COOKIE_NAMES } from '@kwc/domain';
import {
  createWishlistStore,
  isAnonymousId,
  readAnonymousId,
  syncAnonymousId,
  useApiClient,
  useCookie,
  useCookieStore,
  type CookieStore,
  type WishlistStore,
} from '@kwc/hooks';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

import { useSignedIn } from './signedIn';

/** The visitor's state shared by every page: the wishlist store. */
export interface VisitorValue {
  wishlist: WishlistStore;
  /**
   * Whether the visitor may have viewed products other than `sku` (an anonymous id when the page
   * loaded, or another product's view sent since). Else the recently viewed list is empty without
   * asking: the API client need not load.
   */
  hasViewHistory(sku: string): boolean;
  /**
   * Whether the visitor has no wishlist to read: no anonymous id when the page loaded (the request's
   * cookies on the server), nothing added since, and no session now.
   */
  isFirstVisit(): boolean;
  /** Notes that the view of `sku` was sent. */
  noteProductView(sku: string): void;
}

const VisitorContext = createContext<VisitorValue | null>(null);

/** Creates the visitor's stores once per app (per request on the server). */
export function VisitorProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const cookies = useCookieStore();
  const [value] = useState<VisitorValue>(() => {
    // A first-time visitor (no anonymous id yet) has an empty wishlist until adding to it: asking
    // the API which products are on it would only load the API client for nothing.
    // A signed-in visitor (the `jwt_hp` cookie) has the account's list.
    const hasSession = () => cookies.get(COOKIE_NAMES.jwtHeaderPayload) !== null;
    let knownVisitor = readAnonymousId(cookies) !== null || hasSession();
    const returning = knownVisitor;
    const viewed = new Set<string>();
    const wishlistClient: Parameters<typeof createWishlistStore>[0]['client'] = {
      getWishlist: (query, options) => client.getWishlist(query, options),
      removeFromWishlist: (body, options) => client.removeFromWishlist(body, options),
      addToWishlist: (body, options) => {
        knownVisitor = true;
        return client.addToWishlist(body, options);
      },
      areProductsOnWishlist: (query, options) =>
        knownVisitor || hasSession() ? client.areProductsOnWishlist(query, options) : Promise.resolve([]),
    };
    return {
      wishlist: createWishlistStore({ client: wishlistClient, getAnonymousId: () => readAnonymousId(cookies) }),
      hasViewHistory: (sku) => returning || [...viewed].some((other) => other !== sku),
      isFirstVisit: () => !knownVisitor && !hasSession(),
      noteProductView: (sku) => void viewed.add(sku),
    };
  });
  return <VisitorContext value={value}>{children}</VisitorContext>;
}

export function useVisitor(): VisitorValue {
  const value = useContext(VisitorContext);
  if (!value) throw new Error('useVisitor: wrap the app in <VisitorProvider>');
  return value;
}

/**
 * Asks which of the shown products (`skusKey`: SKUs joined by commas) are on the wishlist. Nothing
 * here reads the anonymous id (the client answers "none" for a visitor who had none at load): its
 * creation right after hydration would re-render every product list of the page.
 */
export function useWishlistCheck(skusKey: string): void {
  const { wishlist } = useVisitor();
  useEffect(() => {
    if (skusKey) void wishlist.checkProducts(skusKey.split(','));
  }, [wishlist, skusKey]);
}

/**
 * Keeps the `anonymous_user_id` cookie as spec section 4 wants it, by the session cookie at the
 * time (hydration renders as signed out): created or renewed while logged out, removed once signed in.
 */
export function keepAnonymousId(cookies: CookieStore): void {
  syncAnonymousId(cookies, { isLoggedIn: cookies.get(COOKIE_NAMES.jwtHeaderPayload) !== null });
}

/**
 * Who the visitor is to the API: signed in, or her anonymous id (`null` until created, and while
 * signed in). Parts that read her lists or send her views wait until one of the two is known.
 */
export function useVisitorIdentity(): { signedIn: boolean; anonymousId: string | null } {
  const signedIn = useSignedIn();
  const cookies = useCookieStore();
  const value = useCookie(COOKIE_NAMES.anonymousUserId);
  // Here as well as in the layout: a child's effect runs first, and its first read needs the id.
  useEffect(() => keepAnonymousId(cookies), [cookies]);
  return { signedIn, anonymousId: !signedIn && isAnonymousId(value) ? value : null };
}
