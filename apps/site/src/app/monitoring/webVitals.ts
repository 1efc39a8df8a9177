import type { VitalName } from './agent';
import type { PageStart } from './early';

/** The fields of a `layout-shift` entry used here (not in TypeScript's DOM types). */
interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

/** The fields of an `event` / `first-input` entry used here. */
interface EventTiming {
  duration: number;
  interactionId?: number;
}

/**
 * CLS: the largest session window of layout shifts not caused by recent input, a window ending
 * after a 1 s gap or 5 s in all (web.dev/articles/cls).
 */
export function cumulativeLayoutShift(entries: readonly LayoutShift[]): number {
  let largest = 0;
  let session = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const entry of entries) {
    if (entry.hadRecentInput) continue;
    if (entry.startTime - last < 1000 && entry.startTime - first < 5000) {
      session += entry.value;
    } else {
      session = entry.value;
      first = entry.startTime;
    }
    last = entry.startTime;
    largest = Math.max(largest, session);
  }
  return largest;
}

/**
 * INP: the longest interaction, ignoring one in every 50 so that a single outlier on a long-lived
 * page does not count (web.dev/articles/inp). `durations` holds one value per interaction.
 */
export function interactionToNextPaint(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))] ?? null;
}

export interface WebVitals {
  /** Reports the vitals known only at the end (LCP if not yet reported, CLS, INP); runs once. */
  finalize(): void;
}

/**
 * The landing page's Core Web Vitals by PerformanceObserver, each once per page load: TTFB and FCP
 * when known, LCP at the first input (at once if one came before this code: `PageStart`) or page
 * hide, CLS and INP at page hide. The observers are buffered: started after the first view, they
 * still see the paints, shifts and inputs since the page's start. No FCP or LCP for a
 * page loaded in a background tab (they would measure the tab); client navigations are not measured.
 */
export function observeWebVitals(
  report: (name: VitalName, value: number) => void,
  start: Pick<PageStart, 'loadedVisible' | 'inputSeen'> = {
    loadedVisible: document.visibilityState === 'visible',
    inputSeen: () => false,
  },
): WebVitals {
  // Browsers without supportedEntryTypes (Safari before 12.1) measure nothing rather than throw.
  const supported: readonly string[] =
    (typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes) ?? [];
  const observers: PerformanceObserver[] = [];
  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void, init: object = {}) => {
    if (!supported.includes(type)) return undefined;
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true, ...init });
    observers.push(observer);
    return observer;
  };

  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // Prerendered pages count from their activation, not from the prerender.
  const activationStart = (navigation as { activationStart?: number } | undefined)?.activationStart ?? 0;
  const sinceActivation = (time: number) => Math.max(time - activationStart, 0);
  const { loadedVisible } = start;

  if (navigation && navigation.responseStart > 0) report('TTFB', sinceActivation(navigation.responseStart));

  let fcpReported = false;
  if (loadedVisible) {
    observe('paint', (entries) => {
      const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
      if (fcp && !fcpReported) {
        fcpReported = true;
        report('FCP', sinceActivation(fcp.startTime));
      }
    });
  }

  let lcp: number | null = null;
  let lcpDone = !loadedVisible;
  const lcpObserver = loadedVisible
    ? observe('largest-contentful-paint', (entries) => {
        const last = entries.at(-1);
        if (last && !lcpDone) lcp = sinceActivation(last.startTime);
      })
    : undefined;
  const reportLcp = () => {
    if (lcpDone) return;
    if (lcpObserver) {
      const last = lcpObserver.takeRecords().at(-1);
      if (last) lcp = sinceActivation(last.startTime);
      lcpObserver.disconnect();
    }
    lcpDone = true;
    if (lcp !== null) report('LCP', lcp);
  };
  // The browser stops looking for larger paints at the first input; so does the report, in a task
  // of its own: the input's handlers and its next frame come first (INP).
  const reportLcpSoon = () => setTimeout(reportLcp, 0);
  if (start.inputSeen()) reportLcpSoon();
  else
    for (const type of ['keydown', 'pointerdown']) addEventListener(type, reportLcpSoon, { once: true, capture: true });

  const shifts: LayoutShift[] = [];
  const clsObserver = observe('layout-shift', (entries) => shifts.push(...(entries as unknown as LayoutShift[])));

  const interactions = new Map<number, number>();
  const onEvents = (entries: PerformanceEntryList) => {
    for (const entry of entries as unknown as EventTiming[]) {
      if (!entry.interactionId) continue;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  const eventObserver = observe('event', onEvents, { durationThreshold: 40 });
  // Interactions faster than the threshold appear only here, as the first input.
  observe('first-input', onEvents);

  let finalized = false;
  return {
    finalize() {
      if (finalized) return;
      finalized = true;
      reportLcp();
      if (clsObserver) {
        shifts.push(...(clsObserver.takeRecords() as unknown as LayoutShift[]));
        report('CLS', cumulativeLayoutShift(shifts));
      }
      if (eventObserver) onEvents(eventObserver.takeRecords());
      const inp = interactionToNextPaint([...interactions.values()]);
      if (inp !== null) report('INP', inp);
      for (const observer of observers) observer.disconnect();
    },
  };
}
