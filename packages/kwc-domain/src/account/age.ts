import { ACCOUNT } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { polishWallClock } from '../polish-time';
import { isIsoDate } from './iso-date';

// Without zod, so the adult-content rules stay small in the browser; `isoDateSchema` and
// `birthDateSchema` (age-schema.ts) are the zod forms of these checks.

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseIsoDate(value: string): CalendarDate | null {
  if (!isIsoDate(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  return { year, month, day };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Age in full years on `today` (both `YYYY-MM-DD`, Polish time); `null` for a malformed date or a birth
 * after `today`. A 29 February birthday counts on 28 February in common years (Civil Code art. 112).
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  const birthdayDay = birth.month === 2 && birth.day === 29 && !isLeapYear(now.year) ? 28 : birth.day;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birthdayDay);
  const age = now.year - birth.year - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

/** Whether the user is under 16, the age flagged by spec section 5 (reviews and adding products). */
export function isUnder16(birthDate: string, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age < ACCOUNT.minAgeForReviews;
}

/** Whether the user is an adult, 18 or over (spec section 5). */
export function isAdult(birthDate: string, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= ACCOUNT.adultAge;
}

/** The message for a birth date that cannot be accepted on `today`, or `null` when it can. */
export function birthDateError(birthDate: string, today: string): string | null {
  if (birthDate.trim() === '') return VALIDATION_MESSAGES.required;
  if (!parseIsoDate(birthDate)) return VALIDATION_MESSAGES.invalidBirthDate;
  return ageOn(birthDate, today) === null ? VALIDATION_MESSAGES.birthDateInFuture : null;
}

let polishDayFormat: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Poland as `YYYY-MM-DD`: ages and birthdays follow the Polish calendar day, not the
 * server's time zone. Written without `Intl` from 1996 to 2099 (the adult-content check of every
 * product page calls it while the page hydrates); other years ask `Intl`.
 */
export function todayInPoland(now: Date): string {
  const local = polishWallClock(now.getTime());
  if (local) return local.toISOString().slice(0, 10);
  polishDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = polishDayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
