import {
  catalogPathQuerySchema,
  filterValuesQuerySchema,
  getCategoryQuerySchema,
  legalHintQuerySchema,
  menuQuerySchema,
  textSearchQuerySchema,
} from '@kwc/domain';
import { eq, or } from 'drizzle-orm';
import { Hono } from 'hono';

import { cacheable } from '../cache/http';
import * as t from '../db/schema';
import { listingContext } from '../http/context';
import type { ApiEnv } from '../http/env';
import { NotFoundError } from '../http/errors';
import { validate } from '../http/validate';
import { textSearch } from '../search/text-search';
import { categoryInfo, filterValues, listingProducts, toCategory } from './category-info';
import { getMenu } from './service';

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
    })
    .get('/text-search', async (c) => {
      const query = validate(textSearchQuerySchema, c.req.query());
      // The products found are tagged one by one (conditionalGet); a product that starts matching
      // only shows after the shared copy's five minutes.
      cacheable(c, ['search', 'categories', 'brands']);
      return c.json(
        await textSearch(c.var.db, query.text, {
          contextCategoryId: query.contextCategoryId,
          includeNonPublic: listingContext(c).revealNonPublic,
          index: c.var.index,
          dictionary: c.var.dictionary,
          names: c.var.searchNames,
        }),
      );
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
    const context = listingContext(c);
    const [row] = await c.var.db
      .select()
      .from(t.categories)
      .where(query.categoryId ? eq(t.categories.id, query.categoryId) : eq(t.categories.urlKey, query.urlKey!))
      .limit(1);
    if (!row || (!row.isPublic && !context.revealNonPublic)) throw new NotFoundError('Nie znaleziono kategorii');
    await context.dictionary.ready();
    const ancestors = await c.var.db
      .select()
      .from(t.categories)
      .where(or(...row.path.map((id) => eq(t.categories.id, id))));
    const breadcrumbs = row.path.flatMap((id) => ancestors.find((ancestor) => ancestor.id === id) ?? []);
    cacheable(c, [`category:${row.id}`]);
    return c.json(toCategory(row, breadcrumbs, context.dictionary));
  })
  .get('/get-instance-category', async (c) => {
    // The instance category is the catalogue's root: the first top-level branch (spec section 8
    // raises an error when it is missing).
    const context = listingContext(c);
    await context.dictionary.ready();
    const [row] = await c.var.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.depth, 1))
      .orderBy(t.categories.position)
      .limit(1);
    if (!row) throw new NotFoundError('Brak kategorii głównej katalogu');
    return c.json(toCategory(row, [row], context.dictionary));
  })
  .get('/legal-hint-content', async (c) => {
    const query = validate(legalHintQuerySchema, c.req.query());
    const [hint] = await c.var.db.select().from(t.legalHints).where(eq(t.legalHints.identifier, query.identifier));
    if (!hint) throw new NotFoundError('Nie znaleziono treści');
    cacheable(c, [`legal-hint:${hint.identifier}`]);
    return c.json({ content: hint.content });
  });
