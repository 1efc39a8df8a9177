import { createWishlistStore, readAnonymousId, useApiClient, useCookieStore, type WishlistStore } from '@kwc/hooks';
import { createContext, useContext, useState, type ReactNode } from 'react';

/** The visitor's state shared by every page: the wishlist store. */
export interface VisitorValue {
  wishlist: WishlistStore;
}

const VisitorContext = createContext<VisitorValue | null>(null);

/** Creates the visitor's stores once per app (per request on the server). */
export function VisitorProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const cookies = useCookieStore();
  const [value] = useState<VisitorValue>(() => ({
    wishlist: createWishlistStore({ client, getAnonymousId: () => readAnonymousId(cookies) }),
  }));
  return <VisitorContext value={value}>{children}</VisitorContext>;
}

export function useVisitor(): VisitorValue {
  const value = useContext(VisitorContext);
  if (!value) throw new Error('useVisitor: wrap the app in <VisitorProvider>');
  return value;
}
