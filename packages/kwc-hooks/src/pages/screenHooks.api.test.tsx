// @vitest-environment node
import '../test/domGlobals';

import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { useCategoryList } from '../directory/useCategoryList';
import { useCategoryMap } from '../directory/useCategoryMap';
import { useImportantIngredients } from '../directory/useImportantIngredients';
import { useIngredientPage } from '../directory/useIngredientPage';
import { usePopularBrands } from '../directory/usePopularBrands';
import { useNewestReviews } from '../reviews/useNewestReviews';
import { useReviewers } from '../reviews/useReviewers';
import { startRealApi, TEST_ORIGIN, type RealApi } from '../test/realApi';
import { hooksWrapper, readAsRendered } from '../test/wrapper';
import { useArticlePage } from './useArticlePage';

// The hooks of the directory, community and article screens against the real API (apps/api on an
// in-memory PGlite, seeded once for this file).

let api: RealApi;
let client: ApiClient;

beforeAll(async () => {
  api = await startRealApi();
  client = createApiClient({ baseUrl: TEST_ORIGIN, fetch: api.fetch, getCookie: () => null });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** Renders `hooks` until every result has its data (or fails on the first error). */
async function loaded<T extends Record<string, { data?: unknown; error?: unknown }>>(hooks: () => T) {
  const { result } = renderHook(() => readAsRendered(hooks()), { wrapper: hooksWrapper({ client }) });
  await waitFor(
    () => {
      for (const [name, swr] of Object.entries(result.current)) {
        expect(swr.error, name).toBeUndefined();
        expect(swr.data, name).toBeDefined();
      }
    },
    { timeout: 30_000 },
  );
  return result.current;
}

describe('screen hooks against the real API', () => {
  it('load the brands, the important ingredients, an ingredient, the category list and a category map', async () => {
    const { ingredients } = await client.getImportantIngredients();
    const { categories } = await client.getCategoryList();
    const slug = ingredients[0]!.slug.replace(/^skladnik-/, '');

    const screens = await loaded(() => ({
      brands: usePopularBrands(),
      important: useImportantIngredients(),
      ingredient: useIngredientPage(slug),
      list: useCategoryList(),
      map: useCategoryMap(categories[0]!.url_key),
    }));

    expect(screens.brands.data!.brands.length).toBeGreaterThan(0);
    expect(screens.important.data).toEqual({ ingredients });
    expect(screens.ingredient.data!.ingredient.slug).toBe(`skladnik-${slug}`);
    expect(screens.list.data).toEqual({ categories });
    expect(screens.map.data!.category.id).toBe(categories[0]!.id);
  });

  it('load the newest reviews and the reviewers page by page, and an article', async () => {
    const { products } = await client.getProducts('/lp-wszystkie-kosmetyki');
    const pages = await Promise.all(products.map(({ urlPath }) => client.getProductPage({ urlPath })));
    const article = pages.flatMap((page) => page.productArticles)[0]!;

    const screens = await loaded(() => ({
      newest: useNewestReviews({ page: 1 }),
      secondPage: useNewestReviews({ page: 2, pageSize: 3 }),
      reviewers: useReviewers({}),
      article: useArticlePage(article.url.replace(/^\/kwc-/, '')),
    }));

    expect(screens.newest.data!.reviews.length).toBeGreaterThan(0);
    expect(screens.secondPage.data!.reviews).toEqual(screens.newest.data!.reviews.slice(3, 6));
    expect(screens.reviewers.data!.total).toBeGreaterThan(0);
    expect(screens.article.data!.article.title).toBe(article.title);
  });
});
