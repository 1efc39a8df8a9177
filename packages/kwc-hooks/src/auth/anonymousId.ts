import { COOKIE_NAMES, isAnonymousId as isWellFormedAnonymousId } from '@kwc/domain';

import type { CookieStore } from '../storage/cookieStore';

/** How long the anonymous id cookie lives. ours: the spec gives no lifetime; a year, renewed on each visit. */
export const ANONYMOUS_ID_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A new anonymous visitor id: a random UUID without its hyphens (32 URL-safe characters). */
export function generateAnonymousId(randomUUID: () => string = () => globalThis.crypto.randomUUID()): string {
  return randomUUID().replace(/-/g, '');
}

/**
 * Whether a value is a well-formed anonymous id: what kwc-domain's `anonymousIdSchema` accepts,
 * checked without zod (kwc-domain's `isAnonymousId`).
 */
export function isAnonymousId(value: string | null | undefined): value is string {
  return isWellFormedAnonymousId(value);
}

/** The anonymous id in the cookie, when it is well-formed. */
export function readAnonymousId(cookies: CookieStore): string | null {
  const value = cookies.get(COOKIE_NAMES.anonymousUserId);
  return isAnonymousId(value) ? value : null;
}

/**
 * Keeps the `anonymous_user_id` cookie as spec section 4 wants it: set while logged out (a new id
 * when missing or malformed; an existing one is renewed), removed on login. Returns the id in
 * force, `null` when logged in. SSR may call it with the request's cookie store and forward the
 * store's `Set-Cookie` headers.
 */
export function syncAnonymousId(
  cookies: CookieStore,
  { isLoggedIn, generate = generateAnonymousId }: { isLoggedIn: boolean; generate?: () => string },
): string | null {
  if (isLoggedIn) {
    if (cookies.get(COOKIE_NAMES.anonymousUserId) !== null) cookies.remove(COOKIE_NAMES.anonymousUserId);
    return null;
  }
  const id = readAnonymousId(cookies) ?? generate();
  cookies.set(COOKIE_NAMES.anonymousUserId, id, { maxAge: ANONYMOUS_ID_MAX_AGE_S });
  return id;
}
