import {
  FRONT_API_PATHS,
  isSku,
  VALIDATION_MESSAGES,
  type AreProductsOnWishlistResponse,
  type WishlistResponse,
} from '@kwc/domain';

import type { ProductsOfVisitor, WishlistQueryInput } from './inputs';
import { createTransport, isRecord, type ApiClientOptions, type Call, type RequestOptions } from './transport';
import type { ResponseSchema } from './types';

// A returning visitor's page starts with two reads (which products are on the wishlist, its counts)
// whose answers are checked by hand: building the kwc-domain schemas is a long task on a phone, so
// the full client loads only when the visitor does something that needs it.

type Failure = { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

const failure = (path: PropertyKey[], message: string): Failure => ({
  success: false,
  error: { issues: [{ path, message }] },
});

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The answer of `areProductsOnWishlist`, checked as `areProductsOnWishlistResponseSchema` does. */
export const skuListAnswer: ResponseSchema<AreProductsOnWishlistResponse> = {
  safeParse(data) {
    if (!Array.isArray(data)) return failure([], VALIDATION_MESSAGES.invalidValue);
    const wrong = data.findIndex((item) => !isSku(item));
    if (wrong >= 0) return failure([wrong], VALIDATION_MESSAGES.invalidSku);
    return { success: true, data: [...(data as string[])] };
  },
};

/**
 * The answer of `getWishlist` asked for no products (`pageSize` 0): what `wishlistResponseSchema`
 * accepts with an empty `products`. Products in it are an error: they were not asked for.
 */
export const wishlistCountsAnswer: ResponseSchema<WishlistResponse> = {
  safeParse(data) {
    if (!isRecord(data)) return failure([], VALIDATION_MESSAGES.invalidValue);
    if (!Array.isArray(data.products) || data.products.length > 0) {
      return failure(['products'], VALIDATION_MESSAGES.invalidValue);
    }
    const { total, allListsTotal } = data;
    if (!isCount(total)) return failure(['total'], VALIDATION_MESSAGES.invalidNumber);
    if (!isCount(allListsTotal)) return failure(['allListsTotal'], VALIDATION_MESSAGES.invalidNumber);
    return { success: true, data: { products: [], total, allListsTotal } };
  },
};

const EMPTY_WISHLIST: WishlistResponse = { products: [], total: 0, allListsTotal: 0 };

/**
 * `GET /api/kwc/wishlist` (spec section 7). A failure raises no toast (spec section 8 logs wishlist
 * fetch failures only); a 401 gives an empty wishlist.
 */
export function wishlistCall(
  query: WishlistQueryInput,
  schema: ResponseSchema<WishlistResponse>,
): Call<WishlistResponse> {
  return {
    method: 'GET',
    path: FRONT_API_PATHS.getWishlist,
    query: {
      anonymousId: query.anonymousId ?? undefined,
      page: query.page,
      pageSize: query.pageSize,
      'lists[]': query.lists,
    },
    schema,
    front: true,
    quiet: true,
    whenUnauthorized: () => EMPTY_WISHLIST,
  };
}

/** `POST /api/kwc/wishlist/are-products-on-wishlist` (spec section 7); a 401 gives "none". */
export function areProductsOnWishlistCall(body: ProductsOfVisitor): Call<AreProductsOnWishlistResponse> {
  return {
    method: 'POST',
    path: FRONT_API_PATHS.areProductsOnWishlist,
    body: { anonymousId: body.anonymousId ?? undefined, productSKUs: body.productSKUs },
    schema: skuListAnswer,
    front: true,
    whenUnauthorized: () => [],
  };
}

/** The start-up reads: the requests, headers, errors and toasts of the client's methods of these names. */
export interface StartupReads {
  areProductsOnWishlist(body: ProductsOfVisitor, options?: RequestOptions): Promise<AreProductsOnWishlistResponse>;
  /** `getWishlist` for the counts alone (page 1, `pageSize` 0): no products. */
  getWishlistCounts(query: { anonymousId?: string | null }, options?: RequestOptions): Promise<WishlistResponse>;
}

/**
 * The reads a page makes when it starts, without the full client's schemas (the module imports no
 * zod). Takes the options `createApiClient` takes.
 */
export function createStartupReads(options: ApiClientOptions): StartupReads {
  const { request } = createTransport(options);
  return {
    areProductsOnWishlist: (body, opts) => request(areProductsOnWishlistCall(body), opts),
    getWishlistCounts: (query, opts) =>
      request(wishlistCall({ anonymousId: query.anonymousId, page: 1, pageSize: 0 }, wishlistCountsAnswer), opts),
  };
}
