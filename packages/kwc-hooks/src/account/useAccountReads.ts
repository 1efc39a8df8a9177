import {
  ACCOUNT_API_PATHS,
  FRONT_API_PATHS,
  type AccountDetailsResponse,
  type AccountSessionsResponse,
  type AuthProvidersResponse,
  type LinkCheckResponse,
  type TwoFactorStatus,
  type UserResponse,
} from '@kwc/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';

// The account's reads, each under its request's path. Keys of one screen sit beside its hook (the
// site's first view holds `api/keys.ts`, see docs/kwc-hooks.md).

/** `/api/user` */
export const userKey = (): string => FRONT_API_PATHS.getUser;

/** `/api/user/account` */
export const accountDetailsKey = (): string => ACCOUNT_API_PATHS.getAccount;

/** `/api/user/links/{token}` (kwc-domain's `fillPath` sits with the zod schemas: not here). */
export const linkCheckKey = (token: string): string =>
  ACCOUNT_API_PATHS.checkLink.replace('{token}', encodeURIComponent(token));

/** `/api/user/sessions` */
export const accountSessionsKey = (): string => ACCOUNT_API_PATHS.sessions;

/** `/api/auth/providers` */
export const authProvidersKey = (): string => ACCOUNT_API_PATHS.authProviders;

/** SWR key of whether two-step verification is on (`GET /api/user/two-factor`). */
export const twoFactorKey = (): string => ACCOUNT_API_PATHS.twoFactor;

// A personal read changes only through the user's own actions, which reload it.
const PERSONAL: SWRConfiguration = { revalidateOnFocus: false };

/**
 * The logged-in user's profile (`GET /api/user`: avatar, rank, counters, social links, agreements);
 * nothing is asked while logged out.
 */
export function useUser(config?: SWRConfiguration<UserResponse, ApiError>): SWRResponse<UserResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<UserResponse, ApiError>(isLoggedIn ? userKey() : null, () => client.getUser(), {
    ...PERSONAL,
    ...config,
  });
}

/** The account as its pages show it (`GET /api/user/account`); nothing is asked while logged out. */
export function useAccountDetails(
  config?: SWRConfiguration<AccountDetailsResponse, ApiError>,
): SWRResponse<AccountDetailsResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<AccountDetailsResponse, ApiError>(isLoggedIn ? accountDetailsKey() : null, () => client.getAccount(), {
    ...PERSONAL,
    ...config,
  });
}

/**
 * What a one-time link is for (`GET /api/user/links/{token}`), checked before its form shows; a
 * used, expired or unknown link fails with a 404 (`ACCOUNT_MESSAGES.linkInvalid`). `null` asks nothing.
 */
export function useLinkCheck(
  token: string | null,
  config?: SWRConfiguration<LinkCheckResponse, ApiError>,
): SWRResponse<LinkCheckResponse, ApiError> {
  const client = useApiClient();
  return useSWR<LinkCheckResponse, ApiError>(token ? linkCheckKey(token) : null, () => client.checkLink(token!), {
    ...PERSONAL,
    shouldRetryOnError: false,
    ...config,
  });
}

/** Which social logins this deployment offers (`GET /api/auth/providers`). */
export function useAuthProviders(
  config?: SWRConfiguration<AuthProvidersResponse, ApiError>,
): SWRResponse<AuthProvidersResponse, ApiError> {
  const client = useApiClient();
  return useSWR<AuthProvidersResponse, ApiError>(authProvidersKey(), () => client.getAuthProviders(), {
    revalidateOnFocus: false,
    ...config,
  });
}

/**
 * The account's logins that go on, the current one first (`GET /api/user/sessions`, ASVS 7.5.2).
 * Read again when the tab comes back: another device may have logged in or out meanwhile.
 */
export function useAccountSessions(
  config?: SWRConfiguration<AccountSessionsResponse, ApiError>,
): SWRResponse<AccountSessionsResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<AccountSessionsResponse, ApiError>(
    isLoggedIn ? accountSessionsKey() : null,
    () => client.getSessions(),
    config,
  );
}

/** Whether two-step verification is on, and how many recovery codes are left (`GET /api/user/two-factor`). */
export function useTwoFactorStatus(
  config?: SWRConfiguration<TwoFactorStatus, ApiError>,
): SWRResponse<TwoFactorStatus, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<TwoFactorStatus, ApiError>(isLoggedIn ? twoFactorKey() : null, () => client.getTwoFactor(), config);
}
