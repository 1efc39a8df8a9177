import { ADULT_COOKIE_CONFIRMED, SEARCH_PAGE_PATH } from '../constants';
import { isAdult } from './age';

export interface AdultContentInput {
  /** Search engine crawlers see adult content, so it is indexed. */
  isCrawler: boolean;
  /** Whether the account state has been loaded yet. */
  isAccountInitialized: boolean;
  /** The signed-in user's birth date (`YYYY-MM-DD`), if any. */
  dateOfBirth: string | null | undefined;
  /** Today in Poland, `YYYY-MM-DD` (see `todayInPoland`). */
  today: string;
  /** Value of the adult cookie (`wiadult`). */
  adultCookie: string | null | undefined;
}

/**
 * Whether adult content is displayed (spec section 4): for crawlers and before the account is
 * initialised, yes; for users with a birth date, only if adult; otherwise when the adult cookie is '1'.
 */
export function shouldDisplayAdultContent(input: AdultContentInput): boolean {
  if (input.isCrawler || !input.isAccountInitialized) return true;
  if (input.dateOfBirth) return isAdult(input.dateOfBirth, input.today);
  return input.adultCookie === ADULT_COOKIE_CONFIRMED;
}

export interface AdultGateInput {
  isCrawler: boolean;
  isLoggedIn: boolean;
  /** For logged-in users: whether the account is adult. */
  isAdult: boolean;
  adultCookie: string | null | undefined;
  /** The product shown belongs to an adult category. */
  productBelongsToAdultCategory: boolean;
  /** The category shown is adults-only. */
  categoryIsAdultsOnly: boolean;
}

/**
 * Which adult-gate modal to show on adult content (spec section 4): `denied` ('Brak wstępu') for a
 * logged-in non-adult, `confirm` ('Chcesz odkryć więcej?') for a visitor whose cookie is not '1',
 * else `none`. ours: crawlers get none, since the display rule shows them the content.
 */
export function adultGateModal(input: AdultGateInput): 'none' | 'confirm' | 'denied' {
  const isAdultContent = input.productBelongsToAdultCategory || input.categoryIsAdultsOnly;
  if (!isAdultContent || input.isCrawler) return 'none';
  if (input.isLoggedIn) return input.isAdult ? 'none' : 'denied';
  return input.adultCookie === ADULT_COOKIE_CONFIRMED ? 'none' : 'confirm';
}

/**
 * Where 'Nie mam 18 lat, rezygnuję' leads (spec section 4): the last in-app route visited, or home
 * when there is none or it was the search page.
 */
export function adultGateDeclineTarget(lastInAppRoute: string | null | undefined, homePath = '/'): string {
  if (!lastInAppRoute) return homePath;
  const pathname = lastInAppRoute.split(/[?#]/, 1)[0];
  return pathname === SEARCH_PAGE_PATH ? homePath : lastInAppRoute;
}
