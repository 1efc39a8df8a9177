import { MONITORING, MONITORING_SERVICE_NAME_PATTERN, TRACKED_QUERY } from '@kwc/domain';
import { z } from 'zod';

/**
 * The batches the site's monitoring agent posts (apps/site/src/app/monitoring/agent.ts, whose types
 * mirror these; a site test posts the agent's own output here). Unknown fields are dropped.
 */

/** ours: tracked parameters in one traffic event; the agent sends no more. */
const MAX_TRAFFIC_VALUES = 20;

const text = z.string().max(MONITORING.maxStringLength);

const base = {
  at: z.number().int().nonnegative(),
  page: text,
};

export const vitalNameSchema = z.enum(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);

const vitalEventSchema = z.object({
  type: z.literal('vital'),
  name: vitalNameSchema,
  // Milliseconds (an hour at most), or the unitless CLS score.
  value: z.number().nonnegative().max(3_600_000),
  ...base,
});

const errorEventSchema = z.object({
  type: z.literal('error'),
  kind: z.enum(['error', 'unhandledrejection']),
  message: text,
  source: text,
  stack: text.optional(),
  ...base,
});

const isTrackedKey = (key: string) =>
  (TRACKED_QUERY.keys as readonly string[]).includes(key) ||
  TRACKED_QUERY.prefixes.some((prefix) => key.startsWith(prefix));

const trafficEventSchema = z.object({
  type: z.literal('traffic'),
  // Spec section 7: `referral` and `utm_*`.
  values: z
    .record(text.refine(isTrackedKey), text)
    .refine((values) => Object.keys(values).length <= MAX_TRAFFIC_VALUES),
  host: text.nullable(),
  ...base,
});

export const monitoringEventSchema = z.discriminatedUnion('type', [
  vitalEventSchema,
  errorEventSchema,
  trafficEventSchema,
]);

export const monitoringBatchSchema = z.object({
  service: text.regex(MONITORING_SERVICE_NAME_PATTERN),
  buildId: text,
  events: z.array(monitoringEventSchema).min(1).max(MONITORING.eventsPerBatch),
});

export type MonitoringEvent = z.infer<typeof monitoringEventSchema>;
export type MonitoringBatch = z.infer<typeof monitoringBatchSchema>;
export type VitalName = z.infer<typeof vitalNameSchema>;
