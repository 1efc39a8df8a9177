import { useEffect, useRef } from 'react';

/**
 * Calls `reload` when the login state changes, not on the first render: login, logout and
 * registration reload the wishlist and recently viewed lists (spec section 4 "Lists reload").
 */
export function useReloadOnLoginChange(isLoggedIn: boolean, reload: () => void): void {
  const previous = useRef(isLoggedIn);
  const latestReload = useRef(reload);
  useEffect(() => {
    latestReload.current = reload;
  });
  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    latestReload.current();
  }, [isLoggedIn]);
}
