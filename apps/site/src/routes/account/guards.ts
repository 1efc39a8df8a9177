import { isUnder16, todayInPoland, type TokenPayload } from '@kwc/domain';

// The named route guards of spec section 2, one decision for the server's loaders (the session
// `readSession` verified) and the browser's screens (the session store): a redirect or nothing.

export type GuardName =
  | 'login'
  | 'accountDetails'
  | 'sixteen'
  | 'verified'
  | 'redirectLoggedIn'
  | 'parentRedirect'
  // ours: the account-access flow's screens let a visitor through once their step is done.
  | 'detailsDone'
  | 'verifiedDone';

/** The account screens the guards send a visitor to (spec section 2). */
export const ACCOUNT_PATHS = {
  login: '/konto/logowanie',
  register: '/konto/rejestracja',
  tooYoung: '/konto/za-mlody',
  notVerified: '/konto/nieaktywne',
  details: '/konto/podaj-szczegoly-konta',
  profile: '/konto/profil',
  edit: '/konto/edycja-konta',
  passwordReset: '/konto/reset-hasla',
  moderation: '/moderacja',
} as const;

/**
 * Where a moderator goes while moderation waits for her two-step verification (the API's 403
 * `two_factor_required`): the account's edit page, which then says why.
 */
export const TWO_FACTOR_FOR_MODERATION_PATH = `${ACCOUNT_PATHS.edit}?dla=moderacji`;

/** Whether the edit page was opened for moderation's sake (`TWO_FACTOR_FOR_MODERATION_PATH`). */
export const openedForModeration = (search: string): boolean => new URLSearchParams(search).get('dla') === 'moderacji';

/** The query parameter that carries the page to come back to. */
export const BACK_PARAM = 'back';

/**
 * `back` as a path of this site (`/…`, not `//host` nor `/\host`, no scheme), else `fallback`: a
 * login link must not send anyone to another site.
 */
export function safeBack(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (a tab or newline inside `//`) are dropped by URL parsers: refused outright.
  if ([...value].some((character) => character < ' ' || character === '\\')) return fallback;
  return value;
}

/** `path` with `back` set to `back` (when it is not home). */
export function withBack(path: string, back: string): string {
  return back === '/' ? path : `${path}?${new URLSearchParams({ [BACK_PARAM]: back })}`;
}

/** The `back` parameter of a query string (without `?`), made safe. */
export function backOf(search: string, fallback = '/'): string {
  return safeBack(new URLSearchParams(search).get(BACK_PARAM), fallback);
}

export interface GuardInput {
  /** The verified session, or `null` when logged out (an expired token is logged out). */
  session: TokenPayload | null;
  /** The page asked for: path and query, what `back` keeps. */
  here: string;
  /** The query string of the page asked for, without `?` (its own `back`). */
  search: string;
  now: Date;
}

/** Account details are required while the user name or the birth date is missing (spec section 5). */
export const needsAccountDetails = (session: TokenPayload) => !session.username || !session.birthday;

/** Where one guard sends the visitor, or `null` to let the page show. */
export function guardRedirect(guard: GuardName, { session, here, search, now }: GuardInput): string | null {
  switch (guard) {
    case 'login':
      return session ? null : withBack(ACCOUNT_PATHS.login, here);
    case 'accountDetails':
      return session && needsAccountDetails(session) ? withBack(ACCOUNT_PATHS.details, here) : null;
    case 'sixteen':
      return session?.birthday && isUnder16(session.birthday, todayInPoland(now))
        ? withBack(ACCOUNT_PATHS.tooYoung, here)
        : null;
    case 'verified':
      return session && !session.is_active ? withBack(ACCOUNT_PATHS.notVerified, here) : null;
    case 'redirectLoggedIn':
      return session ? backOf(search) : null;
    case 'parentRedirect':
      return session ? ACCOUNT_PATHS.profile : ACCOUNT_PATHS.login;
    case 'detailsDone':
      return session && !needsAccountDetails(session) ? backOf(search, ACCOUNT_PATHS.profile) : null;
    case 'verifiedDone':
      return session?.is_active ? backOf(search, ACCOUNT_PATHS.profile) : null;
  }
}

/** The first guard of `guards` (in order) that redirects, and where to. */
export function runGuards(guards: readonly GuardName[], input: GuardInput): string | null {
  for (const guard of guards) {
    const target = guardRedirect(guard, input);
    if (target !== null) return target;
  }
  return null;
}

/**
 * The guards of the routes that add content (spec section 2: review creation and 'Dodaj produkt'):
 * login, then the account-access flow — details, sixteen, verified.
 */
export const CONTRIBUTION_GUARDS: readonly GuardName[] = ['login', 'accountDetails', 'sixteen', 'verified'];

/** Status of a guard's redirect: it depends on the session, so it is temporary and never cached. */
export const GUARD_REDIRECT_STATUS = 302;
