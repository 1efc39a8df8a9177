// @vitest-environment node
import '../test/domGlobals';

import { RECENTLY_VIEWED_INITIAL_COUNT, type CategoryResponse } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useAbTests } from '../ab/useAbSegments';
import { createApiClient, type ApiClient } from '../api/createApiClient';
import { categoryInfoKey } from '../api/keys';
import { useLegalHint } from '../legalHint/useLegalHint';
import { useHomeSections } from '../pages/useHomeSections';
import { useProductPage } from '../pages/useProductPage';
import { useProductViewBeacon } from '../recentlyViewed/useProductViewBeacon';
import { useRecentlyViewed } from '../recentlyViewed/useRecentlyViewed';
import { useProductReviews } from '../reviews/useProductReviews';
import { useSearch } from '../search/useSearch';
import { useTextSearch } from '../search/useTextSearch';
import { startRealApi, TEST_ORIGIN, type RealApi } from '../test/realApi';
import { hooksWrapper, readAsRendered } from '../test/wrapper';
import { useCategoryInfo } from './useCategoryInfo';
import { useFilterValues } from './useFilterValues';
import { useMenu } from './useMenu';
import { useProducts } from './useProducts';

// The data hooks against the real API (apps/api on an in-memory PGlite, seeded once for this file).

const FACE_CARE = '/pielegnacja-twarzy';

let api: RealApi;
let client: ApiClient;

beforeAll(async () => {
  api = await startRealApi();
  client = createApiClient({ baseUrl: TEST_ORIGIN, fetch: api.fetch, getCookie: () => null });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const requestsTo = (pathname: string) => api.requests.filter((request) => new URL(request.url).pathname === pathname);

describe('catalogue hooks against the real API', () => {
  it('useCategoryInfo loads a listing; a moved category gives its redirect and no products', async () => {
    const wrapper = hooksWrapper({ client });
    const { result, rerender } = renderHook(({ path }) => useCategoryInfo(path), {
      wrapper,
      initialProps: { path: FACE_CARE },
    });

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.category?.url_key).toBe('pielegnacja-twarzy');
    expect(result.current.data!.products.length).toBeGreaterThan(0);
    expect(result.current.redirect).toBeNull();

    rerender({ path: '/kosmetyki-do-twarzy' });
    await waitFor(() => expect(result.current.redirect).toEqual({ location: FACE_CARE, code: 301 }));
    expect(result.current.data!.products).toEqual([]);
  });

  it('renders what SSR prefilled under the key before any request', async () => {
    const prefilled = await client.getCategoryInfo(FACE_CARE);
    const before = requestsTo('/catalog/category-info').length;
    const wrapper = hooksWrapper({ client, fallback: { [categoryInfoKey(FACE_CARE)]: prefilled } });

    const { result } = renderHook(() => useCategoryInfo(FACE_CARE, { revalidateOnMount: false }), { wrapper });

    expect(result.current.data?.category?.id).toBe(prefilled.category?.id);
    expect(requestsTo('/catalog/category-info')).toHaveLength(before);
  });

  it('useProducts, useMenu, useLegalHint and useTextSearch load their resources', async () => {
    const wrapper = hooksWrapper({ client });
    const { result } = renderHook(
      () =>
        readAsRendered({
          products: useProducts(FACE_CARE),
          menu: useMenu('uroda'),
          hint: useLegalHint('regulamin-opinii'),
          search: useTextSearch('Krem'),
          tooShort: useTextSearch('kr'),
        }),
      { wrapper },
    );

    // An error (and SWR's retry) shows in the message rather than as a bare timeout.
    const failed = () => {
      const { products, menu, hint, search } = result.current;
      return [products.error, menu.error, hint.errorMessage, search.error].filter(Boolean).map(String);
    };
    await waitFor(
      () => {
        expect(failed()).toEqual([]);
        expect(result.current.products.data).toBeDefined();
        expect(result.current.menu.data).toBeDefined();
        expect(result.current.hint.content).not.toBeNull();
        expect(result.current.search.data).toBeDefined();
      },
      // Four real API calls at once: seconds when every core is busy with other test files.
      { timeout: 30_000 },
    );
    expect(result.current.products.data!.total).toBeGreaterThan(0);
    expect(result.current.menu.data!.length).toBeGreaterThan(0);
    expect(result.current.hint.errorMessage).toBeNull();
    expect(result.current.search.data!.length).toBeGreaterThan(0);
    expect(result.current.tooShort.data).toBeUndefined();
    // One request for the long phrase (lowercased), none for the short one; the status shows a retry's cause.
    expect(
      requestsTo('/catalog/text-search').map((request) => [
        new URL(request.url).searchParams.get('text'),
        api.statuses[api.requests.indexOf(request)],
      ]),
    ).toEqual([['krem', 200]]);
  });

  it('useProductPage, useProductReviews, useHomeSections and useAbTests load the page routes', async () => {
    const visitor = 'abcabcabcabcabcabcabcabcabcabcab';
    const [product] = (await client.getProducts(FACE_CARE)).products;
    await client.addToWishlist({ productSKU: product!.sku, anonymousId: visitor });
    const wrapper = hooksWrapper({ client });

    const { result } = renderHook(
      () =>
        readAsRendered({
          page: useProductPage(product!.urlPath, visitor),
          reviews: useProductReviews({ sku: product!.sku, pageSize: 5 }),
          home: useHomeSections(),
          abTests: useAbTests(),
        }),
      { wrapper },
    );

    await waitFor(
      () => {
        expect(result.current.page.data).toBeDefined();
        expect(result.current.reviews.data).toBeDefined();
        expect(result.current.home.data).toBeDefined();
        expect(result.current.abTests.data).toBeDefined();
      },
      { timeout: 30_000 },
    );
    expect(result.current.page.data!.product.sku).toBe(product!.sku);
    expect(result.current.page.data!.isOnWishlist).toBe(true);
    expect(result.current.reviews.data!.reviews.length).toBeLessThanOrEqual(5);
    expect(result.current.reviews.data!.total).toBe(result.current.page.data!.numberOfUserReviews);
    expect(result.current.home.data!.newProducts.length).toBeGreaterThan(0);
    // Spec section 7: the A/B configuration currently yields an empty list.
    expect(result.current.abTests.data).toEqual([]);
  });

  it('useFilterValues loads lazily, page by page, and only with every selected option present', async () => {
    const info = (await client.getCategoryInfo(FACE_CARE)) as CategoryResponse;
    const brand = info.filters.agg_marka!;
    if (brand.type !== 'options') throw new Error('agg_marka is an options filter');
    const wrapper = hooksWrapper({ client });
    const before = requestsTo('/catalog/filter-values').length;

    const { result, rerender } = renderHook(
      ({ enabled, selection }) =>
        useFilterValues({ path: FACE_CARE, filterName: 'agg_marka', filter: selection, enabled, pageSize: 3 }),
      {
        wrapper,
        initialProps: {
          enabled: false,
          selection: { value: [] as string[], selectedOptions: [] as { slug: string }[] },
        },
      },
    );
    expect(result.current.options).toEqual([]);
    expect(requestsTo('/catalog/filter-values')).toHaveLength(before);

    // A selection whose option the category answer has not given yet: nothing loads.
    rerender({ enabled: true, selection: { value: ['marka-avene'], selectedOptions: [] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('/catalog/filter-values')).toHaveLength(before);

    rerender({ enabled: true, selection: { value: ['marka-avene'], selectedOptions: [{ slug: 'marka-avene' }] } });
    await waitFor(() => expect(result.current.options).toHaveLength(3));
    expect(result.current.total).toBe(brand.total);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.options).toHaveLength(Math.min(6, brand.total)));
    while (result.current.hasMore) {
      const loaded = result.current.options.length;
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.options.length).toBeGreaterThan(loaded));
    }
    expect(result.current.options.map((option) => option.slug).sort()).toEqual(
      brand.options.map((option) => option.slug).sort(),
    );
  });

  it('useSearch searches the API 500 ms after typing, with a loader', async () => {
    const wrapper = hooksWrapper({ client });
    const { result } = renderHook(() => useSearch(), { wrapper });

    act(() => result.current.setPhrase(' Szampon '));
    expect(result.current.isLoading).toBe(true);

    await waitFor(() => expect(result.current.isLoading).toBe(false), { timeout: 30_000 });
    expect(result.current.results.length).toBeGreaterThan(0);
    expect(result.current.message).toBeNull();
    expect(new URL(requestsTo('/catalog/text-search').at(-1)!.url).searchParams.get('text')).toBe('szampon');
  });

  it('useRecentlyViewed shows 8 until loaded further; useProductViewBeacon records the view', async () => {
    const visitor = 'feedbeeffeedbeeffeedbeeffeedbeef';
    const listings = await Promise.all([FACE_CARE, '/pielegnacja-ciala'].map((path) => client.getProducts(path)));
    const viewed = listings
      .flatMap((listing) => listing.products.map((product) => product.sku))
      .filter((sku, index, all) => all.indexOf(sku) === index)
      .slice(0, RECENTLY_VIEWED_INITIAL_COUNT + 2);
    expect(viewed.length).toBeGreaterThan(RECENTLY_VIEWED_INITIAL_COUNT);
    for (const sku of viewed.slice(1)) await client.recordRecentlyViewed({ productSKU: sku, anonymousId: visitor });
    const wrapper = hooksWrapper({ client });

    const beacon = renderHook(() => useProductViewBeacon(viewed[0]!, { anonymousId: visitor, isLoggedIn: false }), {
      wrapper,
    });
    await waitFor(async () => {
      const latest = await client.getRecentlyViewed({ anonymousId: visitor });
      expect(latest.products[0]?.sku).toBe(viewed[0]);
    });
    beacon.unmount();

    const { result } = renderHook(() => useRecentlyViewed({ anonymousId: visitor }), { wrapper });
    await waitFor(() => expect(result.current.total).toBe(viewed.length));
    expect(result.current.products).toHaveLength(RECENTLY_VIEWED_INITIAL_COUNT);
    expect(result.current.products[0]!.sku).toBe(viewed[0]);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.showAll());
    expect(result.current.products).toHaveLength(viewed.length);
    expect(result.current.hasMore).toBe(false);
  });
});
