import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ageOn, birthDateError, isAdult, isUnder16, todayInPoland } from './age';
import { isIsoDate } from './iso-date';
import { birthDateSchema, isoDateSchema } from './age-schema';
import { instantsAroundPolishMidnight } from '../polish-time.fixtures';

describe('ageOn', () => {
  it('counts full years, turning a year older on the birthday itself', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-12-31')).toBe(18);
    expect(ageOn('2008-12-31', '2027-01-01')).toBe(18);
  });

  it('lets someone born on 29 February gain a year on 28 February in common years (art. 112 KC)', () => {
    expect(ageOn('2008-02-29', '2026-02-27')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('gives null for malformed dates and for a birth date after today', () => {
    expect(ageOn('2008-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('15.06.2008', '2026-01-01')).toBeNull();
    expect(ageOn('2026-01-02', '2026-01-01')).toBeNull();
    expect(ageOn('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('grows by exactly one on each birthday', () => {
    const date = fc
      .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 90 }), (birth, years) => {
        const [y, m, d] = birth.split('-');
        const year = Number(y) + years;
        const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        const day = m === '02' && d === '29' && !isLeap ? '28' : d;
        expect(ageOn(birth, `${year}-${m}-${day}`)).toBe(years);
      }),
    );
  });
});

describe('age thresholds', () => {
  it('flags under 16 until the 16th birthday', () => {
    expect(isUnder16('2010-05-10', '2026-05-09')).toBe(true);
    expect(isUnder16('2010-05-10', '2026-05-10')).toBe(false);
  });

  it('treats 18 and over as adult', () => {
    expect(isAdult('2008-05-10', '2026-05-09')).toBe(false);
    expect(isAdult('2008-05-10', '2026-05-10')).toBe(true);
    expect(isAdult('not a date', '2026-05-10')).toBe(false);
  });
});

describe('birth date field', () => {
  it('requires a real calendar date', () => {
    expect(birthDateSchema.safeParse('').error?.issues[0]?.message).toBe('To pole jest wymagane');
    expect(birthDateSchema.safeParse('2001-02-29').error?.issues[0]?.message).toBe('Podaj prawidłową datę urodzenia');
    expect(birthDateSchema.parse(' 2000-02-29 ')).toBe('2000-02-29');
  });

  it('refuses a date in the future', () => {
    expect(birthDateError('2030-01-01', '2026-01-01')).toBe('Data urodzenia nie może być z przyszłości');
    expect(birthDateError('2000-13-01', '2026-01-01')).toBe('Podaj prawidłową datę urodzenia');
    expect(birthDateError(' ', '2026-01-01')).toBe('To pole jest wymagane');
    expect(birthDateError('2000-01-01', '2026-01-01')).toBeNull();
  });
});

describe('todayInPoland', () => {
  it('uses the Polish calendar day, not UTC', () => {
    expect(todayInPoland(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(todayInPoland(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInPoland(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('says what Intl says in Europe/Warsaw, around every summer-time switch', () => {
    const days = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Also where Intl answers (before 1996, after 2099).
    const differences: string[] = [];
    for (const now of instantsAroundPolishMidnight(1990, 2105)) {
      const ours = todayInPoland(now);
      if (ours !== days.format(now)) differences.push(`${now.toISOString()}: ${ours}`);
    }
    expect(differences).toEqual([]);
  });
});

describe('isIsoDate', () => {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');

  it('accepts the dates that exist, 29 February only in leap years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-4-30')).toBe(false);
    expect(isIsoDate(' 2026-04-30')).toBe(false);
    expect(isIsoDate(20260430)).toBe(false);
  });

  it("agrees with isoDateSchema (zod's z.iso.date) on every day of the years around leap-year rules", () => {
    const years = [
      0, 1, 4, 96, 100, 104, 396, 400, 1582, 1899, 1900, 1904, 1999, 2000, 2001, 2024, 2025, 2100, 2400, 9999,
    ];
    for (const year of years) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isIsoDate(date), date).toBe(isoDateSchema.safeParse(date).success);
        }
      }
    }
  });

  it('agrees with isoDateSchema on any value', () => {
    const dateLike = fc
      .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    const candidate = fc.oneof(
      dateLike,
      fc.string({ unit: fc.constantFrom(...'0123456789-T: '), maxLength: 12 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        expect(isIsoDate(value)).toBe(isoDateSchema.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });
});
