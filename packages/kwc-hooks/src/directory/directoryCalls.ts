import {
  PAGES_API,
  type CategoryListResponse,
  type CategoryMapResponse,
  type ImportantIngredientsResponse,
  type IngredientPageResponse,
  type PopularBrandsResponse,
} from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** The catalogue's directories: brands, ingredients and the category tree. */
export interface DirectoryCalls {
  /** The brands with their product counts and average ratings, most popular first (`/popularne-marki`). */
  getPopularBrands(options?: RequestOptions): Promise<PopularBrandsResponse>;
  /** The important ingredients with their product counts (`/wazne-skladniki`). */
  getImportantIngredients(options?: RequestOptions): Promise<ImportantIngredientsResponse>;
  /** An ingredient and its most popular products, by its slug without `skladnik-`; 404 for no such ingredient. */
  getIngredient(slug: string, options?: RequestOptions): Promise<IngredientPageResponse>;
  /** The whole public category tree (`/lista-kategorii`). */
  getCategoryList(options?: RequestOptions): Promise<CategoryListResponse>;
  /** A top-level category's subtree by its url key (`/mapa-kategorii/{slug}`); 404 for any other slug. */
  getCategoryMap(slug: string, options?: RequestOptions): Promise<CategoryMapResponse>;
}

export function directoryCalls({ request }: Transport): DirectoryCalls {
  return {
    getPopularBrands: (opts) =>
      request({ ...at(PAGES_API.getPopularBrands), schema: PAGES_API.getPopularBrands.response, front: false }, opts),
    getImportantIngredients: (opts) =>
      request(
        { ...at(PAGES_API.getImportantIngredients), schema: PAGES_API.getImportantIngredients.response, front: false },
        opts,
      ),
    getIngredient: (slug, opts) =>
      request(
        { ...at(PAGES_API.getIngredient, { slug }), schema: PAGES_API.getIngredient.response, front: false },
        opts,
      ),
    getCategoryList: (opts) =>
      request({ ...at(PAGES_API.getCategoryList), schema: PAGES_API.getCategoryList.response, front: false }, opts),
    getCategoryMap: (slug, opts) =>
      request(
        { ...at(PAGES_API.getCategoryMap), query: { slug }, schema: PAGES_API.getCategoryMap.response, front: false },
        opts,
      ),
  };
}
