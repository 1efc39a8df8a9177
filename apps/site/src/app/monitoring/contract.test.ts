import { createApi, type DatabaseHandle } from '@kwc/api';
import { openTestDatabase } from '@kwc/api/testing';
import { MONITORING } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSiteApp } from '../../server/app';
import { createMonitoringAgent, type MonitoringAgent } from './agent';
import { MONITORING_SERVICE_NAME } from './startMonitoring';

type Logger = NonNullable<NonNullable<Parameters<typeof createApi>[1]>['logger']>;

/** The log calls the API makes (a stand-in for pino, which the site does not depend on). */
function recordingLogger(
  lines: { level: string; fields: Record<string, unknown>; msg: string }[],
  bindings = {},
): Logger {
  const write = (level: string) => (fields: Record<string, unknown>, msg: string) =>
    void lines.push({ level, fields: { ...bindings, ...fields }, msg });
  return {
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (more: Record<string, unknown>) => recordingLogger(lines, { ...bindings, ...more }),
  } as unknown as Logger;
}

describe('monitoring agent against the real API', () => {
  let database: DatabaseHandle;
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const statuses: number[] = [];
  let agent: MonitoringAgent;
  let beacons: Promise<Response>[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const site = createSiteApp({
      api: createApi(database, { logger: recordingLogger(lines) }),
      assets: { css: [], js: [] },
    });
    const send = (url: string, init: RequestInit) =>
      Promise.resolve(site.fetch(new Request(new URL(url, 'http://kwc.test'), init)));
    beacons = [];
    agent = createMonitoringAgent({
      fetch: async (url, init) => {
        const response = await send(String(url), init ?? {});
        statuses.push(response.status);
        return response;
      },
      // What a browser posts for sendBeacon(url, string): text/plain.
      sendBeacon: (url, data) => {
        beacons.push(
          send(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: data }),
        );
        return true;
      },
    });
    agent.init({ serviceName: MONITORING_SERVICE_NAME, buildId: 'test-build' });
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('posts batches the API accepts and logs', async () => {
    agent.capture({ type: 'vital', name: 'CLS', value: 0.31, page: '/' });
    agent.capture({
      type: 'error',
      kind: 'error',
      message: 'x'.repeat(3000),
      source: '',
      stack: 's'.repeat(3000),
      page: '/a',
    });
    agent.capture({ type: 'traffic', values: { utm_source: 'newsletter' }, host: null, page: '/' });
    for (let index = 0; index < MONITORING.eventsPerBatch; index += 1) {
      agent.capture({ type: 'vital', name: 'TTFB', value: index, page: `/${'ą'.repeat(2000)}` });
    }
    await agent.flush();
    expect(statuses).toEqual([204, 204]);
    const logged = lines.filter((line) => line.fields.event);
    expect(logged).toHaveLength(MONITORING.eventsPerBatch + 3);
    expect(logged[0]).toMatchObject({
      level: 'info',
      msg: 'web vital',
      fields: { event: { name: 'CLS', rating: 'poor' } },
    });
    expect(logged[1]).toMatchObject({
      level: 'warn',
      msg: 'client error',
      fields: { client: { service: 'kwc-site', buildId: 'test-build' } },
    });
    expect(logged[1]?.fields.requestId).toEqual(expect.any(String));
  });

  it('sends the last events with a beacon the API accepts', async () => {
    lines.length = 0;
    agent.capture({ type: 'vital', name: 'INP', value: 180, page: '/' });
    agent.flushOnHide();
    const responses = await Promise.all(beacons);
    expect(responses.map((response) => response.status)).toEqual([204]);
    expect(lines.filter((line) => line.msg === 'web vital')).toHaveLength(1);
  });
});
