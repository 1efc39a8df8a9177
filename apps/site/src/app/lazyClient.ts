import { productViewBeacon, type ApiClient, type StartupReads, type WishlistQueryInput } from '@kwc/hooks';

type ViewBeacon = (url: string, data: string) => boolean;

const browserBeacon: ViewBeacon = (url, data) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data);

export interface LazyApiClientOptions {
  /** Loads the client: its code and the schemas it validates answers with. */
  load: () => Promise<ApiClient>;
  /** Loads the start-up reads (`@kwc/hooks`' `createStartupReads`), which need no schemas. */
  loadStartupReads: () => Promise<StartupReads>;
  /** @default `navigator.sendBeacon` */
  sendBeacon?: ViewBeacon;
}

/** A wishlist read for the counts alone: what a page asks when it starts. */
const isCountsQuery = (query: WishlistQueryInput) =>
  query.pageSize === 0 && (query.page ?? 1) === 1 && !query.lists?.length;

/**
 * An API client whose code (the client and its schemas) loads on the first call that needs it: the
 * first view renders from the server's data. What a page asks by itself at start (the view beacon, a
 * returning visitor's wishlist check and counts) needs no schemas, whose evaluation is a long task.
 */
export function lazyApiClient({ load, loadStartupReads, sendBeacon = browserBeacon }: LazyApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  let startupReads: Promise<StartupReads> | undefined;
  const loaded = () => (client ??= load());
  const startup = () => (startupReads ??= loadStartupReads());
  const methods = new Map<PropertyKey, unknown>();
  // A first visit to a product page sends the beacon with the client's path and body; the client
  // itself sends it when the browser has no beacon or refuses it.
  methods.set('sendProductViewBeacon', async (body: Parameters<ApiClient['sendProductViewBeacon']>[0]) => {
    const { path, data } = productViewBeacon(body);
    try {
      if (sendBeacon(path, data)) return true;
    } catch {
      // Refused (a browser may throw for a blocked URL): the client falls back to fetch.
    }
    return (await loaded()).sendProductViewBeacon(body);
  });
  methods.set('areProductsOnWishlist', async (...args: Parameters<ApiClient['areProductsOnWishlist']>) =>
    (await startup()).areProductsOnWishlist(...args),
  );
  methods.set('getWishlist', async (...[query, options]: Parameters<ApiClient['getWishlist']>) =>
    isCountsQuery(query)
      ? (await startup()).getWishlistCounts(query, options)
      : (await loaded()).getWishlist(query, options),
  );
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const ready = (await loaded()) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return ready[name]!(...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
