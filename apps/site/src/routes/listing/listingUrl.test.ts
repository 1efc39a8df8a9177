import { decodeCategoryPath, type Category, type DecodedCategoryPath } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import {
  basePathOf,
  listingApiPath,
  listingHref,
  predefinedFiltersOf,
  rangeUrlValue,
  urlFilterOf,
  withFilterValues,
  withoutFilters,
  withoutSearch,
  withPage,
  withSort,
} from './listingUrl';

const category: Pick<Category, 'url_template' | 'property_patterns'> = {
  url_template: ['marka', 'rodzaj_skory'],
  property_patterns: [
    { property_attribute: 'rodzaj_skory', label: 'Rodzaj skóry', layout: 'list', url_slug: 'rodzaj-skory' },
    { property_attribute: 'bez_skladnikow', label: 'Bez składników', layout: 'list', url_slug: 'bez-skladnikow' },
  ],
};

function decode(path: string): DecodedCategoryPath {
  const result = decodeCategoryPath(path, { urlTemplate: category.url_template });
  if (!result.ok) throw result.error;
  return result.value;
}

const href = (path: DecodedCategoryPath, basePath = '') => listingHref(path, category, basePath);

function filter(aggName: string) {
  const target = urlFilterOf(aggName, category);
  if (!target) throw new Error(aggName);
  return target;
}

describe('listing URLs', () => {
  it('lists params.path with the query', () => {
    expect(listingApiPath('/kremy-do-twarzy', '')).toBe('/kremy-do-twarzy');
    expect(listingApiPath('/kremy-do-twarzy', '?sort=price_asc')).toBe('/kremy-do-twarzy?sort=price_asc');
    expect(listingApiPath('/kremy-do-twarzy', 'page=2')).toBe('/kremy-do-twarzy?page=2');
  });

  it('keeps the catalogue prefix only on the catalogue route', () => {
    expect(basePathOf('/katalog-uroda/kremy-do-twarzy')).toBe('/katalog-uroda');
    expect(basePathOf('/kremy-do-twarzy')).toBe('');
    expect(basePathOf('/katalog-urodapl')).toBe('');
  });

  it('writes key filters in the second segment and the others as name.value pairs, back on page 1', () => {
    const start = decode('/kremy-do-twarzy?page=3&sort=price_asc');
    const brand = withFilterValues(start, filter('agg_marka'), ['marka-nivea', 'marka-ziaja']);
    expect(href(brand)).toBe('/kremy-do-twarzy/marka-nivea.marka-ziaja?sort=price_asc');
    const skin = withFilterValues(brand, filter('agg_rodzaj_skory'), ['sucha']);
    expect(href(skin)).toBe('/kremy-do-twarzy/marka-nivea.marka-ziaja_sucha?sort=price_asc');
    const without = withFilterValues(skin, filter('agg_bez_skladnikow'), ['bez-parabenow']);
    expect(href(without)).toBe(
      '/kremy-do-twarzy/marka-nivea.marka-ziaja_sucha_bez-skladnikow.bez-parabenow?sort=price_asc',
    );
    expect(href(withFilterValues(without, filter('agg_marka'), []))).toBe(
      '/kremy-do-twarzy/_sucha_bez-skladnikow.bez-parabenow?sort=price_asc',
    );
  });

  it('replaces a filter written under its code or its URL slug', () => {
    const start = decode('/kremy-do-twarzy/__bez~5Fskladnikow.bez-parabenow');
    expect(href(withFilterValues(start, filter('agg_bez_skladnikow'), ['bez-silikonow']))).toBe(
      '/kremy-do-twarzy/__bez-skladnikow.bez-silikonow',
    );
  });

  it('writes ranges, flags and shops as the API reads them', () => {
    const start = decode('/kremy-do-twarzy');
    const price = withFilterValues(start, filter('agg_price'), [rangeUrlValue({ min: 19.5, max: 80.2 })!]);
    expect(href(price)).toBe('/kremy-do-twarzy/__cena.19-81');
    expect(rangeUrlValue({ min: null, max: 50 })).toBe('-50');
    expect(rangeUrlValue({ min: null, max: null })).toBeNull();
    const flags = withFilterValues(price, filter('agg_bestseller'), ['1']);
    const shop = withFilterValues(flags, filter('agg_partner'), ['rossmann', 'hebe']);
    expect(href(shop)).toBe('/kremy-do-twarzy_bestsellery_sklep.rossmann.hebe/__cena.19-81');
    expect(href(withFilterValues(shop, filter('agg_number_of_reviews'), ['5-']))).toBe(
      '/kremy-do-twarzy_bestsellery_sklep.rossmann.hebe/__cena.19-81_opinie.5-',
    );
  });

  it('clears filters but keeps the search phrase and sort; sorting and clearing the search reset the page', () => {
    const start = decode('/kremy-do-twarzy/marka-nivea_sucha?q=krem&page=2&sort=rating_desc');
    expect(href(withoutFilters(start))).toBe('/kremy-do-twarzy?q=krem&sort=rating_desc');
    expect(href(withSort(start, { value: 'price', direction: 'desc' }))).toBe(
      '/kremy-do-twarzy/marka-nivea_sucha?q=krem&sort=price_desc',
    );
    expect(href(withoutSearch(start))).toBe('/kremy-do-twarzy/marka-nivea_sucha?sort=rating_desc');
    expect(href(withPage(start, 1), '/katalog-uroda')).toBe(
      '/katalog-uroda/kremy-do-twarzy/marka-nivea_sucha?q=krem&sort=rating_desc',
    );
    expect(href(withPage(start, 5))).toBe('/kremy-do-twarzy/marka-nivea_sucha?page=5&q=krem&sort=rating_desc');
  });

  it('finds the filters a landing or brand page fixes', () => {
    const own = decode('/lp-weganskie-kremy/marka-nivea');
    const merged = {
      ...own,
      additionalFilters: { certyfikaty: ['weganski'], 'bez-skladnikow': ['bez-parabenow'], cena: ['-50'] },
    };
    expect(
      predefinedFiltersOf({
        decodedCategoryPath: own,
        decodedCategoryPathWithPredefinedFilters: merged,
        category: category as Category,
      }),
    ).toEqual({ certyfikaty: ['weganski'], bez_skladnikow: ['bez-parabenow'], price: ['-50'] });
  });
});
