import { captureTrafficSource, isTrackedQueryKey, type KeyValueStorage } from '@kwc/hooks';

import { MAX_TRAFFIC_VALUES, type MonitoringAgent } from './agent';

/**
 * Spec section 7: records the landing URL's tracked parameters (`referral`, `utm_*`) as the traffic
 * source and, when it carries any, sends them in one `traffic` event. A URL without them keeps the
 * stored source (valid 30 minutes) and sends nothing: that visit was already reported.
 */
export function reportTrafficSource(
  agent: Pick<MonitoringAgent, 'capture'>,
  { url, referrer, storage, now }: { url: string; referrer?: string | null; storage: KeyValueStorage; now?: number },
): void {
  const landing = new URL(url);
  const carriesTracked = [...landing.searchParams].some(([key, value]) => value !== '' && isTrackedQueryKey(key));
  const source = captureTrafficSource({ url, referrer, storage, now });
  if (!carriesTracked || !source) return;
  agent.capture({
    type: 'traffic',
    values: Object.fromEntries(Object.entries(source.values).slice(0, MAX_TRAFFIC_VALUES)),
    host: source.host,
    page: landing.pathname,
  });
}
