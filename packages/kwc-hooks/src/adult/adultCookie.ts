import { ADULT_COOKIE_CONFIRMED, COOKIE_LIFETIME, COOKIE_NAMES } from '@kwc/domain';

import type { CookieStore } from '../storage/cookieStore';

const DAY_S = 24 * 60 * 60;

/** 'Tak, mam 18 lat': the `wiadult` cookie set to '1' for 7 days (spec sections 4 and 9). */
export function confirmAdult(cookies: CookieStore): void {
  cookies.set(COOKIE_NAMES.adult, ADULT_COOKIE_CONFIRMED, { maxAge: COOKIE_LIFETIME.adultDays * DAY_S });
}
