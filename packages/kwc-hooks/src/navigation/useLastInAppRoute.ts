import { useState } from 'react';

/**
 * The route visited before the current one in this app, or `null` on the first page: where the
 * adult gate's 'Nie mam 18 lat, rezygnuję' returns (spec section 4). Pass the current location
 * (path with query) from the router.
 */
export function useLastInAppRoute(location: string): string | null {
  const [history, setHistory] = useState<{ current: string; previous: string | null }>({
    current: location,
    previous: null,
  });
  if (history.current !== location) {
    // Derived from the previous render (React's "storing information from previous renders").
    const next = { current: location, previous: history.current };
    setHistory(next);
    return next.previous;
  }
  return history.previous;
}
