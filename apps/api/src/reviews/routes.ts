import {
  newestReviewsQuerySchema,
  productIdFromSku,
  productReviewsQuerySchema,
  reviewersQuerySchema,
} from '@kwc/domain';
import { Hono } from 'hono';

import { cacheable } from '../cache/http';
import { requestContext } from '../http/context';
import type { ApiEnv } from '../http/env';
import { validate } from '../http/validate';
import { newestReviews, productReviews, reviewers } from './service';

/** Published reviews: a product's, the newest of all, and the most active reviewers; mounted at the API root. */
export const reviewRoutes = new Hono<ApiEnv>()
  .get('/catalog/product-reviews', async (c) => {
    const query = validate(productReviewsQuerySchema, c.req.query());
    const productId = productIdFromSku(query.sku)!;
    const answer = await productReviews(requestContext(c), { ...query, productId });
    cacheable(c, [`reviews:product:${productId}`]);
    return c.json(answer);
  })
  .get('/reviews/newest', async (c) => {
    const query = validate(newestReviewsQuerySchema, c.req.query());
    const answer = await newestReviews(requestContext(c), query);
    cacheable(c, ['reviews'], { keep: true });
    return c.json(answer);
  })
  .get('/reviewers', async (c) => {
    const query = validate(reviewersQuerySchema, c.req.query());
    const answer = await reviewers(requestContext(c), query);
    cacheable(c, ['reviewers'], { keep: true });
    return c.json(answer);
  });
