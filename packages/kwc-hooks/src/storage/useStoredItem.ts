import { useCallback, useSyncExternalStore } from 'react';

import { useKeyValueStorage } from '../provider/KwcHooksProvider';
import type { KeyValueStorage } from './keyValueStorage';

const noSubscription = () => () => undefined;
const serverValue = () => null;

/**
 * A local-storage item with its setter. The server and the hydrating render see `null` (the
 * server has no local storage), then the browser's value follows.
 */
export function useStoredItem(
  key: string,
  store?: KeyValueStorage,
): [value: string | null, set: (value: string | null) => void] {
  const contextStorage = useKeyValueStorage();
  const storage = store ?? contextStorage;
  const value = useSyncExternalStore(storage.subscribe ?? noSubscription, () => storage.getItem(key), serverValue);
  const set = useCallback(
    (next: string | null) => (next === null ? storage.removeItem(key) : storage.setItem(key, next)),
    [storage, key],
  );
  return [value, set];
}
