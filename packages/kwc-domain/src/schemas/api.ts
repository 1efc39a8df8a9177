import type { z } from 'zod';

import { abTestsResponseSchema } from './ab-test';
import {
  emailChangeParamsSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
  userResponseSchema,
} from './account';
import {
  catalogPathQuerySchema,
  filterValuesQuerySchema,
  filterValuesResponseSchema,
  getCategoryQuerySchema,
  legalHintQuerySchema,
  legalHintResponseSchema,
} from './catalog';
import { categoryResponseSchema, categorySchema } from './category';
import { tokenResponseSchema } from './common';
import { menuQuerySchema, menuResponseSchema } from './menu';
import { productsResponseSchema } from './product';
import { textSearchQuerySchema, textSearchResponseSchema } from './search';
import {
  addProductToWishlistListRequestSchema,
  areProductsOnWishlistRequestSchema,
  areProductsOnWishlistResponseSchema,
  createWishlistListRequestSchema,
  createWishlistListResponseSchema,
  deleteWishlistListRequestSchema,
  isProductOnWishlistQuerySchema,
  isProductOnWishlistResponseSchema,
  recentlyViewedBeaconSchema,
  recentlyViewedQuerySchema,
  recentlyViewedResponseSchema,
  renameWishlistListRequestSchema,
  wishlistItemRequestSchema,
  wishlistItemResponseSchema,
  wishlistListsResponseSchema,
  wishlistQuerySchema,
  wishlistResponseSchema,
} from './wishlist';

/** One call of spec section 7: method, path (with `{param}` placeholders) and its schemas. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `null` when the call answers with no body (204). */
  response: z.ZodType | null;
}

/** The front API table of spec section 7. */
export const FRONT_API = {
  refreshToken: { method: 'POST', path: '/api/token/refresh', response: tokenResponseSchema },
  login: { method: 'POST', path: '/api/login_check', body: loginRequestSchema, response: loginResponseSchema },
  logout: { method: 'POST', path: '/api/token/invalidate', response: logoutResponseSchema },
  register: { method: 'POST', path: '/api/user', body: registerRequestSchema, response: tokenResponseSchema },
  getUser: { method: 'GET', path: '/api/user', response: userResponseSchema },
  updateUser: { method: 'PATCH', path: '/api/user', body: updateUserRequestSchema, response: updateUserResponseSchema },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/user/email-change/{code}',
    params: emailChangeParamsSchema,
    response: tokenResponseSchema,
  },
  getWishlist: {
    method: 'GET',
    path: '/api/kwc/wishlist',
    query: wishlistQuerySchema,
    response: wishlistResponseSchema,
  },
  addToWishlist: {
    method: 'POST',
    path: '/api/kwc/wishlist',
    body: wishlistItemRequestSchema,
    response: wishlistItemResponseSchema,
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/api/kwc/wishlist',
    body: wishlistItemRequestSchema,
    response: wishlistItemResponseSchema,
  },
  isProductOnWishlist: {
    method: 'GET',
    path: '/api/kwc/wishlist/is-product-on-wishlist',
    query: isProductOnWishlistQuerySchema,
    response: isProductOnWishlistResponseSchema,
  },
  areProductsOnWishlist: {
    method: 'POST',
    path: '/api/kwc/wishlist/are-products-on-wishlist',
    body: areProductsOnWishlistRequestSchema,
    response: areProductsOnWishlistResponseSchema,
  },
  getWishlistLists: { method: 'GET', path: '/api/kwc/wishlist-list', response: wishlistListsResponseSchema },
  createWishlistList: {
    method: 'POST',
    path: '/api/kwc/wishlist-list',
    body: createWishlistListRequestSchema,
    response: createWishlistListResponseSchema,
  },
  deleteWishlistList: {
    method: 'DELETE',
    path: '/api/kwc/wishlist-list',
    body: deleteWishlistListRequestSchema,
    response: null,
  },
  addProductToWishlistList: {
    method: 'POST',
    path: '/api/kwc/add-product-to-wishlist-list',
    body: addProductToWishlistListRequestSchema,
    response: null,
  },
  renameWishlistList: {
    method: 'POST',
    path: '/api/kwc/rename-wishlist-list',
    body: renameWishlistListRequestSchema,
    response: null,
  },
  getRecentlyViewed: {
    method: 'GET',
    path: '/api/kwc/recently-viewed',
    query: recentlyViewedQuerySchema,
    response: recentlyViewedResponseSchema,
  },
  recordRecentlyViewed: {
    method: 'POST',
    path: '/api/kwc/recently-viewed',
    body: recentlyViewedBeaconSchema,
    response: null,
  },
  getLegalHintContent: {
    method: 'GET',
    path: '/api/catalog/legal-hint-content',
    query: legalHintQuerySchema,
    response: legalHintResponseSchema,
  },
  // ours: spec section 7 does not show the A/B configuration path.
  getAbTests: { method: 'GET', path: '/api/ab-tests', response: abTestsResponseSchema },
} as const satisfies Record<string, EndpointDefinition>;

/** The catalog API table of spec section 7, under `/api` like every call. */
export const CATALOG_API = {
  getFilterValues: {
    method: 'GET',
    path: '/api/catalog/filter-values',
    query: filterValuesQuerySchema,
    response: filterValuesResponseSchema,
  },
  getCategory: {
    method: 'GET',
    path: '/api/catalog/get-category',
    query: getCategoryQuerySchema,
    response: categorySchema,
  },
  getInstanceCategory: { method: 'GET', path: '/api/catalog/get-instance-category', response: categorySchema },
  getCategoryInfo: {
    method: 'GET',
    path: '/api/catalog/category-info',
    query: catalogPathQuerySchema,
    response: categoryResponseSchema,
  },
  getProducts: {
    method: 'GET',
    path: '/api/catalog/products',
    query: catalogPathQuerySchema,
    response: productsResponseSchema,
  },
  getMenu: { method: 'GET', path: '/api/catalog/get-menu', query: menuQuerySchema, response: menuResponseSchema },
  textSearch: {
    method: 'GET',
    path: '/api/catalog/text-search',
    query: textSearchQuerySchema,
    response: textSearchResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Path of the build metadata file (spec section 7); parse its content with `buildMetaSchema`. */
export function buildMetaPath(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

/** Path of a page's payload file (spec section 7): `{path}/_payload.json`. */
export function pagePayloadPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/_payload.json`;
}

/**
 * Fills the `{name}` placeholders of an endpoint path, encoding each value.
 *
 * @throws {TypeError} when a placeholder has no value: a programming error, not user input.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
