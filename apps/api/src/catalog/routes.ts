import {
  catalogPathQuerySchema,
  filterValuesQuerySchema,
  getCategoryQuerySchema,
  HEADER_NAMES,
  legalHintQuerySchema,
  menuQuerySchema,
  textSearchQuerySchema,
} from '@kwc/domain';
import { eq, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';

import type { ApiEnv } from '../app';
import { cacheable } from '../cache/http';
import * as t from '../db/schema';
import { BadRequestError } from '../errors';
import { textSearch } from '../search/text-search';
import {
  categoryInfo,
  filterValues,
  listingProducts,
  NotFoundError,
  toCategory,
  type ListingContext,
} from './category-info';
import { getMenu } from './service';

/** Validates a query with a kwc-domain schema; bad input is a 400 with the schema's Polish message. */
function parseQuery<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? 'Nieprawidłowe zapytanie');
  return result.data;
}

function listingContext(c: Context<ApiEnv>): ListingContext {
  return {
    db: c.var.db,
    dictionary: c.var.dictionary,
    index: c.var.index,
    categories: c.var.categories,
    revealNonPublic: c.req.header(HEADER_NAMES.revealNonPublicCategories) === '1',
    today: new Date().toISOString().slice(0, 10),
    tags: new Set(),
  };
}

/** Routes shared by `/catalog/…` and the `/catalog/test/…` variants (spec section 7). */
function listingRoutes() {
  return new Hono<ApiEnv>()
    .get('/category-info', async (c) => {
      const { path } = parseQuery(c, catalogPathQuerySchema);
      const context = listingContext(c);
      const response = await categoryInfo(context, path);
      cacheable(c, response.category ? [...context.tags, 'categories'] : ['categories', 'redirects']);
      return c.json(response);
    })
    .get('/products', async (c) => {
      const { path } = parseQuery(c, catalogPathQuerySchema);
      const context = listingContext(c);
      const answer = await listingProducts(context, path);
      cacheable(c, context.tags.size > 0 ? context.tags : ['categories', 'redirects']);
      return c.json(answer);
    })
    .get('/text-search', async (c) => {
      const query = parseQuery(c, textSearchQuerySchema);
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
    const query = parseQuery(c, menuQuerySchema);
    cacheable(c, [`menu:${query.id}`]);
    return c.json(await getMenu(c.var.db, query.id));
  })
  .get('/filter-values', async (c) => {
    const query = parseQuery(c, filterValuesQuerySchema);
    const context = listingContext(c);
    const answer = await filterValues(context, query);
    cacheable(c, context.tags);
    return c.json(answer);
  })
  .get('/get-category', async (c) => {
    const query = parseQuery(c, getCategoryQuerySchema);
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
    const query = parseQuery(c, legalHintQuerySchema);
    const [hint] = await c.var.db.select().from(t.legalHints).where(eq(t.legalHints.identifier, query.identifier));
    if (!hint) throw new NotFoundError('Nie znaleziono treści');
    cacheable(c, [`legal-hint:${hint.identifier}`]);
    return c.json({ content: hint.content });
  });
