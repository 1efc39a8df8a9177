import { MONITORING, MONITORING_SERVICE_NAME_PATTERN } from '@kwc/domain';

/** Where the agent posts its batches (apps/api/src/monitoring/routes.ts). */
export const MONITORING_EVENTS_URL = '/api/monitoring/events';

/** Tracked query parameters sent in one traffic event at most (ours: bounds a crafted URL). */
export const MAX_TRAFFIC_VALUES = 20;

export type VitalName = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';

interface EventBase {
  /** Milliseconds since the epoch, set by the agent. */
  at: number;
  /** Path of the page the event belongs to. */
  page: string;
}

export interface VitalEvent extends EventBase {
  type: 'vital';
  name: VitalName;
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: number;
}

export interface ErrorReport extends EventBase {
  type: 'error';
  kind: 'error' | 'unhandledrejection';
  message: string;
  /** `script:line:column` when known, else ''. */
  source: string;
  stack?: string;
}

export interface TrafficReport extends EventBase {
  type: 'traffic';
  /** `referral` and `utm_*` of the landing URL (spec section 7). */
  values: Record<string, string>;
  host: string | null;
}

export type MonitoringEvent = VitalEvent | ErrorReport | TrafficReport;

/** An event as captured: the agent adds the time. */
export type CapturedEvent = MonitoringEvent extends infer E
  ? E extends MonitoringEvent
    ? Omit<E, 'at'>
    : never
  : never;

/** The JSON body of `POST /api/monitoring/events`. */
export interface MonitoringBatch {
  service: string;
  buildId: string;
  events: MonitoringEvent[];
}

export interface AgentConfig {
  /** Letters, digits, space, underscore and hyphen only. */
  serviceName: string;
  buildId: string;
  /** Share of sessions that send anything, between 0 and 1. @default MONITORING.sampleRate */
  sampleRate?: number;
}

export interface AgentDependencies {
  fetch?: typeof fetch;
  /** `navigator.sendBeacon`; absent when the browser has none. */
  sendBeacon?: (url: string, data: string) => boolean;
  now?: () => number;
  random?: () => number;
  warn?: (message: string) => void;
}

export interface MonitoringAgent {
  /** Validates the configuration (throws on a bad service name or sample rate) and samples the session. */
  init(config: AgentConfig): void;
  /** Queues an event; sent within `MONITORING.flushIntervalMs`, or at once when a batch is full. */
  capture(event: CapturedEvent): void;
  /** Sends everything queued now; resolves when the requests end (they never reject). */
  flush(): Promise<void>;
  /** Page hide: sends everything queued with `sendBeacon`, which outlives the page. */
  flushOnHide(): void;
}

/** Caps a string at `MONITORING.maxStringLength` without splitting a surrogate pair. */
export function capString(text: string): string {
  const max = MONITORING.maxStringLength;
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

function capStrings<T>(value: T): T {
  if (typeof value === 'string') return capString(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [capString(key), capStrings(item)])) as T;
}

/**
 * The real-user monitoring agent (spec sections 7 and 9): batches of at most 80 events, never retried.
 * Errors are throttled (the same one once per 60 s, 80 in all per 60 s) so that an error loop cannot
 * flood the API; vitals and the traffic source come once per page load anyway.
 */
export function createMonitoringAgent({
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  sendBeacon,
  now = Date.now,
  random = Math.random,
  warn = (message) => console.warn(message),
}: AgentDependencies = {}): MonitoringAgent {
  let config: { service: string; buildId: string } | null = null;
  let sampled = false;
  const queue: MonitoringEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let windowStart = -Infinity;
  let errorsInWindow = 0;
  /** When each error was last sent. */
  const errorsSent = new Map<string, number>();

  function takeBatches(): string[] {
    clearTimeout(timer);
    timer = undefined;
    const bodies: string[] = [];
    while (queue.length > 0 && config) {
      const batch: MonitoringBatch = { ...config, events: queue.splice(0, MONITORING.eventsPerBatch) };
      bodies.push(JSON.stringify(batch));
    }
    return bodies;
  }

  async function post(body: string): Promise<void> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), MONITORING.requestTimeoutMs);
    try {
      await fetchImpl(MONITORING_EVENTS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: controller.signal,
      });
    } catch {
      // Dropped: no retry (spec section 7), and a failing monitoring call must not report itself.
    } finally {
      clearTimeout(timeout);
    }
  }

  function flush(): Promise<void> {
    return Promise.all(takeBatches().map(post)).then(() => undefined);
  }

  /** Whether an error may be sent now; remembers it when it may. */
  function admitError(event: Omit<ErrorReport, 'at'>, time: number): boolean {
    const span = MONITORING.throttleWindowMs;
    if (time - windowStart >= span) {
      windowStart = time;
      errorsInWindow = 0;
      for (const [key, sentAt] of errorsSent) if (time - sentAt >= span) errorsSent.delete(key);
    }
    const key = [event.kind, event.message, event.source, event.page].join('\n');
    const sentAt = errorsSent.get(key);
    if ((sentAt !== undefined && time - sentAt < span) || errorsInWindow >= MONITORING.eventsPerBatch) return false;
    errorsSent.set(key, time);
    errorsInWindow += 1;
    return true;
  }

  return {
    init({ serviceName, buildId, sampleRate = MONITORING.sampleRate }) {
      if (config) throw new Error('Monitoring agent already initialized');
      if (!MONITORING_SERVICE_NAME_PATTERN.test(serviceName)) {
        throw new Error(
          `Invalid monitoring service name ${JSON.stringify(serviceName)}: use only letters, digits, space, underscore and hyphen`,
        );
      }
      if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1)) {
        throw new Error(`Invalid monitoring sample rate ${String(sampleRate)}: expected a number between 0 and 1`);
      }
      config = { service: capString(serviceName), buildId: capString(buildId) };
      // random() is in [0, 1): a rate of 0 never sends, a rate of 1 always does.
      sampled = random() < sampleRate;
    },
    capture(event) {
      if (!config) {
        warn('apm not initialized');
        return;
      }
      if (!sampled) return;
      const time = now();
      const capped = capStrings(event);
      if (capped.type === 'error' && !admitError(capped, time)) return;
      queue.push({ ...capped, at: time });
      if (queue.length >= MONITORING.eventsPerBatch) void flush();
      else timer ??= setTimeout(() => void flush(), MONITORING.flushIntervalMs);
    },
    flush,
    flushOnHide() {
      for (const body of takeBatches()) {
        // sendBeacon queues at most ~64 KiB; beyond that it answers false and keepalive fetch tries.
        let queued = false;
        try {
          queued = sendBeacon?.(MONITORING_EVENTS_URL, body) ?? false;
        } catch {
          queued = false;
        }
        if (!queued) {
          void fetchImpl(MONITORING_EVENTS_URL, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            keepalive: true,
          }).catch(() => undefined);
        }
      }
    },
  };
}
