import { polishWallClock } from '../polish-time';

/**
 * Forms of a Polish noun after a number: [one, few, many], e.g. ['opinia', 'opinie', 'opinii'], and
 * optionally the form after a fraction (defaults to `many`: "2,5 opinii").
 */
export type PolishPluralForms = readonly [one: string, few: string, many: string, fraction?: string];

let pluralRules: Intl.PluralRules | undefined;

/**
 * CLDR's Polish plural category of `count`: whole numbers by the rule (one: 1; few: ending in 2–4 but
 * not 12–14; many: the rest), anything else by `Intl`, whose first use is a long task in the browser
 * (bench/README.md, "Intl's first formatter"); counts are whole numbers.
 */
function polishPluralCategory(count: number): Intl.LDMLPluralRule {
  if (Number.isSafeInteger(count)) {
    const whole = Math.abs(count);
    if (whole === 1) return 'one';
    const last = whole % 10;
    const lastTwo = whole % 100;
    return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'few' : 'many';
  }
  pluralRules ??= new Intl.PluralRules('pl-PL');
  return pluralRules.select(count);
}

/**
 * The Polish form of a noun after `count` (DESIGN.md section 5): 1 opinia, 2 opinie, 5 opinii,
 * 12 opinii, 22 opinie, 112 opinii. Uses the CLDR rules through `Intl.PluralRules`.
 */
export function pluralPl(count: number, forms: PolishPluralForms): string {
  const [one, few, many, fraction] = forms;
  switch (polishPluralCategory(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    case 'many':
      return many;
    default:
      return fraction ?? many;
  }
}

let numberFormat: Intl.NumberFormat | undefined;
let priceFormat: Intl.NumberFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** A number as Polish readers write it: `12 345,5` (a non-breaking space groups thousands). */
export function formatNumber(value: number): string {
  // Below 10 000 Polish writes no grouping (it groups from five digits on), so a number with at
  // most two decimals needs no rounding either: its shortest form with a decimal comma is what
  // `Intl` writes (ratings such as 4,5; counts). `Intl`'s set-up is left for the rest.
  if (value >= 0 && value < 10_000 && !Object.is(value, -0) && Math.round(value * 100) / 100 === value) {
    return String(value).replace('.', ',');
  }
  numberFormat ??= new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
  return numberFormat.format(value);
}

const NBSP = '\u00a0';

/** Whole digits grouped as Polish writes them: by three with a non-breaking space, from five digits on. */
function groupDigits(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/**
 * A price in złoty as `Intl` writes it with pl-PL and PLN (DESIGN.md section 5): `12,99 zł`, `12 345,00 zł`.
 * Common prices are written here, rounded half up on their shortest decimal form as `Intl` rounds
 * (1.005 → 1,01), to spare the page `Intl`'s first use (bench/README.md); the rest ask `Intl`.
 */
export function formatPrice(value: number): string {
  const shortest = String(value);
  if (value >= 0 && !Object.is(value, -0) && value < 1e13 && !shortest.includes('e')) {
    const [whole = '0', fraction = ''] = shortest.split('.');
    const grosze =
      Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + Number((fraction[2] ?? '0') >= '5');
    return `${groupDigits(String(Math.floor(grosze / 100)))},${String(grosze % 100).padStart(2, '0')}${NBSP}zł`;
  }
  priceFormat ??= new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
  return priceFormat.format(value);
}

/** A count with its noun: `formatCount(5, ['opinia', 'opinie', 'opinii'])` → `5 opinii`. */
export function formatCount(count: number, forms: PolishPluralForms): string {
  return `${formatNumber(count)} ${pluralPl(count, forms)}`;
}

/** Month names as a date says them (genitive): `12 stycznia`. */
const MONTHS_GENITIVE = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
] as const;

/**
 * A date as Polish text in Polish time: `12 stycznia 2024`, from a `Date` or an ISO string. Years
 * 1996–2099 are written here, sparing the page `Intl`'s first use (bench/README.md); other dates ask
 * `Intl`, which also rejects an invalid date.
 */
export function formatDate(value: Date | string): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  const local = polishWallClock(time);
  if (local) return `${local.getUTCDate()} ${MONTHS_GENITIVE[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  dateFormat ??= new Intl.DateTimeFormat('pl-PL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
  return dateFormat.format(time);
}
