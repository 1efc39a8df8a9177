import type { AggFilter, AggFilters, Range, RangeFilterName } from '@kwc/domain';

import { FLAG_FILTER_LABELS } from '../FlagFilter';
import { describeRange, isRangeActive, type RangeFormat } from '../RangeFilter';

/** A key of the category response's `filters`: `agg_marka`, `agg_price`, … */
export type AggFilterName = keyof AggFilters;

/** Filters a landing page fixes, by filter name with or without `agg_` (`FiltersState['predefined']`). */
export type PredefinedFilters = Readonly<Record<string, readonly string[]>>;

/**
 * What removing one chip asks for: which filter, and the filter's value without the chip, ready
 * to go into the URL.
 */
export type FilterRemoval =
  | { name: AggFilterName; type: 'options'; slug: string; value: string[] }
  | { name: AggFilterName; type: 'range'; value: Range }
  | { name: AggFilterName; type: 'flag'; value: 0 };

/** One active filter value, as a chip shows it. */
export interface ActiveFilterChip {
  /** Stable key: the filter name, plus the option slug for options. */
  id: string;
  /** 'Marka: Nivea', 'Cena: 20 zł – 150 zł', 'Tylko bestsellery'. */
  label: string;
  /** Fixed by a landing page: shown, not removable. */
  isPredefined: boolean;
  removal: FilterRemoval;
}

/** The price filter shows złoty; the other ranges are counts. */
export function rangeFormatOf(name: string): RangeFormat {
  return name.replace(/^agg_/, '') === ('price' satisfies RangeFilterName) ? 'price' : 'number';
}

/**
 * The values of `filter` a landing page fixes: those listed in `predefined` under the filter's
 * name (with or without `agg_`), or, when the caller has no such list, the whole value of a
 * filter marked `predefined`.
 */
export function predefinedValuesOf(name: string, filter: AggFilter, predefined?: PredefinedFilters): string[] {
  const listed = predefined?.[name.replace(/^agg_/, '')] ?? predefined?.[name];
  if (listed) return [...listed];
  if (!filter.predefined) return [];
  if (filter.type === 'options') return [...filter.value];
  return filter.type === 'range' ? ['range'] : ['flag'];
}

function optionLabel(filter: Extract<AggFilter, { type: 'options' }>, slug: string): string {
  return (
    filter.selectedOptions.find((option) => option.slug === slug)?.label ??
    filter.options.find((option) => option.slug === slug)?.label ??
    slug
  );
}

/**
 * The active filters of a listing as chips, in the order of the response's `filters` and, within a
 * filter, of its value. Hidden filters count too: a chosen value must stay removable.
 */
export function activeFilterChips(filters: AggFilters, predefined?: PredefinedFilters): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  for (const [key, filter] of Object.entries(filters)) {
    const name = key as AggFilterName;
    const locked = predefinedValuesOf(name, filter, predefined);
    switch (filter.type) {
      case 'options':
        for (const slug of new Set(filter.value)) {
          chips.push({
            id: `${name}:${slug}`,
            label: `${filter.label}: ${optionLabel(filter, slug)}`,
            isPredefined: locked.includes(slug),
            removal: { name, type: 'options', slug, value: filter.value.filter((other) => other !== slug) },
          });
        }
        break;
      case 'range':
        if (isRangeActive(filter.value)) {
          chips.push({
            id: name,
            label: `${filter.label}: ${describeRange(filter.value, rangeFormatOf(name))}`,
            isPredefined: locked.length > 0,
            removal: { name, type: 'range', value: { min: null, max: null } },
          });
        }
        break;
      case 'flag':
        if (filter.value === 1) {
          const flag = name.replace(/^agg_/, '');
          chips.push({
            id: name,
            label:
              flag in FLAG_FILTER_LABELS
                ? FLAG_FILTER_LABELS[flag as keyof typeof FLAG_FILTER_LABELS].only
                : filter.label,
            isPredefined: locked.length > 0,
            removal: { name, type: 'flag', value: 0 },
          });
        }
        break;
    }
  }
  return chips;
}

/** How many filter values the visitor chose and can remove: the badge on the 'Filtry' button. */
export function activeFilterCount(filters: AggFilters, predefined?: PredefinedFilters): number {
  return activeFilterChips(filters, predefined).filter((chip) => !chip.isPredefined).length;
}
