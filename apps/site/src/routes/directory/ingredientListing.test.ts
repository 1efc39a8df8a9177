import { decodeCategoryPath } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { withFilterValues, withPage, withSort } from '../listing/listingUrl';
import { ingredientListingAddress, ingredientListingState, withoutIngredient } from './ingredientListing';

const SLUG = 'skladnik-gliceryna';
const LISTING = { url_key: 'lp-wszystkie-kosmetyki', url_template: ['marka'] };
const address = ingredientListingAddress(SLUG, LISTING);

describe("an ingredient page's listing states", () => {
  it('reads the bare page as the catalogue listing filtered by the ingredient', () => {
    const state = ingredientListingState(SLUG, '', '')!;
    expect(address.href(state)).toBe('/skladnik-gliceryna');
    expect(address.apiPath(state)).toBe('/lp-wszystkie-kosmetyki/_skladnik.skladnik-gliceryna');
  });

  it("writes the visitor's filters, flags, sort and page on its own address, key filters in the API's slots", () => {
    const bare = ingredientListingState(SLUG, '', '')!;
    const brand = { name: 'marka', inKey: true, aliases: ['marka'] };
    const price = { name: 'cena', inKey: false, aliases: ['cena'] };
    let state = withFilterValues(bare, brand, ['marka-nivea', 'marka-l-oreal']);
    state = withFilterValues(state, price, ['10-50']);
    state = withPage(withSort(state, { value: 'price', direction: 'asc' }), 2);
    const href = address.href(state);
    expect(href).toBe('/skladnik-gliceryna/marka.marka-nivea_marka.marka-l-oreal_cena.10-50?page=2&sort=price_asc');
    const apiPath = address.apiPath(state);
    expect(apiPath).toBe(
      '/lp-wszystkie-kosmetyki/marka-nivea.marka-l-oreal_cena.10-50_skladnik.skladnik-gliceryna?page=2&sort=price_asc',
    );
    // The address reads back as the same state, and the API's path decodes to it with the ingredient.
    const [path, query = ''] = href.split('?');
    const read = ingredientListingState(SLUG, path!.slice('/skladnik-gliceryna'.length), query)!;
    expect(address.href(read)).toBe(href);
    const decoded = decodeCategoryPath(apiPath, { urlTemplate: LISTING.url_template });
    expect(decoded.ok && decoded.value.keyFilters).toEqual({ marka: ['marka-nivea', 'marka-l-oreal'] });
    expect(decoded.ok && decoded.value.additionalFilters).toEqual({ cena: ['10-50'], skladnik: [SLUG] });
    expect(decoded.ok && address.href(withoutIngredient(decoded.value))).toBe(href);
  });

  it("keeps the page's own ingredient whatever the state says, and flags in the first segment", () => {
    const state = ingredientListingState(SLUG, '_promocje/skladnik.skladnik-inny', '')!;
    expect(address.href(state)).toBe('/skladnik-gliceryna_promocje');
    expect(address.apiPath(state)).toBe('/lp-wszystkie-kosmetyki_promocje/_skladnik.skladnik-gliceryna');
  });

  it('reads nothing from an address the codec cannot read', () => {
    expect(ingredientListingState(SLUG, '/bez-kropki', '')).toBeNull();
    expect(ingredientListingState(SLUG, '', 'sort=nie-ma-takiego')).toBeNull();
    expect(ingredientListingState(SLUG, '/marka.%E0%A4%A', '')).toBeNull();
  });
});
