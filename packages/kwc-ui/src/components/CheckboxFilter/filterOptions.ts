import type { FilterOption } from '@kwc/domain';

/**
 * An option as the checkbox filter draws it: a facet option of the category response, plus an
 * optional swatch colour for the `tiles` layout (a CSS colour, e.g. of a lipstick shade).
 */
export type CheckboxFilterOption = FilterOption & {
  /** A CSS colour drawn as a swatch in the `tiles` layout. */
  color?: string;
};

// Letters that Unicode does not decompose into a base letter and a combining mark.
const UNDECOMPOSED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss' };

/**
 * Text folded for matching: lower case (Polish rules), without diacritics, so 'zel' finds 'Żel'
 * and 'lodz' finds 'Łódź' — visitors often type without Polish letters on a phone.
 */
export function foldSearchText(text: string): string {
  return text
    .toLocaleLowerCase('pl-PL')
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .replace(/[łđøß]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A test of labels against the search text, which it folds once; an empty search matches all
 * without folding any label (arranging the options runs in a tick's render).
 */
function labelMatcher(search: string): (label: string) => boolean {
  const needle = foldSearchText(search);
  return needle === '' ? () => true : (label) => foldSearchText(label).includes(needle);
}

/** Whether an option's label contains the search text (folded); an empty search matches all. */
export function matchesOptionSearch(label: string, search: string): boolean {
  return labelMatcher(search)(label);
}

/**
 * The options of a checkbox filter in the order it lists them: the top group, then the loaded
 * options that match the search.
 *
 * The top group is the selection, in the order of `value`, whether or not it is in the loaded page
 * (spec section 4: options load lazily, so a selected option may not be among them); a selected slug
 * found nowhere is still listed, labelled by its slug, so it can be unchecked. While the visitor is
 * working in the filter the caller passes `pinned`, the top group as it was when they started:
 * an option they tick stays where they ticked it instead of jumping away under the pointer (and
 * taking keyboard focus with it), and one they untick stays on top.
 */
export function arrangeOptions<T extends FilterOption>({
  options,
  selectedOptions = [],
  value,
  pinned,
  search = '',
}: {
  options: readonly T[];
  selectedOptions?: readonly T[];
  value: readonly string[];
  pinned?: readonly (T | FilterOption)[] | undefined;
  search?: string;
}): { top: (T | FilterOption)[]; rest: T[] } {
  const bySlug = new Map<string, T>();
  for (const option of selectedOptions) bySlug.set(option.slug, option);
  // The loaded page wins: its counts follow the current filters.
  for (const option of options) bySlug.set(option.slug, option);
  const top = pinned
    ? pinned.map((option) => bySlug.get(option.slug) ?? option)
    : [...new Set(value)].map((slug) => bySlug.get(slug) ?? placeholderOption(slug));
  const onTop = new Set(top.map((option) => option.slug));
  const matches = labelMatcher(search);
  const rest = options.filter((option) => !onTop.has(option.slug) && matches(option.label));
  return { top, rest };
}

function placeholderOption(slug: string): FilterOption {
  return {
    slug,
    label: slug,
    url: '',
    image_desktop: null,
    image_mobile: null,
    attribute_priority: 0,
    order_value: 0,
    count: 0,
  };
}
