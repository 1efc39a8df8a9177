import { createContext, useContext, useMemo, type ReactNode } from 'react';

import type { ApiClient } from '../api/createApiClient';
import { consoleLogger, type Logger } from '../api/types';
import type { SessionStore } from '../session/sessionStore';
import { createDocumentCookieStore, type CookieStore } from '../storage/cookieStore';
import { createLocalStorage, type KeyValueStorage } from '../storage/keyValueStorage';

/** What the hooks share: the API client, the cookie and storage adapters and the login state. */
export interface KwcHooksContextValue {
  client: ApiClient | null;
  cookies: CookieStore;
  storage: KeyValueStorage;
  logger: Logger;
  /** The provider's own login state store, when it was given one (see `useSessionStore`). */
  session: SessionStore | null;
}

// Both read the browser only when called, so creating them at import is SSR-safe and pure.
const browserCookies = createDocumentCookieStore();
const browserStorage = createLocalStorage();

const defaults: KwcHooksContextValue = {
  client: null,
  cookies: browserCookies,
  storage: browserStorage,
  logger: consoleLogger,
  session: null,
};

const KwcHooksContext = createContext<KwcHooksContextValue>(defaults);

export interface KwcHooksProviderProps {
  /** The API client every data hook calls. */
  client: ApiClient;
  /**
   * Cookies: on the server, a store over the request's `Cookie` header.
   * @default the browser's `document.cookie`
   */
  cookies?: CookieStore;
  /**
   * Local storage: on the server, `createMemoryStorage()`.
   * @default the browser's `localStorage`
   */
  storage?: KeyValueStorage;
  /** @default console */
  logger?: Logger;
  /**
   * The login state (spec section 4). @default one store per cookie store and storage, made when a
   * hook first reads the session (so a page that never does loads none of its code)
   */
  session?: SessionStore;
  children?: ReactNode;
}

/** Gives the hooks their API client and adapters. Wrap it around (or inside) `SWRConfig`. */
export function KwcHooksProvider({ client, cookies, storage, logger, session, children }: KwcHooksProviderProps) {
  const value = useMemo<KwcHooksContextValue>(
    () => ({
      client,
      cookies: cookies ?? browserCookies,
      storage: storage ?? browserStorage,
      logger: logger ?? consoleLogger,
      session: session ?? null,
    }),
    [client, cookies, storage, logger, session],
  );
  return <KwcHooksContext value={value}>{children}</KwcHooksContext>;
}

/** The API client of the nearest `KwcHooksProvider`. */
export function useApiClient(): ApiClient {
  const { client } = useContext(KwcHooksContext);
  if (!client) throw new Error('useApiClient: wrap the app in <KwcHooksProvider client={createApiClient(…)}>');
  return client;
}

/** The cookie store: the provider's, or the browser's. */
export function useCookieStore(): CookieStore {
  return useContext(KwcHooksContext).cookies;
}

/** The local storage: the provider's, or the browser's. */
export function useKeyValueStorage(): KeyValueStorage {
  return useContext(KwcHooksContext).storage;
}

/** The logger: the provider's, or the console. */
export function useLogger(): Logger {
  return useContext(KwcHooksContext).logger;
}

/** The login state's store the provider was given, if any (`useSessionStore` makes one otherwise). */
export function useProvidedSessionStore(): SessionStore | null {
  return useContext(KwcHooksContext).session;
}
