import {
  CATALOG_API,
  catalogCallPath,
  COOKIE_NAMES,
  ERROR_MESSAGES,
  fillPath,
  FRONT_API,
  normalizeSearchPhrase,
  type AbTestsResponse,
  type AddProductToWishlistListRequest,
  type AreProductsOnWishlistResponse,
  type Category,
  type CategoryResponse,
  type CreateWishlistListResponse,
  type EndpointDefinition,
  type FilterValuesResponse,
  type HomeResponse,
  type IsProductOnWishlistResponse,
  type LegalHintResponse,
  type LogoutResponse,
  type MenuId,
  type MenuResponse,
  PAGES_API,
  type ProductPageResponse,
  type ProductReviewSort,
  type ProductReviewsResponse,
  type ProductsResponse,
  type RecentlyViewedResponse,
  type RegisterRequest,
  type RenameWishlistListRequest,
  type TextSearchResponse,
  type TokenResponse,
  type UpdateUserRequest,
  type UpdateUserResponse,
  type UserResponse,
  type WishlistItemResponse,
  type WishlistListsResponse,
  type WishlistResponse,
} from '@kwc/domain';

import { ApiError, ApiResponseError } from './errors';
import { areProductsOnWishlistCall, wishlistCall } from './startupReads';
import { createTransport, type ApiClientOptions, type RequestOptions } from './transport';
import { productViewBeacon } from './viewBeacon';

export type { ApiClientOptions, RequestOptions } from './transport';

/** The outcome of `login` (spec section 8: failure gives `success: false` and the server's message). */
export type LoginResult = { success: true; token: string } | { success: false; message: string | null };

/** Query of `getWishlist`. `pageSize` is 0 off the wishlist page (spec section 7). */
export interface WishlistQueryInput {
  anonymousId?: string | null;
  page?: number;
  pageSize?: number;
  /** Named lists to show (logged-in users). */
  lists?: readonly number[];
}

/** Query of `getFilterValues`: one page of one filter's options (spec section 7). */
export interface FilterValuesQueryInput {
  path: string;
  filterName: string;
  filterValuesPage?: number;
  filterValuesPageSize?: number;
  filterValuesSearch?: string;
}

/** Query of `getProductReviews`. */
export interface ProductReviewsQueryInput {
  sku: string;
  sort?: ProductReviewSort;
  page?: number;
  pageSize?: number;
}

/** A wishlist or recently-viewed write: the product and, while logged out, the anonymous id. */
export interface ProductOfVisitor {
  productSKU: string;
  anonymousId?: string | null;
}

/**
 * The typed client of the KWC API (spec section 7). Every call parses its answer with the
 * kwc-domain schema and fails with an `ApiError`: `ApiResponseError` (4xx/5xx, the server's
 * message), `ApiSchemaError` (the answer does not match) or `ApiNetworkError`.
 */
export interface ApiClient {
  // Front API: accounts (the server side of these comes later; typed now).
  /** A failure raises no toast: spec section 8 logs token refresh failures only. */
  refreshToken(options?: RequestOptions): Promise<TokenResponse>;
  /** Never rejects on a wrong login: the result says why (spec section 8). */
  login(
    body: { username: string; password: string; anon?: string | null },
    options?: RequestOptions,
  ): Promise<LoginResult>;
  logout(options?: RequestOptions): Promise<LogoutResponse>;
  register(body: RegisterRequest, options?: RequestOptions): Promise<TokenResponse>;
  getUser(options?: RequestOptions): Promise<UserResponse>;
  updateUser(body: UpdateUserRequest, options?: RequestOptions): Promise<UpdateUserResponse>;
  confirmEmailChange(code: string, options?: RequestOptions): Promise<TokenResponse>;

  // Front API: wishlist and recently viewed. A 401 on the reads gives an empty answer (spec section 8).
  /** A failure raises no toast: spec section 8 logs wishlist fetch failures only. */
  getWishlist(query: WishlistQueryInput, options?: RequestOptions): Promise<WishlistResponse>;
  addToWishlist(body: ProductOfVisitor, options?: RequestOptions): Promise<WishlistItemResponse>;
  removeFromWishlist(body: ProductOfVisitor, options?: RequestOptions): Promise<WishlistItemResponse>;
  isProductOnWishlist(query: ProductOfVisitor, options?: RequestOptions): Promise<IsProductOnWishlistResponse>;
  areProductsOnWishlist(
    body: { productSKUs: readonly string[]; anonymousId?: string | null },
    options?: RequestOptions,
  ): Promise<AreProductsOnWishlistResponse>;
  getWishlistLists(options?: RequestOptions): Promise<WishlistListsResponse>;
  createWishlistList(body: { listName: string }, options?: RequestOptions): Promise<CreateWishlistListResponse>;
  deleteWishlistList(body: { listId: number }, options?: RequestOptions): Promise<void>;
  addProductToWishlistList(body: AddProductToWishlistListRequest, options?: RequestOptions): Promise<void>;
  renameWishlistList(body: RenameWishlistListRequest, options?: RequestOptions): Promise<void>;
  getRecentlyViewed(query: { anonymousId?: string | null }, options?: RequestOptions): Promise<RecentlyViewedResponse>;
  /** `POST /api/kwc/recently-viewed` through fetch. */
  recordRecentlyViewed(body: ProductOfVisitor, options?: RequestOptions): Promise<void>;
  /**
   * The product-view beacon: `navigator.sendBeacon`, or a keepalive fetch when the browser has no
   * beacon or refuses it. Never rejects and never toasts: a lost view is not the visitor's problem.
   * Resolves to whether it was sent.
   */
  sendProductViewBeacon(body: ProductOfVisitor): Promise<boolean>;
  getLegalHintContent(identifier: string, options?: RequestOptions): Promise<LegalHintResponse>;
  getAbTests(options?: RequestOptions): Promise<AbTestsResponse>;

  // Catalog API.
  getFilterValues(query: FilterValuesQueryInput, options?: RequestOptions): Promise<FilterValuesResponse>;
  getCategory(query: { categoryId: number } | { urlKey: string }, options?: RequestOptions): Promise<Category>;
  /** Rejects with an `ApiResponseError` (404) when the catalogue has no root (spec section 8). */
  getInstanceCategory(options?: RequestOptions): Promise<Category>;
  /** Uses `/api/catalog/test/…` when the test-search cookie is 'on' and `path` is no landing page. */
  getCategoryInfo(path: string, options?: RequestOptions): Promise<CategoryResponse>;
  /** Uses `/api/catalog/test/…` like `getCategoryInfo`. */
  getProducts(path: string, options?: RequestOptions): Promise<ProductsResponse>;
  getMenu(id: MenuId, options?: RequestOptions): Promise<MenuResponse>;
  /**
   * The phrase is trimmed and lower-cased before sending (spec section 5); `/api/catalog/test/text-search`
   * when the test-search cookie is 'on'. A malformed answer logs 'Data is missing!' (spec section 8).
   */
  textSearch(
    query: { text: string; contextCategoryId?: number | null },
    options?: RequestOptions,
  ): Promise<TextSearchResponse>;

  // Page calls designed in apps/api (DESIGN.md section 4), `PAGES_API` in kwc-domain.
  getProductPage(
    query: { urlPath: string; anonymousId?: string | null },
    options?: RequestOptions,
  ): Promise<ProductPageResponse>;
  getProductReviews(query: ProductReviewsQueryInput, options?: RequestOptions): Promise<ProductReviewsResponse>;
  getHome(options?: RequestOptions): Promise<HomeResponse>;
}

const EMPTY_RECENTLY_VIEWED: RecentlyViewedResponse = { products: [], recentlyViewedOnWishlist: [] };

const anonymous = (id: string | null | undefined) => id ?? undefined;

/** The method and path of a kwc-domain endpoint (its schemas are passed on their own). */
const at = (endpoint: EndpointDefinition) => ({ method: endpoint.method, path: endpoint.path });

/** Creates the API client. Nothing is read from the browser until a call is made. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { request, url, fetch: send, headersFor, logger } = createTransport(options);

  const testSearchCookie = () => options.getCookie(COOKIE_NAMES.testSearch);

  function sendBeacon(url: string, data: string): boolean {
    if (options.sendBeacon) return options.sendBeacon(url, data);
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(url, data);
  }

  const client: ApiClient = {
    refreshToken: (opts) =>
      request(
        { ...at(FRONT_API.refreshToken), schema: FRONT_API.refreshToken.response, front: true, quiet: true },
        opts,
      ),

    async login(body, opts) {
      try {
        const answer = await request(
          {
            ...at(FRONT_API.login),
            body: { ...body, anon: anonymous(body.anon) },
            schema: FRONT_API.login.response,
            front: true,
          },
          opts,
        );
        return 'token' in answer ? { success: true, token: answer.token } : { success: false, message: answer.message };
      } catch (error) {
        if (error instanceof ApiResponseError && error.status < 500) return { success: false, message: error.message };
        if (error instanceof ApiError) return { success: false, message: null };
        throw error;
      }
    },

    logout: (opts) => request({ ...at(FRONT_API.logout), schema: FRONT_API.logout.response, front: true }, opts),
    register: (body, opts) =>
      request({ ...at(FRONT_API.register), body, schema: FRONT_API.register.response, front: true }, opts),
    getUser: (opts) => request({ ...at(FRONT_API.getUser), schema: FRONT_API.getUser.response, front: true }, opts),
    updateUser: (body, opts) =>
      request({ ...at(FRONT_API.updateUser), body, schema: FRONT_API.updateUser.response, front: true }, opts),
    confirmEmailChange: (code, opts) =>
      request(
        {
          method: FRONT_API.confirmEmailChange.method,
          path: fillPath(FRONT_API.confirmEmailChange.path, { code }),
          schema: FRONT_API.confirmEmailChange.response,
          front: true,
        },
        opts,
      ),

    getWishlist: (query, opts) => request(wishlistCall(query, FRONT_API.getWishlist.response), opts),
    addToWishlist: (body, opts) =>
      request(
        {
          ...at(FRONT_API.addToWishlist),
          body: { productSKU: body.productSKU, anonymousId: anonymous(body.anonymousId) },
          schema: FRONT_API.addToWishlist.response,
          front: true,
        },
        opts,
      ),
    removeFromWishlist: (body, opts) =>
      request(
        {
          ...at(FRONT_API.removeFromWishlist),
          body: { productSKU: body.productSKU, anonymousId: anonymous(body.anonymousId) },
          schema: FRONT_API.removeFromWishlist.response,
          front: true,
        },
        opts,
      ),
    isProductOnWishlist: (query, opts) =>
      request(
        {
          ...at(FRONT_API.isProductOnWishlist),
          query: { anonymousId: anonymous(query.anonymousId), productSKU: query.productSKU },
          schema: FRONT_API.isProductOnWishlist.response,
          front: true,
          whenUnauthorized: () => ({ isOnWishlist: false }),
        },
        opts,
      ),
    areProductsOnWishlist: (body, opts) => request(areProductsOnWishlistCall(body), opts),
    getWishlistLists: (opts) =>
      request({ ...at(FRONT_API.getWishlistLists), schema: FRONT_API.getWishlistLists.response, front: true }, opts),
    createWishlistList: (body, opts) =>
      request(
        { ...at(FRONT_API.createWishlistList), body, schema: FRONT_API.createWishlistList.response, front: true },
        opts,
      ),
    deleteWishlistList: (body, opts) =>
      request({ ...at(FRONT_API.deleteWishlistList), body, schema: null, front: true }, opts),
    addProductToWishlistList: (body, opts) =>
      request({ ...at(FRONT_API.addProductToWishlistList), body, schema: null, front: true }, opts),
    renameWishlistList: (body, opts) =>
      request({ ...at(FRONT_API.renameWishlistList), body, schema: null, front: true }, opts),
    getRecentlyViewed: (query, opts) =>
      request(
        {
          ...at(FRONT_API.getRecentlyViewed),
          query: { anonymousId: anonymous(query.anonymousId) },
          schema: FRONT_API.getRecentlyViewed.response,
          front: true,
          whenUnauthorized: () => EMPTY_RECENTLY_VIEWED,
        },
        opts,
      ),
    recordRecentlyViewed: (body, opts) =>
      request(
        {
          ...at(FRONT_API.recordRecentlyViewed),
          body: { productSKU: body.productSKU, anonymousId: anonymous(body.anonymousId) },
          schema: null,
          front: true,
        },
        opts,
      ),
    async sendProductViewBeacon(body) {
      const { path, data } = productViewBeacon(body);
      try {
        if (sendBeacon(url(path), data)) return true;
      } catch (error) {
        logger.warn('sendBeacon failed, falling back to fetch', error);
      }
      try {
        await send(url(path), {
          method: 'POST',
          headers: headersFor({ ...at(FRONT_API.recordRecentlyViewed), body: data, schema: null, front: true }),
          body: data,
          credentials: 'include',
          // Like a beacon, the request outlives the page if the visitor navigates away.
          keepalive: true,
        }).then((response) => {
          if (!response.ok)
            throw new ApiResponseError(ERROR_MESSAGES.unexpected, FRONT_API.recordRecentlyViewed.path, response.status);
        });
        return true;
      } catch (error) {
        logger.warn('Recently viewed beacon failed', error);
        return false;
      }
    },
    getLegalHintContent: (identifier, opts) =>
      request(
        {
          ...at(FRONT_API.getLegalHintContent),
          query: { identifier },
          schema: FRONT_API.getLegalHintContent.response,
          front: true,
        },
        opts,
      ),
    getAbTests: (opts) =>
      request({ ...at(FRONT_API.getAbTests), schema: FRONT_API.getAbTests.response, front: true }, opts),

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
    textSearch: (query, opts) =>
      request(
        {
          method: CATALOG_API.textSearch.method,
          path: catalogCallPath('textSearch', { testSearchCookie: testSearchCookie() }),
          query: { text: normalizeSearchPhrase(query.text), contextCategoryId: query.contextCategoryId },
          schema: CATALOG_API.textSearch.response,
          front: false,
          logMissingData: true,
        },
        opts,
      ),

    getProductPage: (query, opts) =>
      request(
        {
          ...at(PAGES_API.getProductPage),
          query: { urlPath: query.urlPath, anonymousId: anonymous(query.anonymousId) },
          schema: PAGES_API.getProductPage.response,
          front: false,
        },
        opts,
      ),
    getProductReviews: (query, opts) =>
      request(
        {
          ...at(PAGES_API.getProductReviews),
          query: { sku: query.sku, sort: query.sort, page: query.page, pageSize: query.pageSize },
          schema: PAGES_API.getProductReviews.response,
          front: false,
        },
        opts,
      ),
    getHome: (opts) => request({ ...at(PAGES_API.getHome), schema: PAGES_API.getHome.response, front: false }, opts),
  };
  return client;
}
