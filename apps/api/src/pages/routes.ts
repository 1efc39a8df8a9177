import {
  abTestsResponseSchema,
  articlePageParamsSchema,
  categoryMapQuerySchema,
  HEADER_NAMES,
  ingredientPageParamsSchema,
  newestReviewsQuerySchema,
  productIdFromSku,
  productPageQuerySchema,
  productReviewsQuerySchema,
  resolvePathQuerySchema,
  reviewersQuerySchema,
} from '@kwc/domain';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';

import type { ApiEnv } from '../app';
import { cacheable } from '../cache/http';
import { BadRequestError } from '../errors';
import { articlePage } from './article';
import { home, newestReviews, popularBrands, reviewers } from './community';
import { categoryList, categoryMap, importantIngredients, ingredientPage } from './directory';
import { productPage, productReviews } from './product-page';
import { resolvePath } from './resolve-path';
import type { PagesContext } from './shared';

/** Validates input with a kwc-domain schema; bad input is a 400 with the schema's Polish message. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? 'Nieprawidłowe zapytanie');
  return result.data;
}

function pagesContext(c: Context<ApiEnv>): PagesContext {
  return {
    db: c.var.db,
    dictionary: c.var.dictionary,
    revealNonPublic: c.req.header(HEADER_NAMES.revealNonPublicCategories) === '1',
  };
}

/**
 * The routes spec section 7 leaves unnamed (DESIGN.md section 4), mounted at the API root; their
 * shapes are `PAGES_API` in kwc-domain.
 */
export const pageRoutes = new Hono<ApiEnv>()
  .get('/catalog/product-page', async (c) => {
    const query = parse(productPageQuerySchema, c.req.query());
    const page = await productPage(pagesContext(c), query.urlPath, query.anonymousId);
    const id = productIdFromSku(page.product.sku);
    const categoryId = page.breadcrumbs.at(-1)?.id;
    cacheable(
      c,
      [`product:${id}`, `reviews:product:${id}`, ...(categoryId === undefined ? [] : [`category:${categoryId}`])],
      { personal: query.anonymousId !== undefined },
    );
    return c.json(page);
  })
  .get('/catalog/product-reviews', async (c) => {
    const query = parse(productReviewsQuerySchema, c.req.query());
    const productId = productIdFromSku(query.sku)!;
    const answer = await productReviews(pagesContext(c), { ...query, productId });
    cacheable(c, [`reviews:product:${productId}`]);
    return c.json(answer);
  })
  .get('/catalog/category-list', async (c) => {
    const answer = await categoryList(pagesContext(c));
    cacheable(c, ['categories', 'catalogue'], { keep: true });
    return c.json(answer);
  })
  .get('/catalog/category-map', async (c) => {
    const query = parse(categoryMapQuerySchema, c.req.query());
    const answer = await categoryMap(pagesContext(c), query.slug);
    cacheable(c, [`category:${answer.category.id}`, 'categories']);
    return c.json(answer);
  })
  .get('/home', async (c) => {
    const answer = await home(pagesContext(c), new Date());
    // Its sections rank the whole catalogue: any product change may reorder them.
    cacheable(c, ['home', 'catalogue'], { keep: true });
    return c.json(answer);
  })
  .get('/reviews/newest', async (c) => {
    const query = parse(newestReviewsQuerySchema, c.req.query());
    const answer = await newestReviews(pagesContext(c), query);
    cacheable(c, ['reviews'], { keep: true });
    return c.json(answer);
  })
  .get('/reviewers', async (c) => {
    const query = parse(reviewersQuerySchema, c.req.query());
    const answer = await reviewers(pagesContext(c), query);
    cacheable(c, ['reviewers'], { keep: true });
    return c.json(answer);
  })
  .get('/brands/popular', async (c) => {
    const brands = await popularBrands(pagesContext(c));
    cacheable(c, ['brands', 'catalogue'], { keep: true });
    return c.json({ brands });
  })
  // Registered before `/ingredients/:slug`, which would otherwise take "important" for a slug.
  .get('/ingredients/important', async (c) => {
    const answer = await importantIngredients(pagesContext(c));
    cacheable(c, ['ingredients', 'catalogue'], { keep: true });
    return c.json(answer);
  })
  .get('/ingredients/:slug', async (c) => {
    const params = parse(ingredientPageParamsSchema, { slug: c.req.param('slug') });
    const answer = await ingredientPage(pagesContext(c), params.slug);
    cacheable(c, [`ingredient:${answer.ingredient.id}`, 'products']);
    return c.json(answer);
  })
  .get('/articles/:slug', async (c) => {
    const params = parse(articlePageParamsSchema, { slug: c.req.param('slug') });
    const answer = await articlePage(pagesContext(c), params.slug);
    // The products shown are tagged one by one (conditionalGet).
    cacheable(c, ['articles']);
    return c.json(answer);
  })
  .get('/resolve-path', async (c) => {
    const query = parse(resolvePathQuerySchema, c.req.query());
    const answer = await resolvePath(pagesContext(c), query.path);
    const tags =
      answer.type === 'product'
        ? [`product:${productIdFromSku(answer.sku)}`, 'redirects']
        : answer.type === 'category' || answer.type === 'brand' || answer.type === 'landing'
          ? [`category:${answer.category.id}`, 'redirects']
          : ['redirects', 'categories', 'products', 'ingredients'];
    cacheable(c, tags);
    return c.json(answer);
  })
  .get('/ab-tests', (c) => {
    // Spec section 7: the A/B configuration fetch currently yields an empty list.
    cacheable(c, ['ab-tests']);
    return c.json(abTestsResponseSchema.parse([]));
  });
