import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';

const server = setupMswServer();
const capture = requestRecorder(server);

describe('wishlist calls', () => {
  it('manages named wishlists', async () => {
    capture('get', '/api/kwc/wishlist-list', () =>
      HttpResponse.json({ lists: [{ id: 1, name: 'Ulubione', count: 3 }], total: 1 }),
    );
    capture('post', '/api/kwc/wishlist-list', () => HttpResponse.json({ id: 2 }));
    const deletes = capture('delete', '/api/kwc/wishlist-list', () => new HttpResponse(null, { status: 204 }));
    const renames = capture('post', '/api/kwc/rename-wishlist-list', () => new HttpResponse(null, { status: 204 }));
    const adds = capture(
      'post',
      '/api/kwc/add-product-to-wishlist-list',
      () => new HttpResponse(null, { status: 204 }),
    );
    const { client } = mswClient();

    await expect(client.getWishlistLists()).resolves.toEqual({
      lists: [{ id: 1, name: 'Ulubione', count: 3 }],
      total: 1,
    });
    await expect(client.createWishlistList({ listName: 'Na lato' })).resolves.toEqual({ id: 2 });
    await expect(client.deleteWishlistList({ listId: 2 })).resolves.toBeUndefined();
    await expect(client.renameWishlistList({ listId: 1, listName: 'Moje' })).resolves.toBeUndefined();
    await expect(client.addProductToWishlistList({ productId: 7, listId: null })).resolves.toBeUndefined();
    await expect(deletes[0]!.json()).resolves.toEqual({ listId: 2 });
    await expect(renames[0]!.json()).resolves.toEqual({ listId: 1, listName: 'Moje' });
    await expect(adds[0]!.json()).resolves.toEqual({ productId: 7, listId: null });
  });
});
