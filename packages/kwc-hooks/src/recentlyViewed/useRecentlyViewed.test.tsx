import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../api/createApiClient';
import { productFixture } from '../test/fixtures';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { hooksWrapper } from '../test/wrapper';
import { useProductViewBeacon } from './useProductViewBeacon';
import { useRecentlyViewed } from './useRecentlyViewed';

const server = setupMswServer();

function setup() {
  const notifier = { error: vi.fn<(message: string) => void>() };
  const sendBeacon = vi.fn((_url: string, _data: string) => true);
  const client = createApiClient({ baseUrl: MSW_ORIGIN, getCookie: () => null, notifier, sendBeacon });
  return { wrapper: hooksWrapper({ client }), notifier, sendBeacon };
}

describe('useRecentlyViewed', () => {
  it('shows 8 products until the list is loaded further', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/kwc/recently-viewed`, () =>
        HttpResponse.json({
          products: Array.from({ length: 11 }, (_, index) => productFixture(index + 1)),
          recentlyViewedOnWishlist: ['KWC-2'],
        }),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useRecentlyViewed({ anonymousId: 'a'.repeat(32) }), { wrapper });

    await waitFor(() => expect(result.current.total).toBe(11));
    expect(result.current.products.map((product) => product.sku)).toEqual(
      Array.from({ length: 8 }, (_, index) => `KWC-${index + 1}`),
    );
    expect(result.current).toMatchObject({ hasMore: true, onWishlist: ['KWC-2'] });

    act(() => result.current.showAll());
    expect(result.current.products).toHaveLength(11);
    expect(result.current.hasMore).toBe(false);
  });

  it('leaves out the excluded product before taking 8, so 8 still show', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/kwc/recently-viewed`, () =>
        HttpResponse.json({
          products: Array.from({ length: 9 }, (_, index) => productFixture(index + 1)),
          recentlyViewedOnWishlist: [],
        }),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useRecentlyViewed({ anonymousId: 'a'.repeat(32), exclude: 'KWC-1' }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.total).toBe(8));
    expect(result.current.products.map((product) => product.sku)).toEqual(
      Array.from({ length: 8 }, (_, index) => `KWC-${index + 2}`),
    );
    expect(result.current.hasMore).toBe(false);
  });

  it('shows an empty list, silently, when the API answers 401', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/kwc/recently-viewed`, () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'Brak identyfikatora' } }, { status: 401 }),
      ),
    );
    const { wrapper, notifier } = setup();
    const { result } = renderHook(() => useRecentlyViewed({ anonymousId: null }), { wrapper });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ products: [], total: 0, hasMore: false, error: undefined });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('useProductViewBeacon', () => {
  it('waits for the anonymous id, then sends one beacon per product', () => {
    const { wrapper, sendBeacon } = setup();
    const { rerender } = renderHook(
      ({ sku, anonymousId }) => useProductViewBeacon(sku, { anonymousId, isLoggedIn: false }),
      { wrapper, initialProps: { sku: 'KWC-5', anonymousId: null as string | null } },
    );
    expect(sendBeacon).not.toHaveBeenCalled();

    rerender({ sku: 'KWC-5', anonymousId: 'a'.repeat(32) });
    rerender({ sku: 'KWC-5', anonymousId: 'a'.repeat(32) });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({ productSKU: 'KWC-5', anonymousId: 'a'.repeat(32) });

    rerender({ sku: 'KWC-6', anonymousId: 'a'.repeat(32) });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('sends without an anonymous id for a logged-in user', () => {
    const { wrapper, sendBeacon } = setup();

    renderHook(() => useProductViewBeacon('KWC-5', { anonymousId: null, isLoggedIn: true }), { wrapper });

    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({ productSKU: 'KWC-5' });
  });
});
