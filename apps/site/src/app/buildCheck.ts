import { useEffect, useState } from 'react';

import { APP_TIMING } from './config';

/** `builds/meta/{buildId}.json` (spec section 7): what the server says of a client build. */
export interface BuildMeta {
  id: string;
  /** When the build was made (ms since the epoch). */
  timestamp: number;
  /** The build the server runs now. */
  latest: string;
}

export function buildMetaUrl(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

/** Whether the page's build is older than the server's: its meta names a later build, or is gone (404). */
export async function isBuildOutdated(buildId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  const response = await fetcher(buildMetaUrl(buildId), { cache: 'no-store' });
  if (response.status === 404) return true;
  if (!response.ok) return false;
  const meta = (await response.json()) as BuildMeta;
  return meta.latest !== buildId;
}

/**
 * Checks the build metadata every hour (spec section 9); once a newer build is out, it says so
 * and the next navigation loads the whole page.
 */
export function useBuildCheck(buildId: string): boolean {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (outdated || buildId === 'dev') return;
    const check = () => {
      isBuildOutdated(buildId).then(setOutdated, (error: unknown) => console.warn('[site] build check', error));
    };
    const timer = setInterval(check, APP_TIMING.buildCheckIntervalMs);
    return () => clearInterval(timer);
  }, [buildId, outdated]);
  return outdated;
}
