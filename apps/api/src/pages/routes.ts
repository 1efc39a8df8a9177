import {
  abTestsResponseSchema,
  articlePageParamsSchema,
  categoryMapQuerySchema,
  ingredientPageParamsSchema,
  partnerOfferQuerySchema,
  productIdFromSku,
  productPageQuerySchema,
  resolvePathQuerySchema,
} from '@kwc/domain';
import { Hono } from 'hono';

import { sessionOf } from '../accounts/session';
import { cacheable } from '../cache/http';
import { requestContext } from '../http/context';
import type { ApiEnv } from '../http/env';
import { validate } from '../http/validate';
import { popularBrands } from '../catalog/brands';
import { categoryList, categoryMap } from '../catalog/category-tree';
import { importantIngredients } from '../catalog/ingredients';
import { articlePage } from './article';
import { home } from './home';
import { ingredientPage } from './ingredient-page';
import { partnerOffer } from './partner-offer';
import { productPage } from './product-page';
import { resolvePath } from './resolve-path';

/**
 * The routes spec section 7 leaves unnamed (DESIGN.md section 4), mounted at the API root; their
 * shapes are `PAGES_API` in kwc-domain.
 */
export const pageRoutes = new Hono<ApiEnv>()
  .get('/catalog/product-page', async (c) => {
    const query = validate(productPageQuerySchema, c.req.query());
    const session = await sessionOf(c, c.var.accounts.config);
    const owner = session ? { userId: session.id } : query.anonymousId ? { anonymousId: query.anonymousId } : null;
    const page = await productPage(requestContext(c), query.urlPath, owner);
    const id = productIdFromSku(page.product.sku);
    const categoryId = page.breadcrumbs.at(-1)?.id;
    cacheable(
      c,
      [`product:${id}`, `reviews:product:${id}`, ...(categoryId === undefined ? [] : [`category:${categoryId}`])],
      { personal: owner !== null },
    );
    return c.json(page);
  })
  .get('/catalog/partner-offer', async (c) => {
    const query = validate(partnerOfferQuerySchema, c.req.query());
    const offer = await partnerOffer(requestContext(c), query.productId, query.shop);
    cacheable(c, [`product:${query.productId}`]);
    return c.json(offer);
  })
  .get('/catalog/category-list', async (c) => {
    const answer = await categoryList(requestContext(c));
    cacheable(c, ['categories', 'catalogue'], { keep: true });
    return c.json(answer);
  })
  .get('/catalog/category-map', async (c) => {
    const query = validate(categoryMapQuerySchema, c.req.query());
    const answer = await categoryMap(requestContext(c), query.slug);
    cacheable(c, [`category:${answer.category.id}`, 'categories']);
    return c.json(answer);
  })
  .get('/home', async (c) => {
    const answer = await home(requestContext(c), new Date());
    // Its sections rank the whole catalogue: any product change may reorder them.
    cacheable(c, ['home', 'catalogue'], { keep: true });
    return c.json(answer);
  })
  .get('/brands/popular', async (c) => {
    const brands = await popularBrands(requestContext(c));
    cacheable(c, ['brands', 'catalogue'], { keep: true });
    return c.json({ brands });
  })
  // Registered before `/ingredients/:slug`, which would otherwise take "important" for a slug.
  .get('/ingredients/important', async (c) => {
    const answer = await importantIngredients(requestContext(c));
    cacheable(c, ['ingredients', 'catalogue'], { keep: true });
    return c.json(answer);
  })
  .get('/ingredients/:slug', async (c) => {
    const params = validate(ingredientPageParamsSchema, { slug: c.req.param('slug') });
    const answer = await ingredientPage(requestContext(c), params.slug);
    cacheable(c, [`ingredient:${answer.ingredient.id}`, 'products']);
    return c.json(answer);
  })
  .get('/articles/:slug', async (c) => {
    const params = validate(articlePageParamsSchema, { slug: c.req.param('slug') });
    const answer = await articlePage(requestContext(c), params.slug);
    // The products shown are tagged one by one (conditionalGet).
    cacheable(c, ['articles']);
    return c.json(answer);
  })
  .get('/resolve-path', async (c) => {
    const query = validate(resolvePathQuerySchema, c.req.query());
    const answer = await resolvePath(requestContext(c), query.path);
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
    // Spec section 7: empty unless configured (KWC_AB_TESTS, docs/analytics.md).
    cacheable(c, ['ab-tests']);
    return c.json(abTestsResponseSchema.parse(c.var.abTests));
  });
