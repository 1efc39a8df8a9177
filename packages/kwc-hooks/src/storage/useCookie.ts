import { useSyncExternalStore } from 'react';

import { useCookieStore } from '../provider/KwcHooksProvider';
import type { CookieStore } from './cookieStore';

const noSubscription = () => () => undefined;

/**
 * A cookie's value, re-rendering when it is written through the store. On the server it reads
 * the request's cookie through the provider's store, so the first render matches the browser's.
 */
export function useCookie(name: string, store?: CookieStore): string | null {
  const contextStore = useCookieStore();
  const cookies = store ?? contextStore;
  const read = () => cookies.get(name);
  // Hydration reads the value the page was served with (see `CookieStore.getInitial`); React
  // re-renders with the current one right after, without a mismatch.
  const readInitial = () => (cookies.getInitial ? cookies.getInitial(name) : cookies.get(name));
  return useSyncExternalStore(cookies.subscribe ?? noSubscription, read, readInitial);
}
