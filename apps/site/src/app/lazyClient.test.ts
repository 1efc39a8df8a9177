import type { ApiClient } from '@kwc/hooks';
import { describe, expect, it, vi } from 'vitest';

import { lazyApiClient } from './lazyClient';

describe('lazyApiClient', () => {
  it('loads the client once, on the first call, and forwards every call with its arguments', async () => {
    const getMenu = vi.fn(async (id: string) => [{ id }]);
    const load = vi.fn(async () => ({ getMenu }) as unknown as ApiClient);
    const client = lazyApiClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(client.getMenu('uroda')).resolves.toEqual([{ id: 'uroda' }]);
    await client.getMenu('uroda_footer');
    expect(load).toHaveBeenCalledTimes(1);
    expect(getMenu.mock.calls).toEqual([['uroda'], ['uroda_footer']]);
    // Stable methods: hooks may keep them in dependency lists.
    expect(client.getMenu).toBe(client.getMenu);
  });

  it('passes a failure of the call on to the caller', async () => {
    const client = lazyApiClient(
      async () => ({ getHome: async () => Promise.reject(new Error('503')) }) as unknown as ApiClient,
    );
    await expect(client.getHome()).rejects.toThrow('503');
  });

  it('sends the product-view beacon without loading the client, with the body the client sends', async () => {
    const load = vi.fn(async () => ({}) as unknown as ApiClient);
    const beacons: [string, string][] = [];
    const client = lazyApiClient(load, (url, data) => beacons.push([url, data]) > 0);
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
    const refusing = lazyApiClient(load, () => false);
    await expect(refusing.sendProductViewBeacon({ productSKU: '2296', anonymousId: null })).resolves.toBe(true);
    const throwing = lazyApiClient(load, () => {
      throw new TypeError('blocked');
    });
    await throwing.sendProductViewBeacon({ productSKU: '8', anonymousId: null });
    expect(sendProductViewBeacon.mock.calls).toEqual([
      [{ productSKU: '2296', anonymousId: null }],
      [{ productSKU: '8', anonymousId: null }],
    ]);
  });
});
