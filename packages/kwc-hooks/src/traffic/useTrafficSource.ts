import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { useEffect, useMemo } from 'react';

import { useKeyValueStorage } from '../provider/KwcHooksProvider';
import { useStoredItem } from '../storage/useStoredItem';
import { captureTrafficSource, isTrafficSource, type TrafficSource } from './trafficSource';

/**
 * Captures the traffic source on every URL change (see `captureTrafficSource`, which also drops
 * expired data) and gives the one stored; `null` on the server.
 */
export function useTrafficSource(url: string, referrer?: string | null): TrafficSource | null {
  const storage = useKeyValueStorage();
  const [stored] = useStoredItem(LOCAL_STORAGE_KEYS.trafficSource);
  useEffect(() => {
    captureTrafficSource({ url, referrer, storage });
  }, [url, referrer, storage]);
  return useMemo(() => {
    if (stored === null) return null;
    try {
      const value: unknown = JSON.parse(stored);
      return isTrafficSource(value) ? value : null;
    } catch {
      return null;
    }
  }, [stored]);
}
