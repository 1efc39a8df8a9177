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
 * Which adult-gate modal to show (spec section 4): `confirm` ('Chcesz odkryć więcej?') for anonymous
 * visitors without the adult cookie on adult content; `denied` ('Brak wstępu') for logged-in users
 * who are not adults, whatever the cookie says; otherwise `none`.
 *
 * Only '1' confirms, so any other cookie value counts as unset: the display rule would hide the
 * content anyway, and the visitor needs the modal to confirm. ours: crawlers get no modal, since the
 * display rule shows them the content.
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
