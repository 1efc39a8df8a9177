import {
  ADDED_PRODUCT_API,
  type AddedProductInput,
  type ProductModerationDecision,
  type AddedProductStatus,
} from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** The parsed answer of an `ADDED_PRODUCT_API` call. */
export type AddedProductAnswer<K extends keyof typeof ADDED_PRODUCT_API> = ReturnType<
  (typeof ADDED_PRODUCT_API)[K]['response']['parse']
>;

/** A page of the product moderation queue (defaults: pending, page 1). */
export interface ProductModerationQueueQuery {
  status?: AddedProductStatus;
  page?: number;
}

/** Products added at `/add-product` and their moderation (`ADDED_PRODUCT_API`, ours); errors as the review calls. */
export interface AddedProductCalls {
  getAddedProductFormOptions(options?: RequestOptions): Promise<AddedProductAnswer<'addedProductFormOptions'>>;
  checkInci(inci: string, options?: RequestOptions): Promise<AddedProductAnswer<'inciCheck'>>;
  getLikelyDuplicates(
    query: { brandId?: number; brandName?: string; name: string },
    options?: RequestOptions,
  ): Promise<AddedProductAnswer<'likelyDuplicates'>>;
  /** A 400 carries the Polish `fields`; the four guards answer 403. */
  addProduct(body: AddedProductInput, options?: RequestOptions): Promise<AddedProductAnswer<'addProduct'>>;
  getMyAddedProducts(options?: RequestOptions): Promise<AddedProductAnswer<'myAddedProducts'>>;
  /** A 403 for anyone without the moderator role. */
  getProductModerationQueue(
    query?: ProductModerationQueueQuery,
    options?: RequestOptions,
  ): Promise<AddedProductAnswer<'productModerationQueue'>>;
  decideAddedProduct(
    addedProductId: number,
    decision: ProductModerationDecision,
    options?: RequestOptions,
  ): Promise<AddedProductAnswer<'productModerationDecision'>>;
}

export function addedProductCalls({ request }: Transport): AddedProductCalls {
  const api = ADDED_PRODUCT_API;
  return {
    getAddedProductFormOptions: (opts) =>
      request({ ...at(api.addedProductFormOptions), schema: api.addedProductFormOptions.response, front: true }, opts),
    checkInci: (inci, opts) =>
      request({ ...at(api.inciCheck), body: { inci }, schema: api.inciCheck.response, front: true }, opts),
    getLikelyDuplicates: (query, opts) =>
      request({ ...at(api.likelyDuplicates), query, schema: api.likelyDuplicates.response, front: true }, opts),
    addProduct: (body, opts) =>
      request({ ...at(api.addProduct), body, schema: api.addProduct.response, front: true }, opts),
    getMyAddedProducts: (opts) =>
      request({ ...at(api.myAddedProducts), schema: api.myAddedProducts.response, front: true }, opts),
    getProductModerationQueue: (query = {}, opts) =>
      request(
        {
          ...at(api.productModerationQueue),
          query: { status: query.status, page: query.page },
          schema: api.productModerationQueue.response,
          front: true,
        },
        opts,
      ),
    decideAddedProduct: (addedProductId, decision, opts) =>
      request(
        {
          ...at(api.productModerationDecision, { addedProductId }),
          body: decision,
          schema: api.productModerationDecision.response,
          front: true,
        },
        opts,
      ),
  };
}
