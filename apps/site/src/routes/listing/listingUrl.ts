import {
  BRAND_FILTER,
  clearSearchPhrase,
  encodeCategoryPath,
  FLAG_FILTER_ON,
  INGREDIENT_FILTER,
  isFlagFilterName,
  isRangeFilterName,
  LISTING_QUERY_KEYS,
  RANGE_FILTER_URL_NAMES,
  rangeFilterOfUrlName,
  SHOP_FILTER,
  type AggFilters,
  type Category,
  type CategoryResponse,
  type DecodedCategoryPath,
  type Range,
  type Sort,
} from '@kwc/domain';

/*
 * Listing URLs (spec section 2 "Category URL construction"): every state of the screen — filters,
 * sort, page, search phrase — is a URL built by the category path codec, so it can be shared,
 * server-rendered and restored by the back button.
 */

/** The catalogue route's prefix (spec section 2): `/katalog-uroda/{slug*}` lists `/{slug*}`. */
export const CATALOGUE_ROUTE_PREFIX = '/katalog-uroda';

/** The path the API lists (`params.path` plus the query), as the loader and the screen both name it. */
export function listingApiPath(routePath: string, search: string): string {
  const query = search.replace(/^\?/, '');
  return query ? `${routePath}?${query}` : routePath;
}

/** The prefix a listing URL keeps: `/katalog-uroda` on the catalogue route, else none. */
export function basePathOf(location: string): string {
  return location === CATALOGUE_ROUTE_PREFIX || location.startsWith(`${CATALOGUE_ROUTE_PREFIX}/`)
    ? CATALOGUE_ROUTE_PREFIX
    : '';
}

/** Where one `agg_*` filter lives in a listing URL. */
export interface UrlFilter {
  /** The name the URL writes. */
  name: string;
  /** A key filter (second segment, `url_template` order) rather than an additional `name.value`. */
  inKey: boolean;
  /** Every name the API reads for this filter (a pattern's code and its URL slug). */
  aliases: readonly string[];
}

/** The URL name of an `agg_*` filter of `category`; `null` for a name the listing does not know. */
export function urlFilterOf(
  aggName: string,
  category: Pick<Category, 'url_template' | 'property_patterns'>,
): UrlFilter | null {
  const code = aggName.replace(/^agg_/, '');
  const template = category.url_template;
  if (isRangeFilterName(code)) {
    const range = RANGE_FILTER_URL_NAMES[code];
    return { name: range, inKey: false, aliases: [range] };
  }
  if (isFlagFilterName(code)) return { name: code, inKey: false, aliases: [code] };
  if (code === SHOP_FILTER.name) return { name: code, inKey: false, aliases: [code] };
  if (code === BRAND_FILTER || code === INGREDIENT_FILTER) {
    return { name: code, inKey: template.includes(code), aliases: [code] };
  }
  const pattern = category.property_patterns.find((candidate) => candidate.property_attribute === code);
  if (!pattern) return null;
  const aliases = [...new Set([code, pattern.url_slug])];
  return template.includes(code)
    ? { name: code, inKey: true, aliases }
    : { name: pattern.url_slug, inKey: false, aliases };
}

/** The `agg_*` name a URL filter name stands for (the reverse of `urlFilterOf`). */
export function aggNameOf(urlName: string, category: Pick<Category, 'property_patterns'>): string {
  const range = rangeFilterOfUrlName(urlName);
  if (range) return `agg_${range}`;
  const pattern = category.property_patterns.find((candidate) => candidate.url_slug === urlName);
  return `agg_${pattern ? pattern.property_attribute : urlName}`;
}

function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** A new listing state starts at its first page. */
function firstPage(path: DecodedCategoryPath): DecodedCategoryPath {
  return { ...path, queryParams: withoutKeys(path.queryParams, [LISTING_QUERY_KEYS.page]), hash: null };
}

/** The listing with one filter set to `values` (none: the filter removed), back on page 1. */
export function withFilterValues(
  path: DecodedCategoryPath,
  filter: UrlFilter,
  values: readonly string[],
): DecodedCategoryPath {
  const keyFilters = withoutKeys(path.keyFilters, filter.aliases);
  const additionalFilters = withoutKeys(path.additionalFilters, filter.aliases);
  const unique = [...new Set(values)];
  if (unique.length > 0) (filter.inKey ? keyFilters : additionalFilters)[filter.name] = unique;
  return { ...firstPage(path), keyFilters, additionalFilters };
}

/** A range as the URL writes it: whole numbers (prices in złoty), `10-50`, `10-` or `-50`; `null` when open. */
export function rangeUrlValue(range: Range): string | null {
  const min = range.min === null ? null : Math.max(0, Math.floor(range.min));
  const max = range.max === null ? null : Math.max(0, Math.ceil(range.max));
  if (min === null && max === null) return null;
  return `${min ?? ''}-${max ?? ''}`;
}

/** The listing with every filter the visitor chose removed (the search phrase and sort stay). */
export function withoutFilters(path: DecodedCategoryPath): DecodedCategoryPath {
  return { ...firstPage(path), keyFilters: {}, additionalFilters: {} };
}

/** The listing in another order, back on page 1. */
export function withSort(path: DecodedCategoryPath, sort: Sort | null): DecodedCategoryPath {
  return { ...firstPage(path), sort };
}

/** Page `page` of the listing; the first page has no parameter. */
export function withPage(path: DecodedCategoryPath, page: number): DecodedCategoryPath {
  const queryParams = withoutKeys(path.queryParams, [LISTING_QUERY_KEYS.page]);
  if (page > 1) queryParams[LISTING_QUERY_KEYS.page] = String(page);
  return { ...path, queryParams, hash: null };
}

/** The listing without its search phrase (spec section 2 "Search": clearing returns to the category). */
export function withoutSearch(path: DecodedCategoryPath): DecodedCategoryPath {
  return firstPage(clearSearchPhrase(path));
}

/**
 * Where a listing's states live: the page URL the visitor sees and the path the API lists. A
 * category's listing writes both with its own codec; an ingredient page keeps its own address.
 */
export interface ListingAddress {
  href: (path: DecodedCategoryPath) => string;
  apiPath: (path: DecodedCategoryPath) => string;
}

/** A category's listing: its URLs under `basePath` (`/katalog-uroda` or none), its API paths without. */
export function categoryListingAddress(category: Pick<Category, 'url_template'>, basePath: string): ListingAddress {
  return { href: (path) => listingHref(path, category, basePath), apiPath: (path) => listingHref(path, category) };
}

/** The URL of a listing state. */
export function listingHref(
  path: DecodedCategoryPath,
  category: Pick<Category, 'url_template'>,
  basePath = '',
): string {
  return encodeCategoryPath({ ...path, hash: null }, { urlTemplate: category.url_template, basePath });
}

/** The 1-based page a decoded path shows. */
export function pageOf(path: DecodedCategoryPath): number {
  const page = Number(path.queryParams[LISTING_QUERY_KEYS.page] ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search phrase (`q`) of a listing, or `null`. */
export function searchPhraseOf(path: DecodedCategoryPath): string | null {
  const phrase = path.queryParams[LISTING_QUERY_KEYS.searchPhrase]?.trim();
  return phrase ? phrase : null;
}

/**
 * The filters a landing or brand page fixes (spec section 3 "Predefined landing-page filters"): what
 * the path with predefined filters has beyond the visitor's own, by `agg_*` code (`certyfikaty`,
 * `marka`), as `FiltersPanel` and `SelectedFilters` take them.
 */
export function predefinedFiltersOf(
  response: Pick<CategoryResponse, 'decodedCategoryPath' | 'decodedCategoryPathWithPredefinedFilters' | 'category'>,
): Record<string, string[]> {
  const own = response.decodedCategoryPath;
  const merged = response.decodedCategoryPathWithPredefinedFilters;
  const category = response.category;
  if (!own || !merged || !category) return {};
  const chosen = new Map<string, string[]>();
  for (const [name, values] of [...Object.entries(own.keyFilters), ...Object.entries(own.additionalFilters)]) {
    chosen.set(name, [...(chosen.get(name) ?? []), ...values]);
  }
  const predefined: Record<string, string[]> = {};
  for (const [name, values] of [...Object.entries(merged.keyFilters), ...Object.entries(merged.additionalFilters)]) {
    const fixed = values.filter((value) => !(chosen.get(name) ?? []).includes(value));
    if (fixed.length === 0) continue;
    const code = aggNameOf(name, category).replace(/^agg_/, '');
    predefined[code] = [...new Set([...(predefined[code] ?? []), ...fixed])];
  }
  return predefined;
}

/** The values the visitor chose for a filter: its value without what the page fixes. */
export function chosenValues(values: readonly string[], fixed: readonly string[] | undefined): string[] {
  return fixed ? values.filter((value) => !fixed.includes(value)) : [...values];
}

/** The flag filters' URL value when on (spec section 3: each flag is a 0/1 choice). */
export const FLAG_ON_VALUES: readonly string[] = [FLAG_FILTER_ON];

/** Whether the listing has any filter the visitor chose. */
export function hasChosenFilters(path: DecodedCategoryPath): boolean {
  return Object.keys(path.keyFilters).length > 0 || Object.keys(path.additionalFilters).length > 0;
}

/** The option labels of a listing's key filters, in URL template order (for titles and trails). */
export function keyFilterLabels(
  path: DecodedCategoryPath,
  category: Pick<Category, 'url_template'>,
  filters: AggFilters,
): { name: string; filterLabel: string; slug: string; label: string }[] {
  const labels: { name: string; filterLabel: string; slug: string; label: string }[] = [];
  for (const name of category.url_template) {
    const filter = filters[`agg_${name}`];
    if (!filter || filter.type !== 'options') continue;
    for (const slug of path.keyFilters[name] ?? []) {
      const option =
        filter.selectedOptions.find((candidate) => candidate.slug === slug) ??
        filter.options.find((candidate) => candidate.slug === slug);
      if (option) labels.push({ name, filterLabel: filter.label, slug, label: option.label });
    }
  }
  return labels;
}
