import type { Product } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import type { CatalogueDictionary } from '../catalog/dictionary';

/** A product row with `productColumns`: what a product tile shows. */
export interface ProductRow extends Record<string, unknown> {
  id: number;
  sku: string;
  brand_id: number;
  name: string;
  short_description: string | null;
  state: 'expiring' | 'archived' | null;
  images: { path: string }[];
  url_path: string;
  is_adult: boolean;
  rating: number;
  number_of_reviews: number;
  number_of_hits: number;
  price: number | null;
}

export const productColumns = sql`products.id, products.sku, products.brand_id, products.name, products.short_description,
  products.state, products.images, products.url_path, products.is_adult, products.rating, products.number_of_reviews,
  products.number_of_hits, products.price`;

/** A product row in the shape of the `Product` schema (spec section 3). */
export function toProduct(row: ProductRow, dictionary: CatalogueDictionary): Product {
  return {
    sku: row.sku,
    brandName: dictionary.brands.get(row.brand_id)?.name ?? '',
    name: row.name,
    shortDescription: row.short_description,
    productState: row.state,
    images: row.images,
    urlPath: row.url_path,
    belongsToAdultCategory: row.is_adult,
    rating: row.number_of_reviews > 0 ? Number(row.rating) : null,
    numberOfReviews: row.number_of_reviews,
    numberOfHits: row.number_of_hits,
    price: row.price === null ? null : row.price / 100,
  };
}

/** An average rating as the site shows it: two decimals, `null` without reviews. */
export function roundRating(value: number | null): number | null {
  return value === null ? null : Math.round(Number(value) * 100) / 100;
}
