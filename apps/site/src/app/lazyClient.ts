import type { ApiClient } from '@kwc/hooks';

/**
 * An API client whose code (the client and the schemas it validates answers with) loads on the
 * first call: the first view renders from the server's data and needs none of it. Every method
 * of `ApiClient` is asynchronous, so each becomes "load, then call".
 */
export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const methods = new Map<PropertyKey, unknown>();
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
