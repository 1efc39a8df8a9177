import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';

import type { ApiEnv } from '../http/env';
import { BadRequestError } from '../http/errors';
import { monitoringBatchSchema, type MonitoringEvent, type VitalName } from './schema';

/** The 400 answer to anything that is not a valid batch. */
export const INVALID_EVENTS_MESSAGE = 'Nieprawidłowe zdarzenia monitoringu';

/**
 * ours: 80 events with four 1024-character strings each stay near 330 KiB of ASCII; twice that
 * leaves room for escaped and non-Latin text.
 */
export const MAX_BODY_BYTES = 640 * 1024;

/** Good / poor thresholds of each vital (web.dev/articles/vitals). */
const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  INP: [200, 500],
  TTFB: [800, 1800],
  CLS: [0.1, 0.25],
};

export function vitalRating(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

function logEvent(log: Logger, event: MonitoringEvent): void {
  switch (event.type) {
    case 'error':
      log.warn({ event }, 'client error');
      break;
    case 'vital':
      log.info({ event: { ...event, rating: vitalRating(event.name, event.value) } }, 'web vital');
      break;
    case 'traffic':
      log.info({ event }, 'traffic source');
      break;
  }
}

/**
 * Real-user monitoring and client error reports of the site (spec sections 8 and 9): each event of a
 * batch becomes one log line (errors at warn, the rest at info) carrying the request id. The body is
 * read as text because `navigator.sendBeacon` posts it as text/plain.
 */
export function monitoringRoutes(logger: Logger) {
  return new Hono<ApiEnv>().post(
    '/events',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json({ error: { code: 'payload_too_large', message: 'Zbyt duża paczka zdarzeń monitoringu' } }, 413),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new BadRequestError(INVALID_EVENTS_MESSAGE);
      }
      const batch = monitoringBatchSchema.safeParse(body);
      if (!batch.success) throw new BadRequestError(INVALID_EVENTS_MESSAGE);
      const { service, buildId, events } = batch.data;
      const log = logger.child({
        requestId: c.var.requestId,
        client: { service, buildId, userAgent: c.req.header('user-agent')?.slice(0, 1024) },
      });
      for (const event of events) logEvent(log, event);
      return c.body(null, 204);
    },
  );
}
