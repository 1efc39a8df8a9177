// Polish wall-clock time without `Intl`: a page's first `Intl` formatter is a long task in the
// browser (bench/README.md, "Intl's first formatter"), and the rule is simple.

const HOUR_MS = 3_600_000;

/** 01:00 UTC of the last Sunday of a month: when the EU's summer time starts (March) and ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The wall-clock time in Poland at `time` (ms since the epoch) as a `Date` whose UTC fields are the
 * Polish ones, by the EU summer-time rule Poland follows from 1996 to 2099; `undefined` outside those
 * years and for an invalid time, where callers ask `Intl`.
 */
export function polishWallClock(time: number): Date | undefined {
  const year = new Date(time).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return undefined;
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}
