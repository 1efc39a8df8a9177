import { MONITORING } from '@kwc/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApi, type Api } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/database';
import { INVALID_EVENTS_MESSAGE, MAX_BODY_BYTES, vitalRating } from './routes';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  client?: { service: string; buildId: string; userAgent?: string };
  event?: Record<string, unknown>;
}

const INFO = 30;
const WARN = 40;

const vital = { type: 'vital', name: 'LCP', value: 2100, at: 1_790_000_000_000, page: '/pielegnacja-twarzy' };
const clientError = {
  type: 'error',
  kind: 'error',
  message: 'Cannot read properties of undefined',
  source: 'https://kwc.test/assets/entry-client-abc.js:1:2345',
  stack: 'TypeError: Cannot read properties of undefined\n    at https://kwc.test/assets/entry-client-abc.js:1:2345',
  at: 1_790_000_000_100,
  page: '/kosmetyki/twarz',
};
const traffic = {
  type: 'traffic',
  values: { utm_source: 'newsletter', referral: 'abc' },
  host: 'mail.example.com',
  at: 1_790_000_000_200,
  page: '/',
};

function batch(events: unknown[], extra: Record<string, unknown> = {}) {
  return { service: 'kwc-site', buildId: 'b1', events, ...extra };
}

describe('POST /monitoring/events', () => {
  let database: DatabaseHandle;
  let api: Api;
  let lines: LogLine[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    api = createApi(database, { logger });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    lines = [];
  });

  const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    api.request('/monitoring/events', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('logs each event with the request id, errors at warn and the rest at info, and answers 204', async () => {
    const response = await post(batch([vital, clientError, traffic]), {
      'content-type': 'application/json',
      'user-agent': 'Vitest',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const events = lines.filter((line) => line.event);
    expect(events.map((line) => [line.level, line.msg])).toEqual([
      [INFO, 'web vital'],
      [WARN, 'client error'],
      [INFO, 'traffic source'],
    ]);
    for (const line of events) {
      expect(line.requestId).toBe(requestId);
      expect(line.client).toEqual({ service: 'kwc-site', buildId: 'b1', userAgent: 'Vitest' });
    }
    expect(events[0]?.event).toEqual({ ...vital, rating: 'good' });
    expect(events[1]?.event).toEqual(clientError);
    expect(events[2]?.event).toEqual(traffic);
  });

  it('accepts the text/plain body navigator.sendBeacon posts', async () => {
    const response = await post(JSON.stringify(batch([vital])), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
    expect(lines.filter((line) => line.msg === 'web vital')).toHaveLength(1);
  });

  it(`takes ${MONITORING.eventsPerBatch} events in one batch`, async () => {
    const response = await post(batch(Array.from({ length: MONITORING.eventsPerBatch }, () => vital)));
    expect(response.status).toBe(204);
    expect(lines.filter((line) => line.msg === 'web vital')).toHaveLength(MONITORING.eventsPerBatch);
  });

  it.each([
    ['not JSON', '{"service":'],
    ['no events', batch([])],
    [
      `more than ${MONITORING.eventsPerBatch} events`,
      batch(Array.from({ length: MONITORING.eventsPerBatch + 1 }, () => vital)),
    ],
    ['a string over 1024 characters', batch([{ ...clientError, message: 'x'.repeat(MONITORING.maxStringLength + 1) }])],
    ['a service name with other characters', batch([vital], { service: 'kwc/site' })],
    ['an unknown event type', batch([{ ...vital, type: 'click' }])],
    ['an unknown vital', batch([{ ...vital, name: 'FID' }])],
    ['a negative vital', batch([{ ...vital, value: -1 }])],
    ['an untracked query parameter', batch([{ ...traffic, values: { gclid: 'x' } }])],
    ['a missing build id', { service: 'kwc-site', events: [vital] }],
  ])('answers 400 in Polish to %s and logs nothing of it', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message: INVALID_EVENTS_MESSAGE } });
    expect(lines.filter((line) => line.event)).toEqual([]);
  });

  it('answers 413 to a body over the size limit', async () => {
    const response = await post(JSON.stringify(batch([vital])).padEnd(MAX_BODY_BYTES + 1, ' '));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Zbyt duża paczka zdarzeń monitoringu' },
    });
  });

  it('rates vitals with the web.dev thresholds', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('INP', 501)).toBe('poor');
    expect(vitalRating('CLS', 0.05)).toBe('good');
  });
});
