import { describe, expect, it } from 'vitest';

import { productFixture } from './fixtures';
import { productIdFromSku, productPageStateSchema, productSchema, skuFromProductId } from './product';

describe('productSchema', () => {
  it('parses a product, with expiring or archived as its states', () => {
    expect(productSchema.parse(productFixture)).toEqual(productFixture);
    expect(productSchema.parse({ ...productFixture, productState: 'archived' }).productState).toBe('archived');
    expect(productSchema.safeParse({ ...productFixture, productState: 'deleted' }).success).toBe(false);
    expect(productSchema.safeParse({ ...productFixture, sku: '1240' }).error?.issues[0]?.message).toBe(
      'Nieprawidłowy kod produktu',
    );
  });
});

describe('SKU and product id', () => {
  it('convert both ways', () => {
    expect(productIdFromSku('KWC-1240')).toBe(1240);
    expect(productIdFromSku('1240')).toBeNull();
    expect(skuFromProductId(1240)).toBe('KWC-1240');
  });
});

describe('productPageStateSchema', () => {
  it('holds product, author, isOnWishlist, breadcrumbs, reviewsSummary, productArticles, numberOfUserReviews', () => {
    const state = {
      product: {
        ...productFixture,
        description: 'Opis',
        brandSlug: 'marka-nivea',
        ingredients: [{ slug: 'skladnik-glicerin', inciName: 'GLYCERIN', name: 'gliceryna', isImportant: true }],
      },
      author: null,
      isOnWishlist: true,
      breadcrumbs: [{ id: 12, full_name: 'Kremy do twarzy', url_key: 'kremy-do-twarzy' }],
      reviewsSummary: {
        averageRating: 4.5,
        numberOfReviews: 2,
        ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
      },
      productArticles: [],
      numberOfUserReviews: 2,
    };
    expect(productPageStateSchema.parse(state)).toEqual(state);
    expect(productPageStateSchema.safeParse({ ...state, isOnWishlist: undefined }).success).toBe(false);
  });
});
