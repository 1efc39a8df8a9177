import {
  decodeCategoryPath,
  encodeCategoryPath,
  INGREDIENT_FILTER,
  type DecodedCategoryPath,
  type IngredientPageResponse,
} from '@kwc/domain';

import type { ListingAddress } from '../listing/listingUrl';

/*
 * An ingredient page lists every product with the ingredient: the whole catalogue's listing
 * filtered by it, paged, sorted and filtered further on the page's own address. Its states are
 * written with the category path codec after `/skladnik-{slug}`, every filter as a `name.value`
 * pair (`/skladnik-gliceryna/marka.marka-nivea?sort=price.asc&page=2`); the API reads them as the
 * catalogue listing's path, its key filters in their `url_template` slots.
 */

type Listing = NonNullable<IngredientPageResponse['listing']>;

/** The ingredient page's address of its `slug` (`skladnik-…`, as the API names it). */
function ownPath(slug: string): string {
  return `/${slug}`;
}

/** Every filter of a state but the ingredient, by name. */
function visitorFilters(path: DecodedCategoryPath): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [name, values] of [...Object.entries(path.keyFilters), ...Object.entries(path.additionalFilters)]) {
    if (name !== INGREDIENT_FILTER) filters[name] = [...new Set([...(filters[name] ?? []), ...values])];
  }
  return filters;
}

/**
 * The visitor's state an ingredient page's address asks for (`tail`: the flags and filters after
 * the slug, as in the URL; `search`: its query); `null` for an address the codec cannot read.
 */
export function ingredientListingState(slug: string, tail: string, search: string): DecodedCategoryPath | null {
  const query = search.replace(/^\?/, '');
  const decoded = decodeCategoryPath(`${ownPath(slug)}${tail}${query ? `?${query}` : ''}`, { urlTemplate: [] });
  if (!decoded.ok) return null;
  return { ...decoded.value, keyFilters: {}, additionalFilters: visitorFilters(decoded.value), hash: null };
}

/** Where an ingredient page's states live: its own address, and the catalogue listing's paths. */
export function ingredientListingAddress(slug: string, listing: Listing): ListingAddress {
  return {
    href: (path) =>
      encodeCategoryPath(
        { ...path, url_key: slug, keyFilters: {}, additionalFilters: visitorFilters(path), hash: null },
        { urlTemplate: [] },
      ),
    apiPath: (path) => {
      const keyFilters: Record<string, string[]> = {};
      const additionalFilters: Record<string, string[]> = {};
      for (const [name, values] of Object.entries({ ...visitorFilters(path), [INGREDIENT_FILTER]: [slug] })) {
        (listing.url_template.includes(name) ? keyFilters : additionalFilters)[name] = values;
      }
      return encodeCategoryPath(
        { ...path, url_key: listing.url_key, keyFilters, additionalFilters, hash: null },
        { urlTemplate: listing.url_template },
      );
    },
  };
}

/** The visitor's state of a listing the API answered: its filters without the page's ingredient. */
export function withoutIngredient(path: DecodedCategoryPath): DecodedCategoryPath {
  return { ...path, keyFilters: {}, additionalFilters: visitorFilters(path) };
}
