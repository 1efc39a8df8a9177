import { COOKIE_NAMES, shouldDisplayAdultContent, todayInPoland } from '@kwc/domain';

import { useCookie } from '../storage/useCookie';

/**
 * Whether adult content is shown (spec section 4): to crawlers and before the account is
 * initialised; to users with a birth date only if adult; otherwise when `wiadult` is '1'.
 */
export function useAdultContentDisplay({
  isCrawler,
  isAccountInitialized,
  dateOfBirth,
  now = () => new Date(),
}: {
  isCrawler: boolean;
  isAccountInitialized: boolean;
  dateOfBirth: string | null | undefined;
  now?: () => Date;
}): boolean {
  const adultCookie = useCookie(COOKIE_NAMES.adult);
  return shouldDisplayAdultContent({
    isCrawler,
    isAccountInitialized,
    dateOfBirth,
    today: todayInPoland(now()),
    adultCookie,
  });
}
