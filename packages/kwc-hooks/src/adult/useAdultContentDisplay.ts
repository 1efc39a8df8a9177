import { COOKIE_NAMES, shouldDisplayAdultContent, todayInPoland } from '@kwc/domain';

import { useSession } from '../session/useSession';
import { useCookie } from '../storage/useCookie';

/**
 * Whether adult content is shown (spec section 4): to crawlers and before the account is
 * initialised; to a logged-in user with a birth date (the token's) only if adult; otherwise when
 * `wiadult` is '1'.
 */
export function useAdultContentDisplay({
  isCrawler,
  isAccountInitialized = true,
  now = () => new Date(),
}: {
  isCrawler: boolean;
  /** @default true: the login state is read from the cookies at once, on the server too. */
  isAccountInitialized?: boolean;
  /** @deprecated The logged-in user's birth date decides; this value is ignored. */
  dateOfBirth?: string | null;
  now?: () => Date;
}): boolean {
  const adultCookie = useCookie(COOKIE_NAMES.adult);
  const { user } = useSession();
  return shouldDisplayAdultContent({
    isCrawler,
    isAccountInitialized,
    dateOfBirth: user?.birthday ?? null,
    today: todayInPoland(now()),
    adultCookie,
  });
}
