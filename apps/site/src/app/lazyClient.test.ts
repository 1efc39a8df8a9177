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
});
