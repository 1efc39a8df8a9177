import type { Product } from '@kwc/domain';

/** A product as listings show it, valid for kwc-domain's `productSchema`. */
export function productFixture(id: number, overrides: Partial<Product> = {}): Product {
  return {
    sku: `KWC-${id}`,
    brandName: 'Ziaja',
    name: `Krem nawilżający ${id}`,
    shortDescription: null,
    productState: null,
    images: [{ path: `/images/products/${id}.webp` }],
    urlPath: `ziaja-krem-nawilzajacy-${id},${id}.html`,
    belongsToAdultCategory: false,
    rating: 4.5,
    numberOfReviews: 3,
    numberOfHits: 0,
    price: 19.99,
    ...overrides,
  };
}
