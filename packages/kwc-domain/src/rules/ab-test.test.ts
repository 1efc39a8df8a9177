import { describe, expect, it } from 'vitest';

import type { AbTest } from '../schemas';
import { assignAbSegments, decodeAbCookie, encodeAbCookie } from './ab-test';

const at = (iso: string) => Date.parse(iso);

const checkout: AbTest = {
  id: 'checkout',
  duration: { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' },
  segments: { A: 50, B: 50 },
};
const tiles: AbTest = {
  id: 'tiles',
  duration: { from: '2026-03-10T00:00:00Z', to: '2026-05-01T00:00:00Z' },
  segments: { A: 20, B: 30, C: 50 },
};

const base = { tests: [checkout, tiles], assigned: {}, isTestEnvironment: false };
const fixed = (value: number) => () => value;

describe('assignAbSegments', () => {
  it('draws a segment by percentage inside the test window when none is assigned', () => {
    const result = assignAbSegments({ ...base, now: at('2026-03-15T12:00:00Z'), random: fixed(0.6) });
    expect(result.segments).toEqual({ checkout: 'B', tiles: 'C' });
    expect(result.newlyAssigned).toEqual([
      { testId: 'checkout', segment: 'B' },
      { testId: 'tiles', segment: 'C' },
    ]);
    expect(assignAbSegments({ ...base, now: at('2026-03-15T12:00:00Z'), random: fixed(0.19) }).segments).toEqual({
      checkout: 'A',
      tiles: 'A',
    });
    expect(assignAbSegments({ ...base, now: at('2026-03-15T12:00:00Z'), random: fixed(0.2) }).segments.tiles).toBe('B');
  });

  it('draws nothing outside the window', () => {
    const before = assignAbSegments({ ...base, now: at('2026-02-28T23:59:59Z'), random: fixed(0.9) });
    expect(before).toEqual({ segments: {}, newlyAssigned: [], cookieExpiresAt: null });
    const between = assignAbSegments({ ...base, now: at('2026-03-05T00:00:00Z'), random: fixed(0.9) });
    expect(between.segments).toEqual({ checkout: 'B' });
    expect(assignAbSegments({ ...base, now: at('2026-05-01T00:00:00Z'), random: fixed(0.9) }).segments).toEqual({});
  });

  it('keeps an assigned segment without drawing again', () => {
    const result = assignAbSegments({
      ...base,
      assigned: { checkout: 'A', tiles: 'B' },
      now: at('2026-03-15T00:00:00Z'),
      random: () => {
        throw new Error('no draw expected');
      },
    });
    expect(result.segments).toEqual({ checkout: 'A', tiles: 'B' });
    expect(result.newlyAssigned).toEqual([]);
  });

  it('drops unknown tests, expired tests and unknown segments', () => {
    const result = assignAbSegments({
      ...base,
      assigned: { removed: 'B', checkout: 'B', tiles: 'Z' },
      now: at('2026-04-02T00:00:00Z'),
      random: fixed(0.1),
    });
    expect(result.segments).toEqual({ tiles: 'A' });
    expect(result.newlyAssigned).toEqual([{ testId: 'tiles', segment: 'A' }]);
  });

  it("gives 'A' when the percentages do not sum to 100", () => {
    const broken: AbTest = { ...checkout, segments: { A: 30, B: 30 } };
    expect(
      assignAbSegments({ ...base, tests: [broken], now: at('2026-03-15T00:00:00Z'), random: fixed(0.9) }).segments,
    ).toEqual({ checkout: 'A' });
  });

  it("gives 'A' in a test environment, over any earlier assignment", () => {
    const result = assignAbSegments({
      ...base,
      assigned: { checkout: 'B' },
      isTestEnvironment: true,
      now: at('2026-03-15T00:00:00Z'),
      random: fixed(0.9),
    });
    expect(result.segments).toEqual({ checkout: 'A', tiles: 'A' });
  });

  it("sets the cookie to expire at the end of the first test's window", () => {
    const result = assignAbSegments({ ...base, now: at('2026-03-15T00:00:00Z'), random: fixed(0.5) });
    expect(result.cookieExpiresAt).toBe(at('2026-04-01T00:00:00Z'));
    const laterOnly = assignAbSegments({ ...base, now: at('2026-04-15T00:00:00Z'), random: fixed(0.5) });
    expect(laterOnly.cookieExpiresAt).toBe(at('2026-05-01T00:00:00Z'));
  });
});

describe('abconfig cookie', () => {
  it('round-trips segments, even with separators in names', () => {
    const segments = { checkout: 'B', 'a:b|c': 'ż' };
    expect(decodeAbCookie(encodeAbCookie(segments))).toEqual(segments);
  });

  it('skips malformed parts', () => {
    expect(decodeAbCookie('checkout:B|broken|x:y:z|%E0:A|:A|tiles:C')).toEqual({ checkout: 'B', tiles: 'C' });
    expect(decodeAbCookie(undefined)).toEqual({});
  });
});
