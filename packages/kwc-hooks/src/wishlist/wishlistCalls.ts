import {
  FRONT_API,
  type AddProductToWishlistListRequest,
  type AreProductsOnWishlistResponse,
  type CreateWishlistListResponse,
  type IsProductOnWishlistResponse,
  type RenameWishlistListRequest,
  type WishlistItemResponse,
  type WishlistListsResponse,
  type WishlistResponse,
} from '@kwc/domain';

import { anonymous, at } from '../api/endpoints';
import type { ProductOfVisitor, ProductsOfVisitor, WishlistQueryInput } from '../api/inputs';
import { areProductsOnWishlistCall, wishlistCall } from '../api/startupReads';
import type { RequestOptions, Transport } from '../api/transport';

/** Front API: the wishlist and its named lists. A 401 on the reads gives an empty answer (spec section 8). */
export interface WishlistCalls {
  /** A failure raises no toast: spec section 8 logs wishlist fetch failures only. */
  getWishlist(query: WishlistQueryInput, options?: RequestOptions): Promise<WishlistResponse>;
  addToWishlist(body: ProductOfVisitor, options?: RequestOptions): Promise<WishlistItemResponse>;
  removeFromWishlist(body: ProductOfVisitor, options?: RequestOptions): Promise<WishlistItemResponse>;
  isProductOnWishlist(query: ProductOfVisitor, options?: RequestOptions): Promise<IsProductOnWishlistResponse>;
  areProductsOnWishlist(body: ProductsOfVisitor, options?: RequestOptions): Promise<AreProductsOnWishlistResponse>;
  getWishlistLists(options?: RequestOptions): Promise<WishlistListsResponse>;
  createWishlistList(body: { listName: string }, options?: RequestOptions): Promise<CreateWishlistListResponse>;
  deleteWishlistList(body: { listId: number }, options?: RequestOptions): Promise<void>;
  addProductToWishlistList(body: AddProductToWishlistListRequest, options?: RequestOptions): Promise<void>;
  renameWishlistList(body: RenameWishlistListRequest, options?: RequestOptions): Promise<void>;
}

export function wishlistCalls({ request }: Transport): WishlistCalls {
  return {
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
  };
}
