import {
  applyAbAssignment,
  captureEmployeeFlag,
  consentGatedDataLayer,
  createAnalytics,
  createLocalStorage,
  startTagManager,
  type ApiClient,
  type CookieStore,
} from '@kwc/hooks';

import { connectAnalytics } from '../analytics';
import type { SiteContextValue } from '../SiteContext';
import { trackItemViews } from './itemViews';

/*
 * What runs after the first view (app/analytics.ts `afterFirstView`): consent, the tag manager, the
 * A/B tests, the `{hash}` events and the item views. Analytics never breaks the page: each part
 * fails alone, logged.
 */

export interface TrackingOptions {
  site: Pick<SiteContextValue, 'analytics' | 'features' | 'testEnvironment'>;
  cookies: CookieStore;
  client: Pick<ApiClient, 'getAbTests'>;
}

/** What a consent-management platform (OneTrust's convention) leaves on the window. */
interface ConsentWindow {
  /** The groups consented to, comma-separated and comma-framed: `,C0001,C0002,`. */
  OptanonActiveGroups?: string;
  /** A console hook for whoever sets up the tag manager: pushes the generic test event. */
  kwcAnalytics?: { testEvent(): boolean };
}

/** What the data layer is told first in an employee's browser: GA4's convention for internal traffic. */
export const EMPLOYEE_TRAFFIC = { traffic_type: 'internal' } as const;

/** The event a consent platform fires when the visitor's choice changes; its detail lists the groups. */
export const CONSENT_EVENT = 'OneTrustGroupsUpdated';

function consentedGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  return [];
}

/** Waits for consent to `group` (at once when none is configured); calls `granted` once. */
function whenConsented(group: string | undefined, granted: () => void): void {
  const host = window as Window & ConsentWindow;
  if (group === undefined || consentedGroups(host.OptanonActiveGroups).includes(group)) {
    granted();
    return;
  }
  const listener = (event: Event) => {
    const groups = consentedGroups((event as CustomEvent<unknown>).detail ?? host.OptanonActiveGroups);
    if (!groups.includes(group)) return;
    removeEventListener(CONSENT_EVENT, listener);
    granted();
  };
  addEventListener(CONSENT_EVENT, listener);
}

function attempt(part: string, run: () => void | Promise<unknown>): void {
  try {
    void Promise.resolve(run()).catch((error: unknown) => console.warn(`[Analytics]: ${part}`, error));
  } catch (error) {
    console.warn(`[Analytics]: ${part}`, error);
  }
}

export function startTracking({ site, cookies, client }: TrackingOptions): void {
  const config = site.analytics ?? {};
  // With a consent group configured, what is pushed is held until the visitor consents.
  const gate = consentGatedDataLayer({ required: config.consentGroupId !== undefined });
  const analytics = createAnalytics({ adsEnabled: site.features.ads, getDataLayer: gate.get });
  // The employee flag (spec section 6; `?employee=1` sets it, `?employee=0` clears it) marks every
  // later entry as internal traffic, so the container can leave employees' visits out of the figures.
  attempt('employee flag', () => {
    if (captureEmployeeFlag(location.href, createLocalStorage())) gate.get()?.push({ ...EMPLOYEE_TRAFFIC });
  });
  // The page's calls so far (page type, ads context, the adult gate's popup…) are pushed now, in order.
  connectAnalytics(analytics);
  attempt('consent', () =>
    whenConsented(config.consentGroupId, () => {
      gate.grant();
      startTagManager({ id: config.gtmId, ...(config.gtmScriptUrl ? { scriptUrl: config.gtmScriptUrl } : {}) });
    }),
  );
  attempt('test event', () => {
    (window as Window & ConsentWindow).kwcAnalytics = { testEvent: () => analytics.track('test_event') };
  });
  attempt('A/B tests', async () => {
    const tests = await client.getAbTests();
    applyAbAssignment({ tests, cookies, isTestEnvironment: site.testEnvironment === true, analytics });
  });
  attempt('{hash} events', () => {
    if (location.hash) analytics.trackHash(location.hash);
    addEventListener('hashchange', () => analytics.trackHash(location.hash));
  });
  attempt('item views', () => {
    trackItemViews(analytics);
  });
}
