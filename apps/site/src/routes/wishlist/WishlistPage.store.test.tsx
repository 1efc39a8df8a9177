import './domGlobals.testing';

import type { ProductsResponse } from '@kwc/domain';
import {
  createApiClient,
  createMemoryCookieStore,
  createMemoryStorage,
  KwcHooksProvider,
  type ApiClient,
  type MemoryCookieStore,
  type KeyValueStorage,
} from '@kwc/hooks';
import { ToastProvider } from '@kwc/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { FEATURES } from '../../app/config';
import { SiteContextProvider } from '../../app/SiteContext';
import { VisitorProvider } from '../../app/Visitor';
import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';
import WishlistPage from './WishlistPage';

// The list itself loads in the browser (it is the visitor's): this renders the page against the
// real API, in the providers the app gives it, and follows the store through removals and pages.

let site: TestSite;
let client: ApiClient;
let skus: string[];

beforeAll(async () => {
  site = await openTestSite(120);
  client = createApiClient({
    baseUrl: TEST_ORIGIN,
    getCookie: () => null,
    fetch: (input, init) => site.request(input, init),
  });
  const listing = await site.api<ProductsResponse>('/api/catalog/products?path=/pielegnacja-twarzy');
  const more = await site.api<ProductsResponse>('/api/catalog/products?path=/makijaz');
  skus = [...listing.products, ...more.products].map((product) => product.sku).slice(0, 30);
}, 120_000);

afterEach(() => cleanup());
afterAll(async () => {
  await site?.close();
});

function WishlistRoute() {
  return <WishlistPage params={{}} search={useSearch()} />;
}

function renderWishlist({
  anonymousId,
  path,
  cookies,
  storage = createMemoryStorage(),
}: {
  anonymousId: string;
  path: string;
  cookies?: MemoryCookieStore;
  storage?: KeyValueStorage;
}) {
  const location = memoryLocation({ path, record: true });
  const cookieStore =
    cookies ?? createMemoryCookieStore(`anonymous_user_id=${anonymousId}; is-wishlist-onboarding-finished=1`);
  render(
    <SiteContextProvider value={{ origin: TEST_ORIGIN, buildId: 'test', isCrawler: false, features: FEATURES }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <KwcHooksProvider client={client} cookies={cookieStore} storage={storage}>
          <VisitorProvider>
            <ToastProvider>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <WishlistRoute />
              </Router>
            </ToastProvider>
          </VisitorProvider>
        </KwcHooksProvider>
      </SWRConfig>
    </SiteContextProvider>,
  );
  return { location, cookies: cookieStore, storage };
}

const productList = () => screen.getByRole('list', { name: 'Ulubione produkty' });
const tiles = () => within(productList()).getAllByRole('article');
const removeButtons = () => within(productList()).queryAllByRole('button', { name: 'Usuń z ulubionych' });

async function fill(anonymousId: string, count: number) {
  for (const sku of skus.slice(0, count)) await client.addToWishlist({ productSKU: sku, anonymousId });
}

describe('wishlist page in the browser', () => {
  it('lists the visitor’s products in pages of 24 and drops back a page when the last one empties', async () => {
    const anonymousId = 'wishlistpagetest0000000000000001';
    await fill(anonymousId, 30);
    const { location } = renderWishlist({ anonymousId, path: '/wishlist?page=2' });

    await waitFor(() => expect(tiles()).toHaveLength(6), { timeout: 10_000 });
    expect(screen.getByText('30 produktów · strona 2 z 2')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Strony' })).toBeInTheDocument();

    // Each removal stays visible (dimmed, heart released) until the page changes (spec section 4).
    for (let removed = 1; removed <= 6; removed++) {
      const button = removeButtons()[0]!;
      await act(async () => fireEvent.click(button));
      if (removed < 6) {
        await waitFor(() => expect(removeButtons()).toHaveLength(6 - removed), { timeout: 10_000 });
        expect(tiles()).toHaveLength(6);
      }
    }
    // The sixth removal emptied page 2: the store loads page 1 and the URL follows.
    await waitFor(() => expect(location.history.at(-1)).toBe('/wishlist'), { timeout: 10_000 });
    await waitFor(() => expect(tiles()).toHaveLength(24), { timeout: 10_000 });
    expect(screen.getByText('24 produkty')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Strony' })).not.toBeInTheDocument();
    expect((await client.getWishlist({ anonymousId, page: 1, pageSize: 24 })).total).toBe(24);
  });

  it('puts a removed product back with a second click on its heart', async () => {
    const anonymousId = 'wishlistpagetest0000000000000002';
    await fill(anonymousId, 3);
    renderWishlist({ anonymousId, path: '/wishlist' });
    await waitFor(() => expect(tiles()).toHaveLength(3), { timeout: 10_000 });

    await act(async () => fireEvent.click(removeButtons()[0]!));
    await waitFor(() => expect(removeButtons()).toHaveLength(2), { timeout: 10_000 });
    expect((await client.getWishlist({ anonymousId, page: 1, pageSize: 24 })).total).toBe(2);

    const restore = within(productList()).getByRole('button', { name: 'Dodaj do ulubionych' });
    await act(async () => fireEvent.click(restore));
    await waitFor(() => expect(removeButtons()).toHaveLength(3), { timeout: 10_000 });
    expect((await client.getWishlist({ anonymousId, page: 1, pageSize: 24 })).total).toBe(3);
  });

  it('shows the empty state with a way into the catalogue', async () => {
    renderWishlist({ anonymousId: 'wishlistpagetest0000000000000003', path: '/wishlist' });
    expect(
      await screen.findByRole('heading', { name: 'Nie masz jeszcze ulubionych kosmetyków' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przeglądaj kategorie' })).toHaveAttribute('href', '/lista-kategorii');
  });

  it('guides a first-time visitor once: Dalej, Wstecz, Koniec marks the tour finished', async () => {
    const anonymousId = 'wishlistpagetest0000000000000004';
    await fill(anonymousId, 2);
    const cookies = createMemoryCookieStore(`anonymous_user_id=${anonymousId}`);
    const storage = createMemoryStorage();
    renderWishlist({ anonymousId, path: '/wishlist', cookies, storage });

    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Twoje ulubione w jednym miejscu')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Dalej' })));
    expect(await screen.findByText('Serduszko dodaje i usuwa')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Wstecz' })));
    expect(await screen.findByText('Twoje ulubione w jednym miejscu')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dalej' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Dalej' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Koniec' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cookies.get('is-wishlist-onboarding-finished')).toBe('1');
    expect(storage.getItem('kwc-finished-tours')).toContain('wishlist');

    // Shown once: the next visit starts without it.
    cleanup();
    renderWishlist({ anonymousId, path: '/wishlist', cookies, storage });
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
