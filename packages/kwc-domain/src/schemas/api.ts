import type { z } from 'zod';

import { CATALOG_API_PATHS, FRONT_API_PATHS } from '../constants';
import { abTestsResponseSchema } from './ab-test';
import {
  emailChangeParamsSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionOrSecondStepSchema,
  logoutResponseSchema,
  registerRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
  userResponseSchema,
} from '../account/account';
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
  /** The multipart form field of an upload (the body is `multipart/form-data`, not JSON). */
  upload?: string;
  /** A browser navigation answered with a redirect (302), not a JSON call. */
  redirect?: true;
  /** `null` when the call answers with no body (204) or redirects. */
  response: z.ZodType | null;
}

/** The front API table of spec section 7. */
export const FRONT_API = {
  refreshToken: { method: 'POST', path: FRONT_API_PATHS.refreshToken, response: tokenResponseSchema },
  login: { method: 'POST', path: FRONT_API_PATHS.login, body: loginRequestSchema, response: loginResponseSchema },
  logout: { method: 'POST', path: FRONT_API_PATHS.logout, response: logoutResponseSchema },
  register: {
    method: 'POST',
    path: FRONT_API_PATHS.register,
    body: registerRequestSchema,
    response: tokenResponseSchema,
  },
  getUser: { method: 'GET', path: FRONT_API_PATHS.getUser, response: userResponseSchema },
  updateUser: {
    method: 'PATCH',
    path: FRONT_API_PATHS.updateUser,
    body: updateUserRequestSchema,
    response: updateUserResponseSchema,
  },
  confirmEmailChange: {
    method: 'POST',
    path: FRONT_API_PATHS.confirmEmailChange,
    params: emailChangeParamsSchema,
    response: sessionOrSecondStepSchema,
  },
  getWishlist: {
    method: 'GET',
    path: FRONT_API_PATHS.getWishlist,
    query: wishlistQuerySchema,
    response: wishlistResponseSchema,
  },
  addToWishlist: {
    method: 'POST',
    path: FRONT_API_PATHS.addToWishlist,
    body: wishlistItemRequestSchema,
    response: wishlistItemResponseSchema,
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: FRONT_API_PATHS.removeFromWishlist,
    body: wishlistItemRequestSchema,
    response: wishlistItemResponseSchema,
  },
  isProductOnWishlist: {
    method: 'GET',
    path: FRONT_API_PATHS.isProductOnWishlist,
    query: isProductOnWishlistQuerySchema,
    response: isProductOnWishlistResponseSchema,
  },
  areProductsOnWishlist: {
    method: 'POST',
    path: FRONT_API_PATHS.areProductsOnWishlist,
    body: areProductsOnWishlistRequestSchema,
    response: areProductsOnWishlistResponseSchema,
  },
  getWishlistLists: { method: 'GET', path: FRONT_API_PATHS.getWishlistLists, response: wishlistListsResponseSchema },
  createWishlistList: {
    method: 'POST',
    path: FRONT_API_PATHS.createWishlistList,
    body: createWishlistListRequestSchema,
    response: createWishlistListResponseSchema,
  },
  deleteWishlistList: {
    method: 'DELETE',
    path: FRONT_API_PATHS.deleteWishlistList,
    body: deleteWishlistListRequestSchema,
    response: null,
  },
  addProductToWishlistList: {
    method: 'POST',
    path: FRONT_API_PATHS.addProductToWishlistList,
    body: addProductToWishlistListRequestSchema,
    response: null,
  },
  renameWishlistList: {
    method: 'POST',
    path: FRONT_API_PATHS.renameWishlistList,
    body: renameWishlistListRequestSchema,
    response: null,
  },
  getRecentlyViewed: {
    method: 'GET',
    path: FRONT_API_PATHS.getRecentlyViewed,
    query: recentlyViewedQuerySchema,
    response: recentlyViewedResponseSchema,
  },
  recordRecentlyViewed: {
    method: 'POST',
    path: FRONT_API_PATHS.recordRecentlyViewed,
    body: recentlyViewedBeaconSchema,
    response: null,
  },
  getLegalHintContent: {
    method: 'GET',
    path: FRONT_API_PATHS.getLegalHintContent,
    query: legalHintQuerySchema,
    response: legalHintResponseSchema,
  },
  // ours: spec section 7 does not show the A/B configuration path.
  getAbTests: { method: 'GET', path: FRONT_API_PATHS.getAbTests, response: abTestsResponseSchema },
} as const satisfies Record<string, EndpointDefinition>;

/** The catalog API table of spec section 7, under `/api` like every call. */
export const CATALOG_API = {
  getFilterValues: {
    method: 'GET',
    path: CATALOG_API_PATHS.getFilterValues,
    query: filterValuesQuerySchema,
    response: filterValuesResponseSchema,
  },
  getCategory: {
    method: 'GET',
    path: CATALOG_API_PATHS.getCategory,
    query: getCategoryQuerySchema,
    response: categorySchema,
  },
  getInstanceCategory: { method: 'GET', path: CATALOG_API_PATHS.getInstanceCategory, response: categorySchema },
  getCategoryInfo: {
    method: 'GET',
    path: CATALOG_API_PATHS.getCategoryInfo,
    query: catalogPathQuerySchema,
    response: categoryResponseSchema,
  },
  getProducts: {
    method: 'GET',
    path: CATALOG_API_PATHS.getProducts,
    query: catalogPathQuerySchema,
    response: productsResponseSchema,
  },
  getMenu: { method: 'GET', path: CATALOG_API_PATHS.getMenu, query: menuQuerySchema, response: menuResponseSchema },
  textSearch: {
    method: 'GET',
    path: CATALOG_API_PATHS.textSearch,
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
