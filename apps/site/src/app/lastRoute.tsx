import { useLastInAppRoute } from '@kwc/hooks';
import { createContext, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/** The route visited before the current one (the adult gate's 'rezygnuję' goes there). */
export const LastRouteContext = createContext<string | null>(null);

/** Remembers the route visited before the current one; part of the layout, unlike the adult gate. */
export function LastRouteProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const last = useLastInAppRoute(location);
  return <LastRouteContext value={last}>{children}</LastRouteContext>;
}
