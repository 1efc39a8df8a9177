import {
  LISTING_QUERY_KEYS,
  normalizeSearchPhrase,
  SEARCH,
  type DecodedCategoryPath,
  BRAND_FILTER,
  FLAG_FILTER_ON,
  INGREDIENT_FILTER,
  isFlagFilterName,
  rangeFilterOfUrlName,
  SHOP_FILTER,
  WITHOUT_INGREDIENT_FILTER,
  type Range,
} from '@kwc/domain';

import { ListingInputError } from '../http/errors';
import type { CatalogueDictionary, PatternEntry } from './dictionary';
import { emptyFilters, type ListingFilters } from './listing';

/** The property pattern a URL filter name means: its code (key filters) or its URL slug. */
export function patternByName(dictionary: CatalogueDictionary, name: string): PatternEntry | undefined {
  const byCode = dictionary.patterns.get(name);
  if (byCode) return byCode;
  for (const pattern of dictionary.patterns.values()) if (pattern.urlSlug === name) return pattern;
  return undefined;
}

/** `10-50`, `10-` or `-50` (złoty or counts); throws on anything else. */
export function parseRange(value: string, name: string): Range {
  const match = /^(\d{1,7})?-(\d{1,7})?$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new ListingInputError(`Nieprawidłowy zakres filtra ${name}: ${value}`);
  }
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) {
    throw new ListingInputError(`Nieprawidłowy zakres filtra ${name}: ${value}`);
  }
  return { min, max };
}

/** Every filter of a decoded path (key and additional, predefined merged in), by name. */
export function allFilterValues(path: DecodedCategoryPath): Map<string, string[]> {
  const merged = new Map<string, string[]>();
  for (const [name, values] of [...Object.entries(path.keyFilters), ...Object.entries(path.additionalFilters)]) {
    merged.set(name, [...new Set([...(merged.get(name) ?? []), ...values])]);
  }
  return merged;
}

/** Adds a landing or brand page's fixed filters to what the visitor chose. */
export function withPredefined(
  path: DecodedCategoryPath,
  predefined: Record<string, string[]>,
  urlTemplate: readonly string[],
): DecodedCategoryPath {
  const keyFilters = { ...path.keyFilters };
  const additionalFilters = { ...path.additionalFilters };
  for (const [name, values] of Object.entries(predefined)) {
    const target = urlTemplate.includes(name) ? keyFilters : additionalFilters;
    target[name] = [...new Set([...(target[name] ?? []), ...values])];
  }
  return { ...path, keyFilters, additionalFilters };
}

/**
 * Resolves a decoded category path into database ids. Unknown filter names are an error (a broken
 * link); unknown values of a known filter are dropped, so an old link to a removed brand or option
 * still lists the rest.
 */
export function resolveFilters(
  dictionary: CatalogueDictionary,
  path: DecodedCategoryPath,
  scope: number | null,
): { filters: ListingFilters; page: number } {
  const filters = emptyFilters(scope);
  for (const [name, values] of allFilterValues(path)) {
    if (name === BRAND_FILTER) {
      filters.brands = values.flatMap((slug) => dictionary.brandBySlug.get(slug)?.id ?? []);
    } else if (name === SHOP_FILTER.name) {
      filters.shops = values.flatMap((slug) => dictionary.shopBySlug.get(slug)?.id ?? []);
    } else if (name === INGREDIENT_FILTER) {
      filters.withIngredients = values.flatMap((slug) => dictionary.ingredientBySlug.get(slug)?.id ?? []);
    } else if (name === WITHOUT_INGREDIENT_FILTER) {
      filters.withoutIngredients = values.flatMap((slug) => dictionary.ingredientBySlug.get(slug)?.id ?? []);
    } else if (isFlagFilterName(name)) {
      if (values.includes(FLAG_FILTER_ON)) filters.flags.add(name);
    } else if (rangeFilterOfUrlName(name)) {
      const range = parseRange(values[0]!, name);
      const key = rangeFilterOfUrlName(name)!;
      // Prices travel in złoty and are stored in grosze; both bounds are kept as written ("do 50 zł"
      // lists nothing at 50,89 zł).
      filters.ranges[key] =
        key === 'price'
          ? { min: range.min === null ? null : range.min * 100, max: range.max === null ? null : range.max * 100 }
          : range;
    } else {
      const pattern = patternByName(dictionary, name);
      if (!pattern) throw new ListingInputError(`Nieznany filtr: ${name}`);
      filters.options.set(
        pattern.code,
        values.flatMap((slug) => pattern.optionBySlug.get(slug)?.id ?? []),
      );
    }
  }
  const pageText = path.queryParams[LISTING_QUERY_KEYS.page];
  const page = pageText === undefined ? 1 : Number(pageText);
  if (!Number.isSafeInteger(page) || page < 1) throw new ListingInputError(`Nieprawidłowy numer strony: ${pageText}`);
  const phrase = path.queryParams[LISTING_QUERY_KEYS.searchPhrase];
  if (phrase !== undefined) {
    const normalized = normalizeSearchPhrase(phrase);
    filters.text = normalized.length >= SEARCH.minPhraseLength ? normalized : null;
  }
  return { filters, page };
}
