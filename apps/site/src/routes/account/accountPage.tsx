import { useSession } from '@kwc/hooks';
import { AccountMessage, type AccountMessageProps } from '@kwc/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { GUARD_REDIRECT_STATUS, runGuards, type GuardName } from './guards';
import * as styles from './account.css';

/** The account screens' loader: the guards on the verified session, then the screen's own data. */
export function guardedLoad(
  guards: readonly GuardName[],
  load?: (context: LoaderContext) => Promise<LoaderResult>,
): (context: LoaderContext) => Promise<LoaderResult> {
  return async (context) => {
    const target = runGuards(guards, {
      session: context.session,
      here: `${context.url.pathname}${context.url.search}`,
      search: context.url.search.replace(/^\?/, ''),
      now: context.now(),
    });
    if (target !== null) return { redirect: { location: target, status: GUARD_REDIRECT_STATUS }, personal: true };
    const result = load ? await load(context) : {};
    return { ...result, personal: true };
  };
}

/**
 * The same guards in the browser, on the session as it changes (a login, a logout, a refresh, a
 * saved birth date): a violated guard replaces the page with its redirect. Only while the URL is
 * still the page's own (`page`: its props): during a client navigation away the page stays shown
 * under the next URL. `enabled: false` while the screen navigates on its own.
 */
export function useGuards(
  guards: readonly GuardName[],
  page: Pick<PageProps, 'pathname' | 'search'>,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const own = (page.pathname === undefined || page.pathname === location) && page.search === search;
  const target =
    enabled && own
      ? runGuards(guards, { session: user, here: search ? `${location}?${search}` : location, search, now: new Date() })
      : null;
  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);
}

/** A message screen of the account side (the icon, heading, text and next steps), as a page. */
export function MessageScreen({
  title,
  tone,
  actions,
  status,
  children,
}: Pick<AccountMessageProps, 'title' | 'tone' | 'actions' | 'status' | 'children'>) {
  return (
    <AccountScreen title={title}>
      <AccountMessage title={title} tone={tone} actions={actions} status={status} linkAs={RouterLink}>
        {children}
      </AccountMessage>
    </AccountScreen>
  );
}

/**
 * An account screen: its title and the card's column. Never indexed, but for the two doors anyone
 * may search for (login, registration): those pass their `description` and canonical path.
 */
export function AccountScreen({
  title,
  children,
  indexed,
}: {
  title: string;
  children: ReactNode;
  indexed?: { description: string; canonicalPath: string };
}) {
  return (
    <div className={styles.screen}>
      {indexed ? (
        <Seo title={title} description={indexed.description} canonicalPath={indexed.canonicalPath} />
      ) : (
        <Seo title={title} robots="noindex,nofollow" />
      )}
      {children}
    </div>
  );
}
