import { COOKIE_NAMES } from '@kwc/domain';
import { useCookieStore } from '@kwc/hooks';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether the visitor holds a session cookie. The server and hydration say no: the product page is
 * cached for everyone, and the signed-in parts load after hydration.
 */
export function useSignedIn(): boolean {
  const cookies = useCookieStore();
  return useSyncExternalStore(
    cookies.subscribe ?? noSubscription,
    () => cookies.get(COOKIE_NAMES.jwtHeaderPayload) !== null,
    () => false,
  );
}
