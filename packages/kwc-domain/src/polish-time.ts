// Polish wall-clock time without `Intl`: the first `Intl.DateTimeFormat` with a time zone costs
// 25-30 ms of a phone's main thread (measured in the site's hydration), for a rule this simple.

const HOUR_MS = 3_600_000;

/** 01:00 UTC of the last Sunday of a month: when the EU's summer time starts (March) and ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The wall-clock time in Poland at `time` (ms since the epoch), as a `Date` whose UTC fields are the
 * Polish ones; `undefined` outside 1996-2099 (and for an invalid time), where callers ask `Intl`.
 * From 1996 to 2099 Polish time follows the EU rule: UTC+2 from the last Sunday of March to the last
 * Sunday of October, 01:00 UTC, else UTC+1.
 */
export function polishWallClock(time: number): Date | undefined {
  const year = new Date(time).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return undefined;
  const summer = time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}
