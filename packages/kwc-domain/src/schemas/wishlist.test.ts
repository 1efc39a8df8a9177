import { describe, expect, it } from 'vitest';

import { productFixture } from './fixtures';
import {
  addProductToWishlistListRequestSchema,
  areProductsOnWishlistRequestSchema,
  createWishlistListRequestSchema,
  deleteWishlistListRequestSchema,
  renameWishlistListRequestSchema,
  wishlistItemRequestSchema,
  wishlistQuerySchema,
  wishlistResponseSchema,
  wishlistStateSchema,
} from './wishlist';

const anonymousId = '4f0c8a0e-7d5b-4c1e-9d8f-2b6a1c3e5f70';

describe('GET /api/kwc/wishlist', () => {
  it('coerces the URL query: page, pageSize (0 off the wishlist page) and lists[]', () => {
    expect(wishlistQuerySchema.parse({ anonymousId, page: '2', pageSize: '0', 'lists[]': ['3', '4'] })).toEqual({
      anonymousId,
      page: 2,
      pageSize: 0,
      'lists[]': [3, 4],
    });
    expect(wishlistQuerySchema.parse({})).toEqual({ page: 1, pageSize: 24, 'lists[]': [] });
    expect(wishlistQuerySchema.parse({ 'lists[]': '7' })['lists[]']).toEqual([7]);
  });

  it('refuses a bad page with a Polish message', () => {
    expect(wishlistQuerySchema.safeParse({ page: 'dwa' }).error?.issues[0]?.message).toBe('Podaj liczbę całkowitą');
  });

  it('answers with products, total and allListsTotal', () => {
    const answer = { products: [productFixture], total: 1, allListsTotal: 3 };
    expect(wishlistResponseSchema.parse(answer)).toEqual(answer);
    expect(wishlistResponseSchema.safeParse({ products: [], total: 0 }).success).toBe(false);
  });
});

describe('wishlist items', () => {
  it('take productSKU and anonymousId', () => {
    expect(wishlistItemRequestSchema.parse({ productSKU: 'KWC-1', anonymousId })).toEqual({
      productSKU: 'KWC-1',
      anonymousId,
    });
    expect(wishlistItemRequestSchema.safeParse({ productSKU: '1' }).error?.issues[0]?.message).toBe(
      'Nieprawidłowy kod produktu',
    );
    expect(areProductsOnWishlistRequestSchema.parse({ productSKUs: ['KWC-1', 'KWC-2'] }).productSKUs).toHaveLength(2);
  });
});

describe('wishlist lists', () => {
  it('take listName, listId and productId; listId null means the default list', () => {
    expect(createWishlistListRequestSchema.parse({ listName: '  Na lato ' })).toEqual({ listName: 'Na lato' });
    expect(createWishlistListRequestSchema.safeParse({ listName: ' ' }).error?.issues[0]?.message).toBe(
      'To pole jest wymagane',
    );
    expect(renameWishlistListRequestSchema.parse({ listName: 'Prezenty', listId: 3 })).toEqual({
      listName: 'Prezenty',
      listId: 3,
    });
    expect(deleteWishlistListRequestSchema.parse({ listId: '3' })).toEqual({ listId: 3 });
    expect(addProductToWishlistListRequestSchema.parse({ productId: 1240, listId: null })).toEqual({
      productId: 1240,
      listId: null,
    });
  });

  it('the wishlist state holds skus, products, total, allListsTotal and page', () => {
    const state = { skus: ['KWC-1240'], products: [productFixture], total: 1, allListsTotal: 1, page: 1 };
    expect(wishlistStateSchema.parse(state)).toEqual(state);
  });
});
