// Test instants for code that turns a moment into a Polish calendar day (tests only).

/** Minutes past 00:00 UTC at which Polish time (UTC+1 or UTC+2) is, or is about to be, the next day. */
const MINUTES_AROUND_MIDNIGHT = [0, 59, 60, 61, 21 * 60 + 59, 22 * 60, 22 * 60 + 59, 23 * 60, 23 * 60 + 59];

/**
 * Every day from 1 January of `fromYear` to 31 December of `toYear`, at the UTC minutes where the
 * Polish date may differ from the UTC one: before and after both summer-time switches of each year.
 */
export function* instantsAroundPolishMidnight(fromYear: number, toYear: number): Generator<Date> {
  const end = Date.UTC(toYear + 1, 0, 1);
  for (let day = Date.UTC(fromYear, 0, 1); day < end; day += 86_400_000) {
    for (const minutes of MINUTES_AROUND_MIDNIGHT) yield new Date(day + minutes * 60_000);
  }
}
