// Without zod, so listing URLs can be built in the browser without it; `sortSchema` is in sort-schema.ts.

/** Sort directions, as `value_direction` writes them. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Every field that may appear in a sort (spec section 3), in table order. */
export const SORT_FIELDS = [
  'relevance',
  'number_of_reviews_last_week',
  'number_of_views_last_week',
  'popularity',
  'latest',
  'price',
  'rating',
  'number_of_reviews',
  'number_of_hits',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Sort options of spec section 3, in the order the sort select shows them. */
export const SORT_OPTIONS = [
  { field: 'relevance', direction: 'desc', label: 'Trafność' },
  { field: 'number_of_reviews_last_week', direction: 'desc', label: 'Najczęściej oceniane' },
  { field: 'number_of_views_last_week', direction: 'desc', label: 'Najczęściej wyświetlane' },
  { field: 'popularity', direction: 'desc', label: 'Popularność' },
  { field: 'latest', direction: 'desc', label: 'Nowości' },
  { field: 'price', direction: 'asc', label: 'Najniższa cena' },
  { field: 'price', direction: 'desc', label: 'Najwyższa cena' },
  { field: 'rating', direction: 'desc', label: 'Najwyżej ocenione' },
  { field: 'rating', direction: 'asc', label: 'Najniżej ocenione' },
  { field: 'number_of_reviews', direction: 'desc', label: 'Najwięcej opinii' },
  { field: 'number_of_reviews', direction: 'asc', label: 'Najmniej opinii' },
  { field: 'number_of_hits', direction: 'desc', label: 'Najpierw HITy' },
] as const satisfies readonly { field: SortField; direction: SortDirection; label: string }[];

/**
 * The extra listing sort set of spec section 3: fields sortable in either direction.
 * ours: the spec gives the labels only in English; these are the Polish ones.
 */
export const LISTING_SORT_OPTIONS = [
  { field: 'price', label: 'Cena' },
  { field: 'number_of_hits', label: 'Liczba HITów' },
  { field: 'number_of_reviews', label: 'Liczba opinii' },
] as const satisfies readonly { field: SortField; label: string }[];

export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * A sort as the decoded category path holds it (spec section 3: "sort (value and direction)");
 * `sortSchema` (sort-schema.ts) checks it is offered.
 */
export type Sort = { value: SortField; direction: SortDirection };

/**
 * Whether `sort` is offered: a row of the sort options table, or a field of the extra listing set in
 * either direction.
 */
export function isValidSort(sort: {
  value: string;
  direction: string;
}): sort is { value: SortField; direction: SortDirection } {
  if (sort.direction !== 'asc' && sort.direction !== 'desc') return false;
  return (
    SORT_OPTIONS.some((option) => option.field === sort.value && option.direction === sort.direction) ||
    LISTING_SORT_OPTIONS.some((option) => option.field === sort.value)
  );
}

/** Encodes a sort as `value_direction` (spec section 2), e.g. `price_asc`. */
export function encodeSort(sort: Sort): string {
  return `${sort.value}_${sort.direction}`;
}

/**
 * Decodes `value_direction`, splitting at the last underscore because field names contain
 * underscores (`number_of_reviews_desc`). Returns `null` for anything not offered.
 */
export function decodeSort(encoded: string): Sort | null {
  const separator = encoded.lastIndexOf('_');
  if (separator <= 0) return null;
  const candidate = { value: encoded.slice(0, separator), direction: encoded.slice(separator + 1) };
  return isValidSort(candidate) ? candidate : null;
}

/** The Polish label of a sort: the table row's label, or the listing set's label for other directions. */
export function sortLabel(sort: Sort): string {
  const row = SORT_OPTIONS.find((option) => option.field === sort.value && option.direction === sort.direction);
  if (row) return row.label;
  // A valid sort outside the table belongs to the listing set; the field name is the last resort
  // for a caller that skipped isValidSort.
  return LISTING_SORT_OPTIONS.find((option) => option.field === sort.value)?.label ?? sort.value;
}
