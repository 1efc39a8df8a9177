import { MONITORING } from '@kwc/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  capString,
  createMonitoringAgent,
  MONITORING_EVENTS_URL,
  type AgentDependencies,
  type CapturedEvent,
  type MonitoringBatch,
} from './agent';

const vital: CapturedEvent = { type: 'vital', name: 'LCP', value: 1200, page: '/' };
const error = (message = 'Boom', page = '/kosmetyki'): CapturedEvent => ({
  type: 'error',
  kind: 'error',
  message,
  source: 'https://kwc.test/assets/app.js:1:10',
  page,
});

function setup(dependencies: AgentDependencies = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const warn = vi.fn<(message: string) => void>();
  const agent = createMonitoringAgent({ fetch, warn, now: () => Date.now(), random: () => 0.5, ...dependencies });
  const batches = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as MonitoringBatch);
  return { agent, fetch, warn, batches };
}

describe('monitoring agent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`posts JSON batches to ${MONITORING_EVENTS_URL} ${MONITORING.flushIntervalMs} ms after the first event`, async () => {
    const { agent, fetch, batches } = setup();
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    agent.capture(vital);
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs / 2);
    agent.capture({ ...vital, name: 'FCP', value: 800 });
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs / 2 - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/monitoring/events');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(batches()).toEqual([
      {
        service: 'kwc-site',
        buildId: 'b1',
        events: [
          { ...vital, at: Date.parse('2026-11-21T12:00:00Z') },
          { ...vital, name: 'FCP', value: 800, at: Date.parse('2026-11-21T12:00:00.250Z') },
        ],
      },
    ]);
    await vi.advanceTimersByTimeAsync(10 * MONITORING.flushIntervalMs);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it(`sends a full batch of ${MONITORING.eventsPerBatch} at once and the rest after the interval`, async () => {
    const { agent, fetch, batches } = setup();
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    for (let index = 0; index < MONITORING.eventsPerBatch + 5; index += 1) agent.capture({ ...vital, value: index });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(batches()[0]?.events).toHaveLength(MONITORING.eventsPerBatch);
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(batches()[1]?.events.map((event) => (event.type === 'vital' ? event.value : null))).toEqual([
      80, 81, 82, 83, 84,
    ]);
  });

  it('sends nothing at sample rate 0 and everything at 1, deciding once per session', async () => {
    const none = setup({ random: () => 0 });
    none.agent.init({ serviceName: 'kwc-site', buildId: 'b1', sampleRate: 0 });
    const all = setup({ random: () => 0.999_999 });
    all.agent.init({ serviceName: 'kwc-site', buildId: 'b1', sampleRate: 1 });
    const random = vi.fn(() => 0.4);
    const half = setup({ random });
    half.agent.init({ serviceName: 'kwc-site', buildId: 'b1', sampleRate: 0.5 });
    for (const { agent } of [none, all, half]) {
      for (let index = 0; index < 3; index += 1) agent.capture(error(`Boom ${index}`));
    }
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs);
    expect(none.fetch).not.toHaveBeenCalled();
    expect(all.batches()[0]?.events).toHaveLength(3);
    expect(half.batches()[0]?.events).toHaveLength(3);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it.each([-0.1, 1.1, Number.NaN, '1' as unknown as number])('rejects the sample rate %s', (sampleRate) => {
    const { agent } = setup();
    expect(() => agent.init({ serviceName: 'kwc-site', buildId: 'b1', sampleRate })).toThrow(
      /sample rate .*between 0 and 1/,
    );
  });

  it(`aborts a request after ${MONITORING.requestTimeoutMs / 1000} s and does not retry`, async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const { agent } = setup({ fetch });
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    agent.capture(vital);
    const flushed = agent.flush();
    await vi.advanceTimersByTimeAsync(MONITORING.requestTimeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(flushed).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(MONITORING.throttleWindowMs);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it(`sends the same error once per ${MONITORING.throttleWindowMs / 1000} s`, async () => {
    const { agent, batches } = setup();
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    agent.capture(error());
    agent.capture(error());
    agent.capture(error('Boom', '/inna-strona'));
    agent.capture(error('Other'));
    await vi.advanceTimersByTimeAsync(MONITORING.throttleWindowMs - 1);
    agent.capture(error());
    await vi.advanceTimersByTimeAsync(1);
    agent.capture(error());
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs);
    const sent = batches().flatMap((batch) =>
      batch.events.map((event) => (event.type === 'error' ? `${event.message} ${event.page}` : '')),
    );
    expect(sent).toEqual(['Boom /kosmetyki', 'Boom /inna-strona', 'Other /kosmetyki', 'Boom /kosmetyki']);
  });

  it(`sends at most ${MONITORING.eventsPerBatch} errors per window, whatever their messages`, async () => {
    const { agent, batches } = setup();
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    for (let index = 0; index < 200; index += 1) agent.capture(error(`Loop ${index}`));
    agent.capture(vital);
    await vi.advanceTimersByTimeAsync(MONITORING.throttleWindowMs);
    agent.capture(error('After the window'));
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs);
    const events = batches().flatMap((batch) => batch.events);
    expect(events.filter((event) => event.type === 'error')).toHaveLength(MONITORING.eventsPerBatch + 1);
    expect(events.filter((event) => event.type === 'vital')).toHaveLength(1);
  });

  it(`caps every string at ${MONITORING.maxStringLength} characters`, async () => {
    const { agent, batches } = setup();
    agent.init({ serviceName: 'kwc-site', buildId: 'b'.repeat(2000) });
    agent.capture({
      type: 'error',
      kind: 'unhandledrejection',
      message: 'm'.repeat(5000),
      source: '',
      stack: 's'.repeat(1025),
      page: '/p'.repeat(600),
    });
    agent.capture({ type: 'traffic', values: { utm_campaign: 'c'.repeat(1500) }, host: 'h'.repeat(1100), page: '/' });
    await agent.flush();
    const [batch] = batches();
    expect(batch?.buildId).toHaveLength(1024);
    const strings = JSON.stringify(batch).match(/"[^"]*"/g) ?? [];
    expect(Math.max(...strings.map((text) => text.length - 2))).toBe(1024);
    expect(batch?.events[0]).toMatchObject({ message: 'm'.repeat(1024), stack: 's'.repeat(1024) });
    expect(batch?.events[1]).toMatchObject({ values: { utm_campaign: 'c'.repeat(1024) }, host: 'h'.repeat(1024) });
  });

  it('does not split an emoji at the cap', () => {
    expect(capString(`${'a'.repeat(1023)}😀`)).toBe('a'.repeat(1023));
    expect(capString('krem')).toBe('krem');
  });

  it.each(['kwc-site', 'KWC site_2', 'Pielęgnacja'])('accepts the service name %s', (serviceName) => {
    expect(() => setup().agent.init({ serviceName, buildId: 'b1' })).not.toThrow();
  });

  it.each(['', 'kwc.site', 'kwc/site', 'kwc:site', 'kwc\nsite'])(
    'rejects the service name %j at init',
    (serviceName) => {
      expect(() => setup().agent.init({ serviceName, buildId: 'b1' })).toThrow(
        /Invalid monitoring service name .*letters, digits, space, underscore and hyphen/,
      );
    },
  );

  it("logs 'apm not initialized' and drops events captured before init", async () => {
    const { agent, fetch, warn } = setup();
    agent.capture(vital);
    expect(warn).toHaveBeenCalledWith('apm not initialized');
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends what is queued with sendBeacon on page hide, falling back to a keepalive fetch', async () => {
    const sendBeacon = vi.fn<(url: string, data: string) => boolean>(() => true);
    const { agent, fetch } = setup({ sendBeacon });
    agent.init({ serviceName: 'kwc-site', buildId: 'b1' });
    agent.capture(vital);
    agent.flushOnHide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(MONITORING_EVENTS_URL);
    expect((JSON.parse(data) as MonitoringBatch).events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MONITORING.flushIntervalMs);
    expect(fetch).not.toHaveBeenCalled();

    sendBeacon.mockReturnValue(false);
    agent.capture(vital);
    agent.flushOnHide();
    expect(fetch).toHaveBeenCalledWith(MONITORING_EVENTS_URL, expect.objectContaining({ keepalive: true }));
  });
});
