// The added-product calls' table, apart from the spec's tables: the anonymous pages' bundle leaves it out.
import type { EndpointDefinition } from '../schemas/api';
import { okResponseSchema } from '../account/account-api';
import { ADDED_PRODUCT_API_PATHS } from './added-product-paths';
import {
  addedProductFormOptionsSchema,
  addedProductIdParamsSchema,
  addedProductInputSchema,
  addedProductResponseSchema,
  inciCheckRequestSchema,
  inciCheckSchema,
  likelyDuplicatesQuerySchema,
  likelyDuplicatesResponseSchema,
  myAddedProductsResponseSchema,
  productModerationDecisionSchema,
  productModerationQueueQuerySchema,
  productModerationQueueResponseSchema,
} from './added-product';

/** The `/add-product` calls and their moderation (DESIGN.md section 4); every one needs a session. ours. */
export const ADDED_PRODUCT_API = {
  addedProductFormOptions: {
    method: 'GET',
    path: ADDED_PRODUCT_API_PATHS.formOptions,
    response: addedProductFormOptionsSchema,
  },
  inciCheck: {
    method: 'POST',
    path: ADDED_PRODUCT_API_PATHS.inciCheck,
    body: inciCheckRequestSchema,
    response: inciCheckSchema,
  },
  likelyDuplicates: {
    method: 'GET',
    path: ADDED_PRODUCT_API_PATHS.likelyDuplicates,
    query: likelyDuplicatesQuerySchema,
    response: likelyDuplicatesResponseSchema,
  },
  addProduct: {
    method: 'POST',
    path: ADDED_PRODUCT_API_PATHS.addProduct,
    body: addedProductInputSchema,
    response: addedProductResponseSchema,
  },
  myAddedProducts: {
    method: 'GET',
    path: ADDED_PRODUCT_API_PATHS.myAddedProducts,
    response: myAddedProductsResponseSchema,
  },
  productModerationQueue: {
    method: 'GET',
    path: ADDED_PRODUCT_API_PATHS.productModerationQueue,
    query: productModerationQueueQuerySchema,
    response: productModerationQueueResponseSchema,
  },
  productModerationDecision: {
    method: 'POST',
    path: ADDED_PRODUCT_API_PATHS.productModerationDecision,
    params: addedProductIdParamsSchema,
    body: productModerationDecisionSchema,
    response: okResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
