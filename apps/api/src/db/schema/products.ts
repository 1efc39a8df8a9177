import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { tsvector } from './types';

/** Products (spec section 3 "Product"). The sku is `KWC-` and the id. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    /** `{slug},{id}`: the product page is `/{urlPath}.html`. */
    urlPath: text('url_path').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryPath: integer('category_path').array().notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    state: text('state', { enum: ['expiring', 'archived'] }),
    images: jsonb('images')
      .$type<{ path: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isAdult: boolean('is_adult').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    bestseller: boolean('bestseller').notNull().default(false),
    newUntilDate: date('new_until_date'),
    offerSale: boolean('offer_sale').notNull().default(false),
    /** Lowest offer in grosze (1/100 PLN); null when no shop offers it. */
    price: integer('price'),
    partnerShopIds: integer('partner_shop_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    propertyOptionIds: integer('property_option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    ingredientIds: integer('ingredient_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    numberOfReviews: integer('number_of_reviews').notNull().default(0),
    rating: real('rating').notNull().default(0),
    numberOfHits: integer('number_of_hits').notNull().default(0),
    numberOfViews: integer('number_of_views').notNull().default(0),
    numberOfReviewsLastWeek: integer('number_of_reviews_last_week').notNull().default(0),
    numberOfViewsLastWeek: integer('number_of_views_last_week').notNull().default(0),
    popularity: real('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where an imported product came from (`obf`: Open Beauty Facts, ODbL) and its code there. */
    source: text('source'),
    sourceCode: text('source_code'),
    /** Polish dictionary forms (kremy, kremów → krem), weighted name > brand > description. */
    searchPolish: tsvector('search_polish'),
    /** Accent-free words, for visitors typing without Polish letters. */
    searchSimple: tsvector('search_simple'),
    /** Lower-cased, accent-free name and brand, for typo-tolerant trigram matching. */
    searchText: text('search_text'),
  },
  (table) => [
    uniqueIndex('products_sku_idx').on(table.sku),
    uniqueIndex('products_url_path_idx').on(table.urlPath),
    uniqueIndex('products_source_code_idx')
      .on(table.source, table.sourceCode)
      .where(sql`${table.sourceCode} is not null`),
    index('products_brand_idx').on(table.brandId),
    index('products_category_path_idx').using('gin', table.categoryPath),
    index('products_property_options_idx').using('gin', table.propertyOptionIds),
    index('products_ingredients_idx').using('gin', table.ingredientIds),
    index('products_shops_idx').using('gin', table.partnerShopIds),
    index('products_popularity_idx').on(table.popularity.desc(), table.id),
    index('products_created_idx').on(table.createdAt.desc(), table.id),
    index('products_price_idx').on(table.price, table.id),
    index('products_rating_idx').on(table.rating.desc(), table.id),
    index('products_reviews_idx').on(table.numberOfReviews.desc(), table.id),
    index('products_hits_idx').on(table.numberOfHits.desc(), table.id),
    index('products_reviews_last_week_idx').on(table.numberOfReviewsLastWeek.desc(), table.popularity.desc(), table.id),
    index('products_views_last_week_idx').on(table.numberOfViewsLastWeek.desc(), table.popularity.desc(), table.id),
    index('products_bestseller_idx')
      .on(table.id)
      .where(sql`${table.bestseller}`),
    index('products_offer_sale_idx')
      .on(table.id)
      .where(sql`${table.offerSale}`),
    index('products_new_until_idx').on(table.newUntilDate),
    index('products_search_polish_idx').using('gin', table.searchPolish),
    index('products_search_simple_idx').using('gin', table.searchSimple),
    index('products_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** A product's ingredient list in label order. */
export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    ingredientId: integer('ingredient_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.position] }),
    index('product_ingredients_ingredient_idx').on(table.ingredientId),
  ],
);

/** Prices per partner shop, in grosze. */
export const offers = pgTable(
  'offers',
  {
    productId: integer('product_id').notNull(),
    shopId: integer('shop_id').notNull(),
    price: integer('price').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.shopId] })],
);
