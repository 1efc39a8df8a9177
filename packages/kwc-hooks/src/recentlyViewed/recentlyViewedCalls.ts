import { ERROR_MESSAGES, FRONT_API, type RecentlyViewedResponse } from '@kwc/domain';

import { anonymous, at } from '../api/endpoints';
import { ApiResponseError } from '../api/errors';
import type { ProductOfVisitor } from '../api/inputs';
import type { ApiClientOptions, RequestOptions, Transport } from '../api/transport';
import { productViewBeacon } from '../api/viewBeacon';

/** Front API: recently viewed products. A 401 on the read gives an empty answer (spec section 8). */
export interface RecentlyViewedCalls {
  getRecentlyViewed(query: { anonymousId?: string | null }, options?: RequestOptions): Promise<RecentlyViewedResponse>;
  /** `POST /api/kwc/recently-viewed` through fetch. */
  recordRecentlyViewed(body: ProductOfVisitor, options?: RequestOptions): Promise<void>;
  /**
   * The product-view beacon: `navigator.sendBeacon`, or a keepalive fetch when the browser has no
   * beacon or refuses it. Never rejects and never toasts: a lost view is not the visitor's problem.
   * Resolves to whether it was sent.
   */
  sendProductViewBeacon(body: ProductOfVisitor): Promise<boolean>;
}

const EMPTY_RECENTLY_VIEWED: RecentlyViewedResponse = { products: [], recentlyViewedOnWishlist: [] };

export function recentlyViewedCalls(
  { request, url, fetch: send, headersFor, logger }: Transport,
  options: ApiClientOptions,
): RecentlyViewedCalls {
  function sendBeacon(url: string, data: string): boolean {
    if (options.sendBeacon) return options.sendBeacon(url, data);
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(url, data);
  }

  return {
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
  };
}
