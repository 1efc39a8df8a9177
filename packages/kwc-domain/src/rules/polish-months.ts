// A module of its own: the date picker (the account side) reads it, the first view's formatters do not.

/**
 * Polish month names keyed '01' to '12' (spec section 3), in the nominative as a date picker lists
 * them; lower case, as Polish writes month names.
 */
export const POLISH_MONTHS = {
  '01': 'styczeń',
  '02': 'luty',
  '03': 'marzec',
  '04': 'kwiecień',
  '05': 'maj',
  '06': 'czerwiec',
  '07': 'lipiec',
  '08': 'sierpień',
  '09': 'wrzesień',
  '10': 'październik',
  '11': 'listopad',
  '12': 'grudzień',
} as const;
export type MonthKey = keyof typeof POLISH_MONTHS;

/**
 * The months in calendar order, for a date picker. Iterating `POLISH_MONTHS` itself would put '10',
 * '11' and '12' first: JavaScript orders integer-like keys before the others.
 */
export function polishMonthList(): { key: MonthKey; name: (typeof POLISH_MONTHS)[MonthKey] }[] {
  return (Object.keys(POLISH_MONTHS) as MonthKey[]).sort().map((key) => ({ key, name: POLISH_MONTHS[key] }));
}
