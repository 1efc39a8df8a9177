import { productViewBeacon, type ApiClient } from '@kwc/hooks';

type ViewBeacon = (url: string, data: string) => boolean;

const browserBeacon: ViewBeacon = (url, data) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data);

/**
 * An API client whose code (the client and the schemas it validates answers with) loads on the
 * first call: the first view renders from the server's data and needs none of it. Every method
 * of `ApiClient` is asynchronous, so each becomes "load, then call".
 */
export function lazyApiClient(load: () => Promise<ApiClient>, sendBeacon: ViewBeacon = browserBeacon): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const methods = new Map<PropertyKey, unknown>();
  // The product-view beacon needs none of the client's code: a first visit to a product page sends
  // it without loading the client (evaluating its schemas is a long task on a phone), with the
  // client's path and body; the client itself sends it when the browser has no beacon or refuses it.
  methods.set('sendProductViewBeacon', async (body: Parameters<ApiClient['sendProductViewBeacon']>[0]) => {
    const { path, data } = productViewBeacon(body);
    try {
      if (sendBeacon(path, data)) return true;
    } catch {
      // Refused (a browser may throw for a blocked URL): the client falls back to fetch.
    }
    client ??= load();
    return (await client).sendProductViewBeacon(body);
  });
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          client ??= load();
          const loaded = (await client) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return loaded[name]!(...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
