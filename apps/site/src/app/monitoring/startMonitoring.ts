import { createLocalStorage } from '@kwc/hooks';

import { createMonitoringAgent } from './agent';
import { reportGlobalErrors } from './globalErrors';
import { reportTrafficSource } from './trafficSource';
import { observeWebVitals } from './webVitals';

/** The name the site's events carry (letters, digits, space, underscore and hyphen: spec section 9). */
export const MONITORING_SERVICE_NAME = 'kwc-site';

/**
 * Starts the client's monitoring, once, before hydration: global error reporting, the landing page's
 * web vitals and the traffic source, all sent through one agent. Monitoring must never break the
 * page, so a failure to start is only logged.
 */
export function startMonitoring(buildId: string): void {
  try {
    const agent = createMonitoringAgent({
      sendBeacon:
        typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    });
    agent.init({ serviceName: MONITORING_SERVICE_NAME, buildId });
    reportGlobalErrors(window, agent);

    const landingPage = location.pathname;
    const vitals = observeWebVitals((name, value) => agent.capture({ type: 'vital', name, value, page: landingPage }));
    // The last moment a page is sure to run code; pagehide covers browsers that skip visibilitychange.
    const onHide = () => {
      vitals.finalize();
      agent.flushOnHide();
    };
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') onHide();
    });
    addEventListener('pagehide', onHide);

    // The landing URL now; the local storage (the browser reads it from disk at its first use,
    // tens of milliseconds on a phone) in a task of its own, apart from hydration's.
    const landing = { url: location.href, referrer: document.referrer };
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
