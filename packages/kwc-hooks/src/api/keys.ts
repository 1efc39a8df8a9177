import {
  CATALOG_API_PATHS,
  FRONT_API_PATHS,
  LISTING,
  normalizeSearchPhrase,
  PAGES_API_PATHS,
  type MenuId,
} from '@kwc/domain';

import type { FilterValuesQueryInput, ProductReviewsQueryInput } from './inputs';
import { apiPath } from './urls';

// SWR keys are the request's path and query (regular endpoints, never `/catalog/test/…`), so SSR
// prefills the fallback under the browser's request. Paths come from the zod-free `*_API_PATHS`;
// this module is in the site's first view, so a key one screen alone reads sits beside its hook.

/** `/api/catalog/category-info?path=…` */
export function categoryInfoKey(path: string): string {
  return apiPath(CATALOG_API_PATHS.getCategoryInfo, { path });
}

/** `/api/catalog/products?path=…` */
export function productsKey(path: string): string {
  return apiPath(CATALOG_API_PATHS.getProducts, { path });
}

/** `/api/catalog/filter-values?path=…&filterName=…&filterValuesPage=…&filterValuesPageSize=…[&filterValuesSearch=…]` */
export function filterValuesKey(query: FilterValuesQueryInput): string {
  return apiPath(CATALOG_API_PATHS.getFilterValues, {
    path: query.path,
    filterName: query.filterName,
    filterValuesPage: query.filterValuesPage ?? 1,
    filterValuesPageSize: query.filterValuesPageSize ?? LISTING.filterValuesPageSize,
    filterValuesSearch: query.filterValuesSearch || undefined,
  });
}

/** `/api/catalog/get-menu?id=uroda` */
export function menuKey(id: MenuId): string {
  return apiPath(CATALOG_API_PATHS.getMenu, { id });
}

/** `/api/catalog/text-search?text=…[&contextCategoryId=…]`, the phrase normalized as it is sent. */
export function textSearchKey(text: string, contextCategoryId?: number | null): string {
  return apiPath(CATALOG_API_PATHS.textSearch, { text: normalizeSearchPhrase(text), contextCategoryId });
}

/** `/api/catalog/legal-hint-content?identifier=…` */
export function legalHintKey(identifier: string): string {
  return apiPath(FRONT_API_PATHS.getLegalHintContent, { identifier });
}

/** `/api/catalog/product-page?urlPath=…[&anonymousId=…]` */
export function productPageKey(urlPath: string, anonymousId?: string | null): string {
  return apiPath(PAGES_API_PATHS.getProductPage, { urlPath, anonymousId });
}

/** `/api/catalog/product-reviews?sku=…[&sort=…][&page=…][&pageSize=…]` */
export function productReviewsKey(query: ProductReviewsQueryInput): string {
  return apiPath(PAGES_API_PATHS.getProductReviews, {
    sku: query.sku,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** `/api/home` */
export function homeKey(): string {
  return PAGES_API_PATHS.getHome;
}

/** `/api/kwc/recently-viewed[?anonymousId=…]` */
export function recentlyViewedKey(anonymousId: string | null | undefined): string {
  return apiPath(FRONT_API_PATHS.getRecentlyViewed, { anonymousId });
}

/** `/api/ab-tests` */
export function abTestsKey(): string {
  return FRONT_API_PATHS.getAbTests;
}
