import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { categoryListKey } from '../directory/useCategoryList';
import { categoryMapKey } from '../directory/useCategoryMap';
import { importantIngredientsKey } from '../directory/useImportantIngredients';
import { ingredientPageKey } from '../directory/useIngredientPage';
import { popularBrandsKey } from '../directory/usePopularBrands';
import { articlePageKey } from '../pages/useArticlePage';
import { newestReviewsKey } from '../reviews/useNewestReviews';
import { reviewersKey } from '../reviews/useReviewers';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { createApiClient } from './createApiClient';
import {
  abTestsKey,
  categoryInfoKey,
  filterValuesKey,
  homeKey,
  legalHintKey,
  menuKey,
  productPageKey,
  productReviewsKey,
  productsKey,
  recentlyViewedKey,
  textSearchKey,
} from './keys';

const server = setupMswServer();

describe('SWR keys', () => {
  it('are the request paths with their queries', () => {
    expect(categoryInfoKey('/pielegnacja-twarzy/marka-ziaja?q=krem')).toBe(
      '/api/catalog/category-info?path=%2Fpielegnacja-twarzy%2Fmarka-ziaja%3Fq%3Dkrem',
    );
    expect(productsKey('/kremy')).toBe('/api/catalog/products?path=%2Fkremy');
    expect(filterValuesKey({ path: '/kremy', filterName: 'agg_marka' })).toBe(
      '/api/catalog/filter-values?path=%2Fkremy&filterName=agg_marka&filterValuesPage=1&filterValuesPageSize=200',
    );
    expect(
      filterValuesKey({ path: '/kremy', filterName: 'agg_marka', filterValuesPage: 2, filterValuesSearch: 'zia' }),
    ).toBe(
      '/api/catalog/filter-values?path=%2Fkremy&filterName=agg_marka&filterValuesPage=2&filterValuesPageSize=200&filterValuesSearch=zia',
    );
    expect(menuKey('uroda_footer')).toBe('/api/catalog/get-menu?id=uroda_footer');
    expect(textSearchKey('  Krem ')).toBe('/api/catalog/text-search?text=krem');
    expect(textSearchKey('krem', 12)).toBe('/api/catalog/text-search?text=krem&contextCategoryId=12');
    expect(legalHintKey('regulamin-opinii')).toBe('/api/catalog/legal-hint-content?identifier=regulamin-opinii');
    expect(productPageKey('krem,12')).toBe('/api/catalog/product-page?urlPath=krem%2C12');
    expect(productPageKey('krem,12', 'abcdefabcdefabcdef')).toBe(
      '/api/catalog/product-page?urlPath=krem%2C12&anonymousId=abcdefabcdefabcdef',
    );
    expect(productReviewsKey({ sku: 'KWC-12', page: 2 })).toBe('/api/catalog/product-reviews?sku=KWC-12&page=2');
    expect(homeKey()).toBe('/api/home');
    expect(recentlyViewedKey(null)).toBe('/api/kwc/recently-viewed');
    expect(abTestsKey()).toBe('/api/ab-tests');
  });

  it('of the screens are their request paths, the first page of a list without a page', () => {
    expect(popularBrandsKey()).toBe('/api/brands/popular');
    expect(importantIngredientsKey()).toBe('/api/ingredients/important');
    expect(ingredientPageKey('kwas-hialuronowy')).toBe('/api/ingredients/kwas-hialuronowy');
    expect(categoryListKey()).toBe('/api/catalog/category-list');
    expect(categoryMapKey('makijaz')).toBe('/api/catalog/category-map?slug=makijaz');
    expect(articlePageKey('emolienty')).toBe('/api/articles/emolienty');
    expect(newestReviewsKey()).toBe('/api/reviews/newest');
    expect(newestReviewsKey({ page: 1 })).toBe('/api/reviews/newest');
    expect(newestReviewsKey({ page: 2 })).toBe('/api/reviews/newest?page=2');
    expect(reviewersKey({ page: 1 })).toBe('/api/reviewers');
    expect(reviewersKey({ page: 3, pageSize: 5 })).toBe('/api/reviewers?page=3&pageSize=5');
  });

  it('match what the client requests, so an SSR-prefilled key is the browser’s request', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${MSW_ORIGIN}/api/*`, ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.pathname + url.search);
        return HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
      }),
    );
    const client = createApiClient({ baseUrl: MSW_ORIGIN, getCookie: () => null });
    const calls: [string, () => Promise<unknown>][] = [
      [categoryInfoKey('/kremy_promocje'), () => client.getCategoryInfo('/kremy_promocje')],
      [productsKey('/kremy'), () => client.getProducts('/kremy')],
      [
        filterValuesKey({ path: '/kremy', filterName: 'agg_marka', filterValuesPage: 3, filterValuesPageSize: 200 }),
        () =>
          client.getFilterValues({
            path: '/kremy',
            filterName: 'agg_marka',
            filterValuesPage: 3,
            filterValuesPageSize: 200,
          }),
      ],
      [menuKey('uroda'), () => client.getMenu('uroda')],
      [textSearchKey('Róża', 3), () => client.textSearch({ text: 'Róża', contextCategoryId: 3 })],
      [legalHintKey('x'), () => client.getLegalHintContent('x')],
      [
        productPageKey('a,1', 'abcdefabcdefabcdef'),
        () => client.getProductPage({ urlPath: 'a,1', anonymousId: 'abcdefabcdefabcdef' }),
      ],
      [
        productReviewsKey({ sku: 'KWC-1', sort: 'newest' }),
        () => client.getProductReviews({ sku: 'KWC-1', sort: 'newest' }),
      ],
      [homeKey(), () => client.getHome()],
      [abTestsKey(), () => client.getAbTests()],
      [recentlyViewedKey('abcdefabcdefabcdef'), () => client.getRecentlyViewed({ anonymousId: 'abcdefabcdefabcdef' })],
      [popularBrandsKey(), () => client.getPopularBrands()],
      [importantIngredientsKey(), () => client.getImportantIngredients()],
      [ingredientPageKey('a b/ó'), () => client.getIngredient('a b/ó')],
      [categoryListKey(), () => client.getCategoryList()],
      [categoryMapKey('pielęgnacja twarzy'), () => client.getCategoryMap('pielęgnacja twarzy')],
      [articlePageKey('a b/ó'), () => client.getArticle('a b/ó')],
      [newestReviewsKey({ page: 1 }), () => client.getNewestReviews({ page: 1 })],
      [newestReviewsKey({ page: 4, pageSize: 5 }), () => client.getNewestReviews({ page: 4, pageSize: 5 })],
      [reviewersKey(), () => client.getReviewers()],
      [reviewersKey({ page: 2 }), () => client.getReviewers({ page: 2 })],
    ];

    for (const [, call] of calls) await call().catch(() => undefined);

    expect(seen).toEqual(calls.map(([key]) => key));
  });
});
