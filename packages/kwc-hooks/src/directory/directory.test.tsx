import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiResponseError, ApiSchemaError } from '../api/errors';
import { setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';
import { hooksWrapper, readAsRendered } from '../test/wrapper';
import { useCategoryMap } from './useCategoryMap';
import { useIngredientPage } from './useIngredientPage';
import { popularBrandsKey, usePopularBrands } from './usePopularBrands';

const server = setupMswServer();
const capture = requestRecorder(server);

const brands = { brands: [{ slug: 'marka-ziaja', name: 'Ziaja', productCount: 3, averageRating: 4.2 }] };
const ingredientPage = {
  ingredient: {
    id: 1,
    slug: 'skladnik-gliceryna',
    inciName: 'GLYCERIN',
    name: 'Gliceryna',
    description: null,
    functions: ['HUMECTANT'],
    isImportant: true,
  },
  productCount: 0,
  listing: { url_key: 'lp-wszystkie-kosmetyki', url_template: ['marka'] },
};
const categoryMap = {
  category: { id: 1, full_name: 'Makijaż', url_key: 'makijaz', productCount: 0, isAdultsOnly: false, children: [] },
};

const urlsOf = (requests: Request[]) =>
  requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);

describe('directory calls', () => {
  it('read the brands, the important ingredients, an ingredient, the category list and a category map', async () => {
    // MSW tries the handlers added last first: `important` before `:slug`.
    const requests = [
      capture('get', '/api/ingredients/:slug', () => HttpResponse.json(ingredientPage)),
      capture('get', '/api/brands/popular', () => HttpResponse.json(brands)),
      capture('get', '/api/ingredients/important', () => HttpResponse.json({ ingredients: [] })),
      capture('get', '/api/catalog/category-list', () => HttpResponse.json({ categories: [] })),
      capture('get', '/api/catalog/category-map', () => HttpResponse.json(categoryMap)),
    ];
    const { client } = mswClient();

    await expect(client.getPopularBrands()).resolves.toEqual(brands);
    await expect(client.getImportantIngredients()).resolves.toEqual({ ingredients: [] });
    await expect(client.getIngredient('gliceryna')).resolves.toEqual(ingredientPage);
    await expect(client.getCategoryList()).resolves.toEqual({ categories: [] });
    await expect(client.getCategoryMap('makijaz')).resolves.toEqual(categoryMap);

    expect(requests.flatMap(urlsOf)).toEqual([
      '/api/ingredients/gliceryna',
      '/api/brands/popular',
      '/api/ingredients/important',
      '/api/catalog/category-list',
      '/api/catalog/category-map?slug=makijaz',
    ]);
  });

  it('rejects a brand whose slug is no brand page as malformed', async () => {
    capture('get', '/api/brands/popular', () =>
      HttpResponse.json({ brands: [{ ...brands.brands[0], slug: 'ziaja' }] }),
    );
    const { client } = mswClient();

    await expect(client.getPopularBrands()).rejects.toBeInstanceOf(ApiSchemaError);
  });
});

describe('directory hooks', () => {
  it('usePopularBrands renders what SSR prefilled under its key before any request', () => {
    const requests = capture('get', '/api/brands/popular', () => HttpResponse.json(brands));
    const wrapper = hooksWrapper({ client: mswClient().client, fallback: { [popularBrandsKey()]: brands } });

    const { result } = renderHook(() => usePopularBrands(), { wrapper });

    expect(result.current.data).toEqual(brands);
    expect(requests).toEqual([]);
  });

  it('useIngredientPage gives a 404 as an ApiResponseError; useCategoryMap loads nothing for a null slug', async () => {
    capture('get', '/api/ingredients/:slug', () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Nie znaleziono składnika' } }, { status: 404 }),
    );
    const maps = capture('get', '/api/catalog/category-map', () => HttpResponse.json(categoryMap));
    const wrapper = hooksWrapper({ client: mswClient().client });

    const { result } = renderHook(
      () =>
        readAsRendered({
          ingredient: useIngredientPage('nie-ma', { shouldRetryOnError: false }),
          map: useCategoryMap(null),
        }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.ingredient.error).toBeInstanceOf(ApiResponseError));
    expect(result.current.ingredient.error).toMatchObject({ status: 404, message: 'Nie znaleziono składnika' });
    expect(result.current.map.data).toBeUndefined();
    expect(maps).toEqual([]);
  });
});
