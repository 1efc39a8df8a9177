import { createLocalStorage } from '@kwc/hooks';

import { createMonitoringAgent } from './agent';
import type { GlobalErrors, PageStart } from './early';
import { reportGlobalErrors } from './globalErrors';
import { reportTrafficSource } from './trafficSource';
import { observeWebVitals } from './webVitals';

/** The name the site's events carry (letters, digits, space, underscore and hyphen: spec section 9). */
export const MONITORING_SERVICE_NAME = 'kwc-site';

/** What the first view recorded for monitoring (app/monitoring/early.ts). */
export interface MonitoringStart {
  buildId: string;
  errors: GlobalErrors;
  page: PageStart;
}

/**
 * Starts the client's monitoring, once, after the first view: global error reporting (the errors
 * since the page's start first), the landing page's web vitals and the traffic source, all sent
 * through one agent. Monitoring must never break the page, so a failure to start is only logged.
 */
export function startMonitoring({ buildId, errors, page }: MonitoringStart): void {
  try {
    const agent = createMonitoringAgent({
      sendBeacon:
        typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    });
    agent.init({ serviceName: MONITORING_SERVICE_NAME, buildId });
    reportGlobalErrors(errors, agent);

    const landingPage = new URL(page.url).pathname;
    const vitals = observeWebVitals(
      (name, value) => agent.capture({ type: 'vital', name, value, page: landingPage }),
      page,
    );
    // The last moment a page is sure to run code; pagehide covers browsers that skip visibilitychange.
    const onHide = () => {
      vitals.finalize();
      agent.flushOnHide();
    };
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') onHide();
    });
    addEventListener('pagehide', onHide);

    // The local storage (the browser reads it from disk at its first use, tens of milliseconds on a
    // phone) in a task of its own.
    const landing = { url: page.url, referrer: page.referrer };
    setTimeout(() => {
      try {
        reportTrafficSource(agent, { ...landing, storage: createLocalStorage() });
      } catch (error) {
        console.error('[KWC] traffic source not recorded', error);
      }
    }, 0);
  } catch (error) {
    console.error('[KWC] monitoring failed to start', error);
  }
}
