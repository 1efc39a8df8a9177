import { createMemoryStorage, readTrafficSource } from '@kwc/hooks';
import { describe, expect, it, vi } from 'vitest';

import type { CapturedEvent } from './agent';
import { watchGlobalErrors } from './early';
import { reportGlobalErrors } from './globalErrors';
import { reportTrafficSource } from './trafficSource';
import { cumulativeLayoutShift, interactionToNextPaint } from './webVitals';

function fakeAgent() {
  const events: CapturedEvent[] = [];
  return { events, capture: (event: CapturedEvent) => void events.push(event) };
}

describe('global client errors', () => {
  function setup({ reporting = true } = {}) {
    const target = new EventTarget();
    const agent = fakeAgent();
    const log = vi.fn();
    const errors = watchGlobalErrors(target as unknown as Window, { page: () => '/pielegnacja-twarzy', log });
    if (reporting) reportGlobalErrors(errors, agent);
    const dispatch = (type: string, fields: Record<string, unknown>) =>
      target.dispatchEvent(Object.assign(new Event(type), fields));
    return { agent, log, dispatch, startReporting: () => reportGlobalErrors(errors, agent) };
  }

  it('logs window errors with the page as location label and forwards them to the agent', () => {
    const { agent, log, dispatch } = setup();
    const thrown = new TypeError('x is undefined');
    dispatch('error', {
      message: 'Uncaught TypeError: x is undefined',
      filename: 'https://kwc.test/assets/a.js',
      lineno: 3,
      colno: 14,
      error: thrown,
    });
    expect(log).toHaveBeenCalledWith('[KWC] window.onerror at /pielegnacja-twarzy:', thrown);
    expect(agent.events).toEqual([
      {
        type: 'error',
        kind: 'error',
        message: 'Uncaught TypeError: x is undefined',
        source: 'https://kwc.test/assets/a.js:3:14',
        stack: thrown.stack,
        page: '/pielegnacja-twarzy',
      },
    ]);
  });

  it('logs and forwards unhandled rejections, locating them by their stack', () => {
    const { agent, log, dispatch } = setup();
    const reason = new Error('Nie udało się');
    reason.stack =
      'Error: Nie udało się\n    at load (https://kwc.test/assets/page-1.js:10:5)\n    at https://kwc.test/assets/a.js:1:1';
    dispatch('unhandledrejection', { reason });
    dispatch('unhandledrejection', { reason: { code: 42 } });
    expect(log).toHaveBeenNthCalledWith(1, '[KWC] unhandledrejection at /pielegnacja-twarzy:', reason);
    expect(agent.events).toEqual([
      {
        type: 'error',
        kind: 'unhandledrejection',
        message: 'Nie udało się',
        source: 'https://kwc.test/assets/page-1.js:10:5',
        stack: reason.stack,
        page: '/pielegnacja-twarzy',
      },
      { type: 'error', kind: 'unhandledrejection', message: '{"code":42}', source: '', page: '/pielegnacja-twarzy' },
    ]);
  });

  it('logs the errors before reporting has loaded at once, and reports them in order when it comes', () => {
    const { agent, log, dispatch, startReporting } = setup({ reporting: false });
    const thrown = new RangeError('za dużo');
    dispatch('error', {
      message: 'Uncaught RangeError: za dużo',
      filename: 'https://kwc.test/assets/a.js',
      lineno: 1,
      colno: 2,
      error: thrown,
    });
    dispatch('unhandledrejection', { reason: 'odrzucone' });
    expect(log).toHaveBeenCalledTimes(2);
    expect(agent.events).toEqual([]);
    startReporting();
    expect(agent.events.map((event) => event.type === 'error' && [event.kind, event.message])).toEqual([
      ['error', 'Uncaught RangeError: za dużo'],
      ['unhandledrejection', 'odrzucone'],
    ]);
    // Later errors go straight to reporting, logged once each.
    dispatch('unhandledrejection', { reason: 'później' });
    expect(log).toHaveBeenCalledTimes(3);
    expect(agent.events).toHaveLength(3);
  });
});

describe('traffic source', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('stores referral and utm_* of the landing URL and sends them in one traffic event', () => {
    const agent = fakeAgent();
    const storage = createMemoryStorage();
    reportTrafficSource(agent, {
      url: 'https://kwc.test/kosmetyki/twarz?utm_source=newsletter&utm_medium=email&referral=ola&page=2&gclid=x',
      referrer: 'https://mail.example.com/inbox',
      storage,
      now,
    });
    expect(agent.events).toEqual([
      {
        type: 'traffic',
        values: { utm_source: 'newsletter', utm_medium: 'email', referral: 'ola' },
        host: 'mail.example.com',
        page: '/kosmetyki/twarz',
      },
    ]);
    expect(readTrafficSource(storage, now)?.values).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      referral: 'ola',
    });
  });

  it('sends nothing for a URL without tracked parameters, keeping the stored source', () => {
    const agent = fakeAgent();
    const storage = createMemoryStorage();
    reportTrafficSource(agent, { url: 'https://kwc.test/?utm_source=fb', storage, now });
    agent.events.length = 0;
    reportTrafficSource(agent, { url: 'https://kwc.test/kosmetyki?utm_source=', storage, now: now + 1000 });
    expect(agent.events).toEqual([]);
    expect(readTrafficSource(storage, now + 1000)?.values).toEqual({ utm_source: 'fb' });
  });
});

describe('web vitals', () => {
  it('takes the largest session window of layout shifts, ignoring shifts after input', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });
    // Window 1: 0.1 + 0.05 (gaps under 1 s); window 2 after a 1.5 s gap: 0.2; an input-driven shift does not count.
    expect(
      cumulativeLayoutShift([shift(100, 0.1), shift(900, 0.05), shift(2400, 0.2), shift(2600, 0.5, true)]),
    ).toBeCloseTo(0.2);
    // A window closes after 5 s even without gaps.
    const steady = Array.from({ length: 12 }, (_, index) => shift(index * 900, 0.01));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('takes the slowest interaction, skipping one in fifty', () => {
    expect(interactionToNextPaint([])).toBeNull();
    expect(interactionToNextPaint([40, 320, 96])).toBe(320);
    const many = [...Array.from({ length: 98 }, () => 50), 900, 400];
    expect(interactionToNextPaint(many)).toBe(50);
    expect(interactionToNextPaint([...many.slice(0, 49), 900])).toBe(50);
    expect(interactionToNextPaint([...many.slice(0, 48), 900, 400])).toBe(400);
  });
});
