import { describe, expect, it } from 'vitest';

import { filtersStateSchema } from '../schemas/filters-state';
import { decodeCategoryPath, encodeCategoryPath } from './category-path';
import {
  FLAG_FILTER_ON,
  FLAG_FILTER_SLUGS,
  FLAG_FILTERS,
  isFlagFilterName,
  isRangeFilterName,
  PROMO_FILTER_ON,
  PROMO_FILTER_SLUGS,
  PROMO_FILTERS,
  RANGE_FILTER_URL_NAMES,
  RANGE_FILTERS,
  rangeFilterOfUrlName,
  SHOP_FILTER,
} from './filter-names';

describe('listing URL vocabulary', () => {
  it('names the flag and range filters as the filters state of spec section 3 does', () => {
    const stateKeys = Object.keys(filtersStateSchema.shape);
    for (const name of [...FLAG_FILTERS, ...RANGE_FILTERS, SHOP_FILTER.name]) expect(stateKeys).toContain(name);
  });

  it('lists every flag filter once, in the order of its slugs', () => {
    expect(FLAG_FILTERS).toEqual(Object.keys(FLAG_FILTER_SLUGS));
    expect(FLAG_FILTERS.every(isFlagFilterName)).toBe(true);
    expect(isFlagFilterName('bestsellery')).toBe(false);
    expect(isFlagFilterName('constructor')).toBe(false);
  });

  it('maps range filters to their URL names and back', () => {
    expect(RANGE_FILTERS.map((name) => RANGE_FILTER_URL_NAMES[name])).toEqual(['cena', 'hity', 'opinie']);
    for (const name of RANGE_FILTERS) expect(rangeFilterOfUrlName(RANGE_FILTER_URL_NAMES[name])).toBe(name);
    expect(rangeFilterOfUrlName('price')).toBeUndefined();
    expect(rangeFilterOfUrlName('constructor')).toBeUndefined();
    expect(RANGE_FILTERS.every(isRangeFilterName)).toBe(true);
    expect(isRangeFilterName('cena')).toBe(false);
    expect(isRangeFilterName('toString')).toBe(false);
  });

  it('is what the category path codec reads and writes', () => {
    const path = `/kremy_${FLAG_FILTERS.map((flag) => FLAG_FILTER_SLUGS[flag]).join('_')}_${SHOP_FILTER.slug}.hebe`;
    const decoded = decodeCategoryPath(path);
    expect(decoded.ok && decoded.value.additionalFilters).toEqual({
      ...Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, [FLAG_FILTER_ON]])),
      [SHOP_FILTER.name]: ['hebe'],
    });
    if (decoded.ok) expect(encodeCategoryPath(decoded.value)).toBe(path);
  });

  it('keeps the former promo names as aliases of the flag names', () => {
    expect(PROMO_FILTER_SLUGS).toBe(FLAG_FILTER_SLUGS);
    expect(PROMO_FILTERS).toBe(FLAG_FILTERS);
    expect(PROMO_FILTER_ON).toBe(FLAG_FILTER_ON);
  });
});
