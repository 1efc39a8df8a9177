import type { Range } from '@kwc/domain';

/** How a range filter shows its numbers: złoty (price) or plain counts (HITs, reviews). */
export type RangeFormat = 'price' | 'number';

/** The lowest and highest value the facet has (the `agg_*` range filter's `bounds`). */
export interface RangeBounds {
  min: number;
  max: number;
}

/** Intl options of each format (DESIGN.md section 5: `Intl` with pl-PL and PLN for prices). */
export const RANGE_FORMAT_OPTIONS: Record<RangeFormat, Intl.NumberFormatOptions> = {
  // Whole złoty unless the value has grosze: the price facet's bounds are whole złoty.
  price: { style: 'currency', currency: 'PLN', minimumFractionDigits: 0, maximumFractionDigits: 2 },
  number: { maximumFractionDigits: 0 },
};

const formatters = new Map<RangeFormat, Intl.NumberFormat>();

/** A value of the range in Polish: `20 zł`, `1480`, `12 345`. */
export function formatRangeNumber(value: number, format: RangeFormat): string {
  let formatter = formatters.get(format);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pl-PL', RANGE_FORMAT_OPTIONS[format]);
    formatters.set(format, formatter);
  }
  return formatter.format(value);
}

/** Whether the filter narrows the listing (either end set). */
export function isRangeActive(range: Range): boolean {
  return range.min !== null || range.max !== null;
}

/**
 * The range as the URL should carry it: each end clamped to the bounds, the ends swapped when typed
 * the wrong way round, and an end at its bound left open (`null`) so the URL keeps no filter that
 * filters nothing.
 */
export function normalizeRange(range: Range, bounds: RangeBounds): Range {
  const clamp = (value: number | null) =>
    value === null || Number.isNaN(value) ? null : Math.min(bounds.max, Math.max(bounds.min, value));
  let min = clamp(range.min);
  let max = clamp(range.max);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    min: min === null || min <= bounds.min ? null : min,
    max: max === null || max >= bounds.max ? null : max,
  };
}

/** Whether two ranges are the same filter. */
export function sameRange(a: Range, b: Range): boolean {
  return a.min === b.min && a.max === b.max;
}

/**
 * The range in words, for a chip or a summary: `20 zł – 150 zł`, `od 20 zł`, `do 150 zł`; an empty
 * string when it filters nothing.
 */
export function describeRange(range: Range, format: RangeFormat): string {
  const { min, max } = range;
  if (min !== null && max !== null) {
    return `${formatRangeNumber(min, format)} – ${formatRangeNumber(max, format)}`;
  }
  if (min !== null) return `od ${formatRangeNumber(min, format)}`;
  if (max !== null) return `do ${formatRangeNumber(max, format)}`;
  return '';
}
