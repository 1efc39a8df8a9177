import type { ApiClient, StartupReads } from '@kwc/hooks';
import { describe, expect, it, vi } from 'vitest';

import { lazyApiClient } from './lazyClient';

const noStartupReads = async (): Promise<StartupReads> => {
  throw new Error('not expected');
};

describe('lazyApiClient', () => {
  it('loads the client once, on the first call, and forwards every call with its arguments', async () => {
    const getMenu = vi.fn(async (id: string) => [{ id }]);
    const load = vi.fn(async () => ({ getMenu }) as unknown as ApiClient);
    const client = lazyApiClient({ load, loadStartupReads: noStartupReads });
    expect(load).not.toHaveBeenCalled();
    await expect(client.getMenu('uroda')).resolves.toEqual([{ id: 'uroda' }]);
    await client.getMenu('uroda_footer');
    expect(load).toHaveBeenCalledTimes(1);
    expect(getMenu.mock.calls).toEqual([['uroda'], ['uroda_footer']]);
    // Stable methods: hooks may keep them in dependency lists.
    expect(client.getMenu).toBe(client.getMenu);
  });

  it('passes a failure of the call on to the caller', async () => {
    const client = lazyApiClient({
      load: async () => ({ getHome: async () => Promise.reject(new Error('503')) }) as unknown as ApiClient,
      loadStartupReads: noStartupReads,
    });
    await expect(client.getHome()).rejects.toThrow('503');
  });

  it('sends the product-view beacon without loading the client, with the body the client sends', async () => {
    const load = vi.fn(async () => ({}) as unknown as ApiClient);
    const beacons: [string, string][] = [];
    const client = lazyApiClient({
      load,
      loadStartupReads: noStartupReads,
      sendBeacon: (url, data) => beacons.push([url, data]) > 0,
    });
    await expect(client.sendProductViewBeacon({ productSKU: '2296', anonymousId: 'a'.repeat(32) })).resolves.toBe(true);
    await client.sendProductViewBeacon({ productSKU: '7', anonymousId: null });
    expect(beacons).toEqual([
      ['/api/kwc/recently-viewed', JSON.stringify({ productSKU: '2296', anonymousId: 'a'.repeat(32) })],
      ['/api/kwc/recently-viewed', JSON.stringify({ productSKU: '7' })],
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves the beacon to the client when the browser refuses it', async () => {
    const sendProductViewBeacon = vi.fn(async () => true);
    const load = vi.fn(async () => ({ sendProductViewBeacon }) as unknown as ApiClient);
    const refusing = lazyApiClient({ load, loadStartupReads: noStartupReads, sendBeacon: () => false });
    await expect(refusing.sendProductViewBeacon({ productSKU: '2296', anonymousId: null })).resolves.toBe(true);
    const throwing = lazyApiClient({
      load,
      loadStartupReads: noStartupReads,
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
    });
    await throwing.sendProductViewBeacon({ productSKU: '8', anonymousId: null });
    expect(sendProductViewBeacon.mock.calls).toEqual([
      [{ productSKU: '2296', anonymousId: null }],
      [{ productSKU: '8', anonymousId: null }],
    ]);
  });

  it('asks a returning visitor’s start-up questions without loading the client', async () => {
    const load = vi.fn(
      async () => ({ getWishlist: async () => ({ products: ['full'], total: 9 }) }) as unknown as ApiClient,
    );
    const startup: StartupReads = {
      areProductsOnWishlist: vi.fn(async () => ['KWC-1']),
      getWishlistCounts: vi.fn(async () => ({ products: [], total: 2, allListsTotal: 3 })),
    };
    const loadStartupReads = vi.fn(async () => startup);
    const client = lazyApiClient({ load, loadStartupReads });
    const visitor = 'a'.repeat(32);

    await expect(
      client.areProductsOnWishlist({ productSKUs: ['KWC-1', 'KWC-2'], anonymousId: visitor }),
    ).resolves.toEqual(['KWC-1']);
    await expect(client.getWishlist({ anonymousId: visitor, page: 1, pageSize: 0 })).resolves.toEqual({
      products: [],
      total: 2,
      allListsTotal: 3,
    });
    expect(load).not.toHaveBeenCalled();
    expect(loadStartupReads).toHaveBeenCalledTimes(1);
    expect(startup.getWishlistCounts).toHaveBeenCalledWith({ anonymousId: visitor, page: 1, pageSize: 0 }, undefined);

    // A page of the wishlist, or its named lists, is the client's.
    await expect(client.getWishlist({ anonymousId: visitor, page: 1, pageSize: 24 })).resolves.toMatchObject({
      total: 9,
    });
    await client.getWishlist({ pageSize: 0, lists: [4] });
    await client.getWishlist({ page: 2, pageSize: 0 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(startup.getWishlistCounts).toHaveBeenCalledTimes(1);
  });
});
