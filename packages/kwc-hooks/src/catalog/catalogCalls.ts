import {
  CATALOG_API,
  catalogCallPath,
  COOKIE_NAMES,
  type Category,
  type CategoryResponse,
  type FilterValuesResponse,
  type MenuId,
  type MenuResponse,
  type ProductsResponse,
} from '@kwc/domain';

import { at } from '../api/endpoints';
import type { FilterValuesQueryInput } from '../api/inputs';
import type { ApiClientOptions, RequestOptions, Transport } from '../api/transport';

/** Catalog API: categories, listings, their filters and the menus. */
export interface CatalogCalls {
  getFilterValues(query: FilterValuesQueryInput, options?: RequestOptions): Promise<FilterValuesResponse>;
  getCategory(query: { categoryId: number } | { urlKey: string }, options?: RequestOptions): Promise<Category>;
  /** Rejects with an `ApiResponseError` (404) when the catalogue has no root (spec section 8). */
  getInstanceCategory(options?: RequestOptions): Promise<Category>;
  /** Uses `/api/catalog/test/…` when the test-search cookie is 'on' and `path` is no landing page. */
  getCategoryInfo(path: string, options?: RequestOptions): Promise<CategoryResponse>;
  /** Uses `/api/catalog/test/…` like `getCategoryInfo`. */
  getProducts(path: string, options?: RequestOptions): Promise<ProductsResponse>;
  getMenu(id: MenuId, options?: RequestOptions): Promise<MenuResponse>;
}

export function catalogCalls({ request }: Transport, options: ApiClientOptions): CatalogCalls {
  const testSearchCookie = () => options.getCookie(COOKIE_NAMES.testSearch);
  return {
    getFilterValues: (query, opts) =>
      request(
        {
          ...at(CATALOG_API.getFilterValues),
          query: {
            path: query.path,
            filterName: query.filterName,
            filterValuesPage: query.filterValuesPage,
            filterValuesPageSize: query.filterValuesPageSize,
            filterValuesSearch: query.filterValuesSearch || undefined,
          },
          schema: CATALOG_API.getFilterValues.response,
          front: false,
        },
        opts,
      ),
    getCategory: (query, opts) =>
      request(
        {
          ...at(CATALOG_API.getCategory),
          query: { size: 1, ...query },
          schema: CATALOG_API.getCategory.response,
          front: false,
        },
        opts,
      ),
    getInstanceCategory: (opts) =>
      request(
        { ...at(CATALOG_API.getInstanceCategory), schema: CATALOG_API.getInstanceCategory.response, front: false },
        opts,
      ),
    getCategoryInfo: (path, opts) =>
      request(
        {
          method: CATALOG_API.getCategoryInfo.method,
          path: catalogCallPath('getCategoryInfo', { testSearchCookie: testSearchCookie(), listingPath: path }),
          query: { path },
          schema: CATALOG_API.getCategoryInfo.response,
          front: false,
        },
        opts,
      ),
    getProducts: (path, opts) =>
      request(
        {
          method: CATALOG_API.getProducts.method,
          path: catalogCallPath('getProducts', { testSearchCookie: testSearchCookie(), listingPath: path }),
          query: { path },
          schema: CATALOG_API.getProducts.response,
          front: false,
        },
        opts,
      ),
    getMenu: (id, opts) =>
      request({ ...at(CATALOG_API.getMenu), query: { id }, schema: CATALOG_API.getMenu.response, front: false }, opts),
  };
}
