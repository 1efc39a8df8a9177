import {
  catalogPathQuerySchema,
  filterValuesQuerySchema,
  getCategoryQuerySchema,
  legalHintQuerySchema,
  menuQuerySchema,
} from '@kwc/domain';
import { Hono } from 'hono';

import { cacheable } from '../cache/http';
import { listingContext, requestContext } from '../http/context';
import type { ApiEnv } from '../http/env';
import { validate } from '../http/validate';
import { categoryInfo, filterValues, listingProducts } from './listing-service';
import { getCategory, getMenu, instanceCategory, legalHint } from './service';

/** Routes shared by `/catalog/…` and the `/catalog/test/…` variants (spec section 7). */
function listingRoutes() {
  return new Hono<ApiEnv>()
    .get('/category-info', async (c) => {
      const { path } = validate(catalogPathQuerySchema, c.req.query());
      const context = listingContext(c);
      const response = await categoryInfo(context, path);
      cacheable(c, response.category ? [...context.tags, 'categories'] : ['categories', 'redirects']);
      return c.json(response);
    })
    .get('/products', async (c) => {
      const { path } = validate(catalogPathQuerySchema, c.req.query());
      const context = listingContext(c);
      const answer = await listingProducts(context, path);
      cacheable(c, context.tags.size > 0 ? context.tags : ['categories', 'redirects']);
      return c.json(answer);
    });
}

export const catalogRoutes = new Hono<ApiEnv>()
  .route('/', listingRoutes())
  // The test-search variants answer like the regular ones; they exist so a new search engine can be
  // tried behind a cookie without changing clients (spec section 7).
  .route('/test', listingRoutes())
  .get('/get-menu', async (c) => {
    const query = validate(menuQuerySchema, c.req.query());
    cacheable(c, [`menu:${query.id}`]);
    return c.json(await getMenu(c.var.db, query.id));
  })
  .get('/filter-values', async (c) => {
    const query = validate(filterValuesQuerySchema, c.req.query());
    const context = listingContext(c);
    const answer = await filterValues(context, query);
    cacheable(c, context.tags);
    return c.json(answer);
  })
  .get('/get-category', async (c) => {
    const query = validate(getCategoryQuerySchema, c.req.query());
    const category = await getCategory(requestContext(c), query);
    cacheable(c, [`category:${category.id}`]);
    return c.json(category);
  })
  .get('/get-instance-category', async (c) => c.json(await instanceCategory(requestContext(c))))
  .get('/legal-hint-content', async (c) => {
    const query = validate(legalHintQuerySchema, c.req.query());
    const hint = await legalHint(c.var.db, query.identifier);
    cacheable(c, [`legal-hint:${hint.identifier}`]);
    return c.json({ content: hint.content });
  });
