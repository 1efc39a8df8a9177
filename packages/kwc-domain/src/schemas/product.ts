import { z } from 'zod';

import { breadcrumbSchema, dateTimeSchema, idSchema, imageSchema, skuSchema } from './common';
import { ingredientSummarySchema } from './ingredient';

/** Product states shown on tiles and product pages (spec sections 3 and 4). */
export const productStateSchema = z.enum(['expiring', 'archived']);
export type ProductState = z.infer<typeof productStateSchema>;

/** A product as listings, wishlists and recently viewed show it (spec section 3 "Product"). */
export const productSchema = z.object({
  sku: skuSchema,
  brandName: z.string(),
  name: z.string(),
  shortDescription: z.string().nullable(),
  /** `null` for a product on sale as usual. */
  productState: productStateSchema.nullable(),
  images: z.array(imageSchema),
  urlPath: z.string(),
  belongsToAdultCategory: z.boolean(),
  // ours: what a product tile shows besides the spec's fields.
  rating: z.number().min(0).max(5).nullable(),
  numberOfReviews: z.number().int().nonnegative(),
  numberOfHits: z.number().int().nonnegative(),
  price: z.number().nonnegative().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** A product with what only its own page shows. ours: the extra fields. */
export const productDetailsSchema = productSchema.extend({
  description: z.string().nullable(),
  ingredients: z.array(ingredientSummarySchema),
  brandSlug: z.string(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** A user as shown next to content they wrote or added. ours: shape. */
export const userSummarySchema = z.object({
  userId: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  rank: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Review counts of a product. ours: shape; spec section 3 names only `reviewsSummary`. */
export const reviewsSummarySchema = z.object({
  averageRating: z.number().min(0).max(5).nullable(),
  numberOfReviews: z.number().int().nonnegative(),
  /** Published reviews per rating, keyed '1' to '5'. */
  ratingCounts: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int().nonnegative()),
});
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;

/** An editorial article linked from a product page. ours: shape. */
export const productArticleSchema = z.object({
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  publishedAt: dateTimeSchema,
});
export type ProductArticle = z.infer<typeof productArticleSchema>;

/** Data of a product page (spec section 3 "Product page state"). */
export const productPageStateSchema = z.object({
  product: productDetailsSchema,
  /** Who added the product, when a user did. */
  author: userSummarySchema.nullable(),
  isOnWishlist: z.boolean(),
  breadcrumbs: z.array(breadcrumbSchema),
  reviewsSummary: reviewsSummarySchema,
  productArticles: z.array(productArticleSchema),
  numberOfUserReviews: z.number().int().nonnegative(),
});
export type ProductPageState = z.infer<typeof productPageStateSchema>;

/** Answer of `GET /catalog/products` (spec section 7). ours: `total` beside the products. */
export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

// Zod-free, so a page that only links a product by its id does not load zod (rules/sku.ts).
export { productIdFromSku, skuFromProductId } from '../rules/sku';
