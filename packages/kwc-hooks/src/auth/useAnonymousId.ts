import { COOKIE_NAMES } from '@kwc/domain';
import { useEffect } from 'react';

import { useCookieStore } from '../provider/KwcHooksProvider';
import { useCookie } from '../storage/useCookie';
import { isAnonymousId, syncAnonymousId } from './anonymousId';

/**
 * The visitor's anonymous id (spec sections 1 and 4): generated and kept in the
 * `anonymous_user_id` cookie while logged out, removed on login. `null` while logged in, and on
 * a first visit until the effect has created it (the server does not invent one unless SSR calls
 * `syncAnonymousId`).
 */
export function useAnonymousId({ isLoggedIn }: { isLoggedIn: boolean }): string | null {
  const cookies = useCookieStore();
  const value = useCookie(COOKIE_NAMES.anonymousUserId);
  useEffect(() => {
    syncAnonymousId(cookies, { isLoggedIn });
  }, [cookies, isLoggedIn]);
  return !isLoggedIn && isAnonymousId(value) ? value : null;
}
