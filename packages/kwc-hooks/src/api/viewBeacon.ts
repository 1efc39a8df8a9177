import { FRONT_API_PATHS } from '@kwc/domain';

import type { ProductOfVisitor } from './inputs';

/**
 * The product-view beacon's path and body (spec section 7). The body is a JSON string, which a
 * beacon sends as text/plain (no CORS preflight; the API reads it as JSON). It needs none of the
 * client's schemas: a page can send the beacon before, or without, loading the client.
 */
export function productViewBeacon(body: ProductOfVisitor): { path: string; data: string } {
  return {
    path: FRONT_API_PATHS.recordRecentlyViewed,
    data: JSON.stringify({ productSKU: body.productSKU, anonymousId: body.anonymousId ?? undefined }),
  };
}
