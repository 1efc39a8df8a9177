import { LOCAL_STORAGE_KEYS, TRACKED_QUERY, TRAFFIC_SOURCE_VALIDITY_MS } from '@kwc/domain';

import { readJson, type KeyValueStorage } from '../storage/keyValueStorage';

/** Where the visit came from (spec section 3 "Others"), kept in local storage. */
export interface TrafficSource {
  /** `referral` and every `utm_*` parameter of the landing URL. */
  values: Record<string, string>;
  /** The host of the referring page; `null` when there was none or it was this site. */
  host: string | null;
  /** Milliseconds since the epoch after which the data no longer counts (30 minutes, spec section 9). */
  validUntil: number;
}

/** Whether a query key is tracked: `referral` or `utm_*` (spec section 7). */
export function isTrackedQueryKey(key: string): boolean {
  return (
    (TRACKED_QUERY.keys as readonly string[]).includes(key) ||
    TRACKED_QUERY.prefixes.some((prefix) => key.startsWith(prefix))
  );
}

/** Whether stored data has the shape of a traffic source (anyone can edit local storage). */
export function isTrafficSource(value: unknown): value is TrafficSource {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.validUntil === 'number' &&
    (candidate.host === null || typeof candidate.host === 'string') &&
    typeof candidate.values === 'object' &&
    candidate.values !== null &&
    Object.values(candidate.values).every((item) => typeof item === 'string')
  );
}

/** The stored traffic source while valid; expired or malformed data is removed and gives `null`. */
export function readTrafficSource(storage: KeyValueStorage, now: number = Date.now()): TrafficSource | null {
  const value = readJson(storage, LOCAL_STORAGE_KEYS.trafficSource);
  if (value === null) return null;
  if (!isTrafficSource(value) || value.validUntil <= now) {
    storage.removeItem(LOCAL_STORAGE_KEYS.trafficSource);
    return null;
  }
  return value;
}

function hostOf(url: string | null | undefined, ownHost: string): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).host;
    return host === '' || host === ownHost ? null : host;
  } catch {
    return null;
  }
}

/**
 * Records the traffic source of a page view: when the URL carries `referral` or `utm_*`, they are
 * stored with the referrer's host and a validity of 30 minutes; otherwise the stored one stays
 * (while valid). Returns the traffic source in force.
 */
export function captureTrafficSource({
  url,
  referrer,
  storage,
  now = Date.now(),
}: {
  /** The page's full URL. */
  url: string;
  /** `document.referrer`. */
  referrer?: string | null;
  storage: KeyValueStorage;
  now?: number;
}): TrafficSource | null {
  const page = new URL(url);
  const values: Record<string, string> = {};
  for (const [key, value] of page.searchParams) {
    if (isTrackedQueryKey(key) && value !== '') values[key] = value;
  }
  if (Object.keys(values).length === 0) return readTrafficSource(storage, now);
  const source: TrafficSource = {
    values,
    host: hostOf(referrer, page.host),
    validUntil: now + TRAFFIC_SOURCE_VALIDITY_MS,
  };
  storage.setItem(LOCAL_STORAGE_KEYS.trafficSource, JSON.stringify(source));
  return source;
}
