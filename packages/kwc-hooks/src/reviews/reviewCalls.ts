import {
  PAGES_API,
  type NewestReviewsResponse,
  type ProductReviewsResponse,
  type ReviewersResponse,
} from '@kwc/domain';

import { at } from '../api/endpoints';
import type { PageQueryInput, ProductReviewsQueryInput } from '../api/inputs';
import type { RequestOptions, Transport } from '../api/transport';

/** The published reviews: of a product, the newest of all, and their authors' ranking. */
export interface ReviewCalls {
  getProductReviews(query: ProductReviewsQueryInput, options?: RequestOptions): Promise<ProductReviewsResponse>;
  /** One page of the newest published reviews (`/najnowsze-recenzje`). */
  getNewestReviews(query?: PageQueryInput, options?: RequestOptions): Promise<NewestReviewsResponse>;
  /** One page of the most active reviewers (`/recenzentki.html`). */
  getReviewers(query?: PageQueryInput, options?: RequestOptions): Promise<ReviewersResponse>;
}

/** A paged list's query as `newestReviewsKey` and `reviewersKey` build it: page 1 is sent as no page. */
const pageQuery = ({ page, pageSize }: PageQueryInput) => ({
  page: page !== undefined && page > 1 ? page : undefined,
  pageSize,
});

export function reviewCalls({ request }: Transport): ReviewCalls {
  return {
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
    getNewestReviews: (query = {}, opts) =>
      request(
        {
          ...at(PAGES_API.getNewestReviews),
          query: pageQuery(query),
          schema: PAGES_API.getNewestReviews.response,
          front: false,
        },
        opts,
      ),
    getReviewers: (query = {}, opts) =>
      request(
        {
          ...at(PAGES_API.getReviewers),
          query: pageQuery(query),
          schema: PAGES_API.getReviewers.response,
          front: false,
        },
        opts,
      ),
  };
}
