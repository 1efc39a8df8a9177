import {
  type AggFilter,
  type AggFilters,
  BRAND_FILTER,
  BRAND_URL_KEY_PREFIX,
  type DecodedCategoryPath,
  encodeCategoryPath,
  type FilterOption,
  FLAG_FILTER_ON,
  FLAG_FILTERS,
  type FlagFilterName,
  INGREDIENT_FILTER,
  LISTING,
  RANGE_FILTER_URL_NAMES,
  RANGE_FILTERS,
  type RangeFilterUrlName,
  SHOP_FILTER,
  SHOP_FILTER_LABEL,
} from '@kwc/domain';

import type { CategoryRow } from './categories';
import type { CatalogueDictionary } from './dictionary';
import { allFilterValues } from './filters';
import type { FacetCounts } from './listing';

const FLAG_LABELS: Record<FlagFilterName, string> = {
  bestseller: 'Bestsellery',
  new_until_date: 'Nowości',
  offer_sale: 'Promocje',
};
const RANGE_LABELS: Record<RangeFilterUrlName, string> = {
  cena: 'Cena',
  hity: 'Liczba HITów',
  opinie: 'Liczba opinii',
};

/** Toggles one option in a decoded path: the URL a filter option's link leads to. */
function optionUrl(
  path: DecodedCategoryPath,
  name: string,
  slug: string,
  selected: boolean,
  urlTemplate: readonly string[],
): string {
  const inKey = urlTemplate.includes(name);
  const source = inKey ? path.keyFilters : path.additionalFilters;
  const values = selected ? (source[name] ?? []).filter((value) => value !== slug) : [...(source[name] ?? []), slug];
  const next = { ...source };
  if (values.length > 0) next[name] = values;
  else delete next[name];
  const { page: _page, ...queryParams } = path.queryParams;
  return encodeCategoryPath(
    { ...path, queryParams, hash: null, ...(inKey ? { keyFilters: next } : { additionalFilters: next }) },
    { urlTemplate },
  );
}

/** One collator for every sort: `localeCompare(…, 'pl')` builds one per call (microseconds each). */
const polishOrder = new Intl.Collator('pl');

interface OptionSource {
  slug: string;
  label: string;
  imageDesktop?: string | null;
  imageMobile?: string | null;
  attributePriority?: number;
  orderValue?: number;
  count: number;
}

function optionsFilter(
  label: string,
  name: string,
  sources: OptionSource[],
  selectedSlugs: string[],
  predefinedSlugs: string[],
  path: DecodedCategoryPath,
  urlTemplate: readonly string[],
  limit: number,
): AggFilter {
  const toOption = (source: OptionSource): FilterOption => ({
    slug: source.slug,
    label: source.label,
    url: optionUrl(path, name, source.slug, selectedSlugs.includes(source.slug), urlTemplate),
    image_desktop: source.imageDesktop ?? null,
    image_mobile: source.imageMobile ?? null,
    attribute_priority: source.attributePriority ?? 0,
    order_value: source.orderValue ?? 0,
    count: source.count,
  });
  const shown = sources
    .filter((source) => source.count > 0 || selectedSlugs.includes(source.slug))
    .sort(
      (a, b) => b.count - a.count || (a.orderValue ?? 0) - (b.orderValue ?? 0) || polishOrder.compare(a.label, b.label),
    );
  const selected = shown.filter((source) => selectedSlugs.includes(source.slug)).map(toOption);
  return {
    type: 'options',
    label,
    visible: shown.length > 0,
    predefined: predefinedSlugs.length > 0,
    value: selectedSlugs,
    selectedOptions: selected,
    options: shown.slice(0, limit).map(toOption),
    total: shown.length,
  };
}

/** The `agg_*` filters of a listing (spec section 3), counted by `countFacets`. */
export function buildAggFilters(
  dictionary: CatalogueDictionary,
  category: CategoryRow,
  path: DecodedCategoryPath,
  predefined: Record<string, string[]>,
  facets: FacetCounts,
  importantIngredients: number[],
  optionLimit: number = LISTING.filterValuesPageSize,
): AggFilters {
  const values = allFilterValues(path);
  const urlTemplate = category.urlTemplate;
  const filters: AggFilters = {};
  const brandSources = [...facets.brands].flatMap(([id, count]) => {
    const brand = dictionary.brands.get(id);
    return brand
      ? [{ slug: `${BRAND_URL_KEY_PREFIX}${brand.slug}`, label: brand.name, imageDesktop: brand.image, count }]
      : [];
  });
  if (category.kind !== 'brand') {
    filters.agg_marka = optionsFilter(
      'Marka',
      BRAND_FILTER,
      brandSources,
      values.get(BRAND_FILTER) ?? [],
      predefined[BRAND_FILTER] ?? [],
      path,
      urlTemplate,
      optionLimit,
    );
  }
  for (const code of category.propertyPatterns) {
    const pattern = dictionary.patterns.get(code);
    if (!pattern) continue;
    const name = urlTemplate.includes(code) ? code : pattern.urlSlug;
    const selected = values.get(code) ?? values.get(pattern.urlSlug) ?? [];
    filters[`agg_${code}`] = optionsFilter(
      pattern.label,
      name,
      pattern.options.map((option) => ({ ...option, count: facets.options.get(option.id) ?? 0 })),
      selected,
      predefined[code] ?? [],
      path,
      urlTemplate,
      optionLimit,
    );
  }
  filters.agg_partner = optionsFilter(
    SHOP_FILTER_LABEL,
    SHOP_FILTER.name,
    [...dictionary.shops.values()].map((shop) => ({
      slug: shop.slug,
      label: shop.name,
      count: facets.shops.get(shop.id) ?? 0,
    })),
    values.get(SHOP_FILTER.name) ?? [],
    predefined[SHOP_FILTER.name] ?? [],
    path,
    urlTemplate,
    optionLimit,
  );
  filters.agg_skladnik = optionsFilter(
    'Składniki',
    INGREDIENT_FILTER,
    importantIngredients.flatMap((id) => {
      const ingredient = dictionary.ingredients.get(id);
      return ingredient
        ? [{ slug: ingredient.slug, label: ingredient.name, count: facets.ingredients.get(id) ?? 0 }]
        : [];
    }),
    values.get(INGREDIENT_FILTER) ?? [],
    predefined[INGREDIENT_FILTER] ?? [],
    path,
    urlTemplate,
    optionLimit,
  );
  for (const key of RANGE_FILTERS) {
    const urlName = RANGE_FILTER_URL_NAMES[key];
    const bounds = facets.ranges[key];
    const raw = values.get(urlName)?.[0];
    const [min, max] = raw ? raw.split('-').map((part) => (part === '' ? null : Number(part))) : [null, null];
    const scale = key === 'price' ? 100 : 1;
    filters[`agg_${key}`] = {
      type: 'range',
      label: RANGE_LABELS[urlName],
      visible: bounds !== null && bounds.max > bounds.min,
      predefined: urlName in predefined,
      value: { min: min ?? null, max: max ?? null },
      selectedOptions: [],
      bounds: bounds ? { min: Math.floor(bounds.min / scale), max: Math.ceil(bounds.max / scale) } : { min: 0, max: 0 },
    };
  }
  for (const flag of FLAG_FILTERS) {
    filters[`agg_${flag}`] = {
      type: 'flag',
      label: FLAG_LABELS[flag],
      visible: facets.flags[flag] > 0 || values.has(flag),
      predefined: flag in predefined,
      value: values.get(flag)?.includes(FLAG_FILTER_ON) ? 1 : 0,
      selectedOptions: [],
    };
  }
  return filters;
}
