import { ERROR_MESSAGES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../api/createApiClient';
import { productFixture } from '../test/fixtures';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { hooksWrapper, recordingLogger } from '../test/wrapper';
import {
  LOGIN_PATH,
  shouldLoadWishlistAtStart,
  useWishlist,
  useWishlistAtStart,
  useWishlistMarks,
  useWishlistPage,
  WISHLIST_PATH,
} from './useWishlist';
import { createWishlistStore } from './wishlistStore';

const server = setupMswServer();
const VISITOR = 'f00df00df00df00df00df00df00df00d';

function setup() {
  const notifier = { error: vi.fn<(message: string) => void>() };
  const { logger, errors } = recordingLogger();
  const client = createApiClient({ baseUrl: MSW_ORIGIN, getCookie: () => null, notifier, logger });
  const store = createWishlistStore({ client, getAnonymousId: () => VISITOR, logger });
  return { client, store, notifier, errors };
}

function wishlistRequests() {
  const requests: URL[] = [];
  server.use(
    http.get(`${MSW_ORIGIN}/api/kwc/wishlist`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const pageSize = Number(url.searchParams.get('pageSize'));
      return HttpResponse.json({
        products: pageSize === 0 ? [] : [productFixture(1), productFixture(2)],
        total: 2,
        allListsTotal: 2,
      });
    }),
  );
  return requests;
}

describe('shouldLoadWishlistAtStart', () => {
  it('loads with the feature on, except on the wishlist and login routes', () => {
    expect(shouldLoadWishlistAtStart({ pathname: '/' })).toBe(true);
    expect(shouldLoadWishlistAtStart({ pathname: '/pielegnacja-twarzy?page=2' })).toBe(true);
    expect(shouldLoadWishlistAtStart({ pathname: WISHLIST_PATH })).toBe(false);
    expect(shouldLoadWishlistAtStart({ pathname: `${WISHLIST_PATH}?page=2` })).toBe(false);
    expect(shouldLoadWishlistAtStart({ pathname: `${LOGIN_PATH}/` })).toBe(false);
    expect(shouldLoadWishlistAtStart({ pathname: '/', enabled: false })).toBe(false);
  });
});

describe('useWishlistAtStart', () => {
  it('loads the counts once with pageSize 0, and not again on navigation', async () => {
    const requests = wishlistRequests();
    const { client, store } = setup();
    const { result, rerender } = renderHook(
      ({ pathname }) => {
        useWishlistAtStart(store, { pathname });
        return useWishlist(store);
      },
      { wrapper: hooksWrapper({ client }), initialProps: { pathname: '/' } },
    );

    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    rerender({ pathname: '/pielegnacja-twarzy' });

    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('pageSize')).toBe('0');
    expect(requests[0]!.searchParams.get('anonymousId')).toBe(VISITOR);
    expect(result.current).toMatchObject({ allListsTotal: 2, products: [] });
  });

  it('does not load on the wishlist route', async () => {
    const requests = wishlistRequests();
    const { client, store } = setup();

    renderHook(() => useWishlistAtStart(store, { pathname: WISHLIST_PATH }), { wrapper: hooksWrapper({ client }) });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requests).toHaveLength(0);
  });
});

describe('useWishlistPage', () => {
  it('loads 24 products of the page and follows page changes', async () => {
    const requests = wishlistRequests();
    const { client, store } = setup();
    const { result, rerender } = renderHook(({ page }) => useWishlistPage(store, page), {
      wrapper: hooksWrapper({ client }),
      initialProps: { page: 1 },
    });

    await waitFor(() => expect(result.current.products).toHaveLength(2));
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.page).toBe(2));

    expect(requests.map((url) => [url.searchParams.get('page'), url.searchParams.get('pageSize')])).toEqual([
      ['1', '24'],
      ['2', '24'],
    ]);
  });
});

describe('useWishlistMarks', () => {
  it("re-renders a list only when its products' answer changes", async () => {
    wishlistRequests();
    let onWishlist: string[] = [];
    server.use(
      http.post(`${MSW_ORIGIN}/api/kwc/wishlist/are-products-on-wishlist`, () => HttpResponse.json(onWishlist)),
      http.post(`${MSW_ORIGIN}/api/kwc/wishlist`, () =>
        HttpResponse.json({ productSKU: 'KWC-2', isOnWishlist: true, allListsTotal: 3 }),
      ),
    );
    const { client, store } = setup();
    const skus = ['KWC-1', 'KWC-2'];
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useWishlistMarks(store, skus);
      },
      { wrapper: hooksWrapper({ client }) },
    );
    const first = result.current;
    expect(first.isOnWishlist('KWC-1')).toBe(false);

    // The counts load, and the API says none of the list is on the wishlist: nothing to draw.
    await act(() => store.load({ isWishlistPage: false }));
    await act(() => store.checkProducts(skus));
    expect(store.getSnapshot().isLoaded).toBe(true);
    expect(renders).toBe(1);
    expect(result.current).toBe(first);

    // Another product's answer changes nothing here either.
    onWishlist = ['KWC-7'];
    await act(() => store.checkProducts(['KWC-7']));
    expect(renders).toBe(1);

    // Adding one of the list: busy while it runs, then on the wishlist.
    let added: Promise<boolean> | undefined;
    act(() => {
      added = store.add('KWC-2');
    });
    expect(result.current.pendingSku).toBe('KWC-2');
    await act(() => added!);
    expect(result.current.pendingSku).toBeNull();
    expect(result.current.isOnWishlist('KWC-2')).toBe(true);
    expect(result.current.isOnWishlist('KWC-1')).toBe(false);
  });
});

describe('wishlist store failures', () => {
  it('logs a failed load without a toast and keeps what it had', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/kwc/wishlist`, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    const { store, notifier, errors } = setup();

    await store.load({ isWishlistPage: true });

    expect(errors).toHaveLength(1);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ isLoaded: false, isLoading: false, products: [] });
  });

  it('a failed add resolves false, toasts through the client, and frees the store for the next action', async () => {
    let attempts = 0;
    server.use(
      http.post(`${MSW_ORIGIN}/api/kwc/wishlist`, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.error()
          : HttpResponse.json({ productSKU: 'KWC-9', isOnWishlist: true, allListsTotal: 1 });
      }),
    );
    const { store, notifier, errors } = setup();

    await expect(store.add('KWC-9')).resolves.toBe(false);
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
    expect(errors).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({ pendingAction: null, skus: [] });

    await expect(store.add('KWC-9')).resolves.toBe(true);
    expect(store.getSnapshot().skus).toEqual(['KWC-9']);
  });

  it('useWishlist re-renders on each change and shows the pending action', async () => {
    const gate: { release: (() => void) | null } = { release: null };
    server.use(
      http.post(`${MSW_ORIGIN}/api/kwc/wishlist`, async () => {
        await new Promise<void>((resolve) => (gate.release = resolve));
        return HttpResponse.json({ productSKU: 'KWC-4', isOnWishlist: true, allListsTotal: 1 });
      }),
    );
    const { client, store } = setup();
    const { result } = renderHook(() => useWishlist(store), { wrapper: hooksWrapper({ client }) });

    let added: Promise<boolean> = Promise.resolve(false);
    act(() => {
      added = store.add('KWC-4');
    });
    expect(result.current.pendingAction).toEqual({ type: 'add', sku: 'KWC-4' });
    await waitFor(() => expect(gate.release).not.toBeNull());
    await act(async () => {
      gate.release!();
      await added;
    });
    expect(result.current).toMatchObject({ pendingAction: null, skus: ['KWC-4'], allListsTotal: 1, total: 1 });
  });
});
