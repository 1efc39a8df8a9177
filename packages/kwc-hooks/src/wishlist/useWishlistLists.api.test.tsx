// @vitest-environment node
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { WISHLIST_LIST_MESSAGES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiResponseError } from '../api/errors';
import { hooksWrapper, recordingLogger } from '../test/wrapper';
import { useWishlistListActions, useWishlistLists } from './useWishlistLists';
import { createWishlistStore } from './wishlistStore';

// The named lists' hooks against the real API (PGlite, the demo seed: ania has two lists).

const real = realApiForFile();

describe('named wishlist hooks against the real API', () => {
  it('reads ania’s lists, creates, renames, moves a product, filters the store by list and deletes', async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies, session } = sessionOf(real.cookies);
    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    const store = createWishlistStore({
      client: real.client,
      getAnonymousId: () => null,
      logger: recordingLogger().logger,
    });
    await store.load({ isWishlistPage: true });
    const all = store.getSnapshot().allListsTotal;
    expect(all).toBe(8);

    const { result } = renderHook(() => ({ lists: useWishlistLists(), actions: useWishlistListActions(store) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.lists.data).toBeDefined());
    expect(result.current.lists.data).toEqual({
      lists: [
        { id: expect.any(Number), name: 'Pielęgnacja twarzy', count: 3 },
        { id: expect.any(Number), name: 'Na prezent', count: 2 },
      ],
      total: 2,
    });

    let created = 0;
    await act(async () => {
      created = await result.current.actions.create('Na lato');
    });
    await waitFor(() => expect(result.current.lists.data?.total).toBe(3));
    await act(async () => {
      await result.current.actions.rename(created, 'Wakacje');
    });
    await waitFor(() =>
      expect(result.current.lists.data?.lists.at(-1)).toEqual({ id: created, name: 'Wakacje', count: 0 }),
    );

    // A product of the default list moves to the new list: the lists' counts and the store follow.
    await store.load({ isWishlistPage: true, lists: [0] });
    const [moved] = store.getSnapshot().products;
    expect(store.getSnapshot().total).toBe(3);
    await act(async () => {
      await result.current.actions.moveProduct(Number(moved!.sku.slice('KWC-'.length)), created);
    });
    await waitFor(() => expect(result.current.lists.data?.lists.at(-1)?.count).toBe(1));
    expect(store.getSnapshot()).toMatchObject({ total: 2, allListsTotal: all, lists: [0] });
    await store.load({ lists: [created] });
    expect(store.getSnapshot().products.map((product) => product.sku)).toEqual([moved!.sku]);

    let refused: unknown = null;
    await act(async () => {
      refused = await result.current.actions.create('wakacje').catch((error: unknown) => error);
    });
    expect(refused).toBeInstanceOf(ApiResponseError);
    expect((refused as ApiResponseError).message).toBe(WISHLIST_LIST_MESSAGES.nameTaken);

    await act(async () => {
      await result.current.actions.remove(created);
    });
    await waitFor(() => expect(result.current.lists.data?.total).toBe(2));
    await store.load({ lists: [0] });
    expect(store.getSnapshot()).toMatchObject({ total: 3, allListsTotal: all });
    expect(store.getSnapshot().products.map((product) => product.sku)).toContain(moved!.sku);
  });

  it('asks nothing while logged out', async () => {
    const before = real.api.requests.length;
    const { result } = renderHook(() => useWishlistLists(), { wrapper: hooksWrapper({ client: real.client }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(real.api.requests.slice(before).some((request) => request.url.includes('wishlist-list'))).toBe(false);
  });
});
