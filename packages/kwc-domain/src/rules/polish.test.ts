import { describe, expect, it } from 'vitest';

import { formatCount, formatDate, formatNumber, formatPrice, pluralPl } from './polish';
import { POLISH_MONTHS, polishMonthList } from './polish-months';
import { instantsAroundPolishMidnight } from '../polish-time.fixtures';

const opinions = ['opinia', 'opinie', 'opinii'] as const;
const nbsp = '\u00a0';

describe('POLISH_MONTHS', () => {
  it('keys the Polish month names 01 to 12', () => {
    expect(polishMonthList().map((month) => month.key)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(polishMonthList().map((month) => month.name)).toEqual([
      'styczeń',
      'luty',
      'marzec',
      'kwiecień',
      'maj',
      'czerwiec',
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ]);
    expect(POLISH_MONTHS['01']).toBe('styczeń');
    expect(POLISH_MONTHS['10']).toBe('październik');
    expect(POLISH_MONTHS['12']).toBe('grudzień');
  });
});

describe('pluralPl', () => {
  it.each([
    [1, 'opinia'],
    [2, 'opinie'],
    [4, 'opinie'],
    [5, 'opinii'],
    [0, 'opinii'],
    [12, 'opinii'],
    [14, 'opinii'],
    [22, 'opinie'],
    [101, 'opinii'],
    [112, 'opinii'],
    [124, 'opinie'],
  ])('%i %s', (count, form) => {
    expect(pluralPl(count, opinions)).toBe(form);
  });

  it('uses the fraction form when given, else the many form', () => {
    expect(pluralPl(2.5, opinions)).toBe('opinii');
    expect(pluralPl(2.5, ['produkt', 'produkty', 'produktów', 'produktu'])).toBe('produktu');
  });
});

/**
 * The inputs on which `actual` and `expected` disagree, with both answers. Compared in one
 * assertion: one `expect` per input made these comparisons of ~150,000 inputs take seconds.
 */
function mismatches<T>(inputs: Iterable<T>, actual: (input: T) => string, expected: (input: T) => string) {
  const found: { input: string; actual: string; expected: string }[] = [];
  for (const input of inputs) {
    const [got, want] = [actual(input), expected(input)];
    if (got !== want)
      found.push({ input: input instanceof Date ? input.toISOString() : String(input), actual: got, expected: want });
  }
  return found;
}

describe('whole numbers without Intl', () => {
  // The whole-number shortcuts must say exactly what Intl says, for every count a page can show.
  const forms = ['one', 'few', 'many', 'other'] as const;
  const rules = new Intl.PluralRules('pl-PL');
  const numbers = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
  const samples = [
    ...Array.from({ length: 20_001 }, (_, index) => index),
    ...Array.from({ length: 200 }, (_, index) => -index),
    ...Array.from({ length: 2_000 }, (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 1e12)),
    ...Array.from({ length: 100_001 }, (_, index) => index / 100),
    ...Array.from({ length: 20_000 }, (_, index) => Math.abs(Math.sin(index + 1)) * 10 ** (index % 6)),
    ...Array.from({ length: 2_000 }, (_, index) => index / 1000 + 0.005),
    Number.MAX_SAFE_INTEGER,
    -0,
    0.5,
    1.5,
    2.25,
    12.5,
    9_999.99,
    1e21,
  ];

  it('pluralPl picks the form Intl.PluralRules names', () => {
    expect(
      mismatches(
        samples,
        (count) => pluralPl(count, forms),
        (count) => rules.select(count),
      ),
    ).toEqual([]);
  });

  it('formatNumber writes what Intl.NumberFormat writes', () => {
    expect(mismatches(samples, formatNumber, (value) => numbers.format(value))).toEqual([]);
  });

  it('formatPrice writes what Intl.NumberFormat writes in złoty', () => {
    const prices = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    const halves = Array.from({ length: 2_000 }, (_, index) => index + 0.005 + (index % 7) / 100);
    const values = [
      ...samples,
      ...halves,
      1.005,
      0.125,
      1.4649999999999999,
      99_999.995,
      9.995,
      0.995,
      1e13 - 0.5,
      1e13,
      1e-7,
      -12.5,
      -0,
      NaN,
      Infinity,
    ];
    expect(mismatches(values, formatPrice, (value) => prices.format(value))).toEqual([]);
  });

  it('formatDate writes what Intl.DateTimeFormat writes in Polish time, around every summer-time switch', () => {
    const dates = new Intl.DateTimeFormat('pl-PL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Warsaw',
    });
    const instants = [...instantsAroundPolishMidnight(1990, 2045)];
    expect(mismatches(instants, formatDate, (date) => dates.format(date))).toEqual([]);
    expect(formatDate('2024-03-31T00:59:59.999Z')).toBe(dates.format(new Date('2024-03-31T00:59:59.999Z')));
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('Polish formatting', () => {
  it('formats numbers and counts as Polish readers write them', () => {
    expect(formatNumber(12345.5)).toBe(`12${nbsp}345,5`);
    expect(formatCount(22, opinions)).toBe('22 opinie');
    expect(formatCount(12345, opinions)).toBe(`12${nbsp}345 opinii`);
  });

  it('formats prices in złoty', () => {
    expect(formatPrice(12.99)).toBe(`12,99${nbsp}zł`);
    expect(formatPrice(12345)).toBe(`12${nbsp}345,00${nbsp}zł`);
  });

  it('formats dates in Polish time', () => {
    expect(formatDate('2024-01-11T23:30:00Z')).toBe('12 stycznia 2024');
    expect(formatDate(new Date('2024-07-01T12:00:00Z'))).toBe('1 lipca 2024');
  });
});
