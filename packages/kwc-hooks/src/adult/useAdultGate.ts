import { adultGateDeclineTarget, adultGateModal, COOKIE_NAMES, isAdult, todayInPoland } from '@kwc/domain';
import { useCallback, useEffect, useState } from 'react';

import type { Analytics } from '../analytics/analytics';
import { useCookieStore } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';
import { useCookie } from '../storage/useCookie';
import { confirmAdult } from './adultCookie';

export interface UseAdultGateOptions {
  isCrawler: boolean;
  /** @deprecated The login state decides (`useSession`); this value is ignored. */
  isLoggedIn?: boolean;
  /** @deprecated The logged-in user's birth date decides; this value is ignored. */
  isAdult?: boolean;
  /** The product shown belongs to an adult category. */
  productBelongsToAdultCategory?: boolean;
  /** The category shown is adults-only. */
  categoryIsAdultsOnly?: boolean;
  /** The route visited before this one (see `useLastInAppRoute`). */
  lastInAppRoute: string | null;
  /** Goes to a URL: the site's router. */
  navigate: (url: string) => void;
  /** @default '/' */
  homePath?: string;
  /** Receives popup18 / popup18_log when a modal shows and potwierdzam18_tak / _nie on the buttons. */
  analytics?: Pick<Analytics, 'track'>;
  /** @default () => new Date() */
  now?: () => Date;
}

/** What `useAdultGate` gives. */
export interface AdultGateResult {
  modal: 'none' | 'confirm' | 'denied';
  /** 'Tak, mam 18 lat'. */
  confirm: () => void;
  /** 'Nie mam 18 lat, rezygnuję', 'Wróć' or 'Przejdź na stronę główną'. */
  leave: () => void;
  /** Where `leave` goes: back ('Wróć') or home ('Przejdź na stronę główną'). */
  leaveTo: 'back' | 'home';
  /** Leaving is under way: the button shows '...'. */
  isNavigating: boolean;
}

/**
 * The adult gate (spec section 4). `modal` is 'confirm' ('Chcesz odkryć więcej?') for anonymous
 * visitors without the `wiadult` cookie on adult content, 'denied' ('Brak wstępu') for logged-in
 * users who are not adults by the birth date in their token (none given counts as not adult),
 * whatever the cookie says, else 'none'. `confirm` sets the cookie to '1' for 7
 * days; `leave` ('Nie mam 18 lat, rezygnuję', 'Wróć', 'Przejdź na stronę główną') goes to the last
 * in-app route, or home when there is none or it was the search page; `leaveTo` says which, for
 * the denied modal's label. `isNavigating` is true once leaving (the button shows '...').
 */
export function useAdultGate({
  isCrawler,
  productBelongsToAdultCategory = false,
  categoryIsAdultsOnly = false,
  lastInAppRoute,
  navigate,
  homePath = '/',
  analytics,
  now = () => new Date(),
}: UseAdultGateOptions): AdultGateResult {
  const cookies = useCookieStore();
  const adultCookie = useCookie(COOKIE_NAMES.adult);
  const { isLoggedIn, user } = useSession();
  const [isNavigating, setIsNavigating] = useState(false);
  const modal = adultGateModal({
    isCrawler,
    isLoggedIn,
    // No birth date: not known to be an adult, so 'Brak wstępu' (the cookie is ignored).
    isAdult: user?.birthday ? isAdult(user.birthday, todayInPoland(now())) : false,
    adultCookie,
    productBelongsToAdultCategory,
    categoryIsAdultsOnly,
  });
  const target = adultGateDeclineTarget(lastInAppRoute, homePath);

  useEffect(() => {
    if (modal === 'confirm') analytics?.track('popup18');
    if (modal === 'denied') analytics?.track('popup18_log');
  }, [modal, analytics]);

  const confirm = useCallback(() => {
    confirmAdult(cookies);
    analytics?.track('potwierdzam18_tak');
  }, [analytics, cookies]);

  const leave = useCallback(() => {
    if (modal === 'confirm') analytics?.track('potwierdzam18_nie');
    setIsNavigating(true);
    navigate(target);
  }, [analytics, modal, navigate, target]);

  return {
    modal,
    confirm,
    leave,
    leaveTo: target === homePath ? 'home' : 'back',
    isNavigating,
  };
}
