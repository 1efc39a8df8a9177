import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Navigation menus of spec section 3 "Menu item" (`uroda` and `uroda_footer`). */
export const menuItems = pgTable(
  'menu_items',
  {
    nodeId: serial('node_id').primaryKey(),
    menuId: text('menu_id').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    type: text('type', { enum: ['category', 'wrapper', 'custom_url'] }).notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    classes: text('classes').notNull().default(''),
    content: jsonb('content').$type<{ category_id?: number; url_key?: string; url?: string }>(),
    categoryId: integer('category_id'),
    categoryUrlKey: text('category_url_key'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('menu_items_menu_parent_idx').on(table.menuId, table.parentId, table.position),
    uniqueIndex('menu_items_menu_title_parent_idx').on(table.menuId, table.parentId, table.title),
  ],
);

/** Category tree of spec section 3 "Category". */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Ids from the root down to this category (itself included): subtree filters use it. */
    path: integer('path').array().notNull(),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    urlKey: text('url_key').notNull(),
    /**
     * `category`: a node of the tree, listing its subtree. `brand`: a brand page (`marka-` url key)
     * listing the whole catalogue filtered to the brand. `landing`: a landing page (`lp-`) listing
     * its linked category with predefined filters.
     */
    kind: text('kind', { enum: ['category', 'brand', 'landing'] })
      .notNull()
      .default('category'),
    name: text('name').notNull(),
    /** Names from the root down, joined with ' > '. */
    fullName: text('full_name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['EXPIRING', 'PUBLISHED', 'ARCHIVED', 'REDIRECTED'] })
      .notNull()
      .default('PUBLISHED'),
    redirectTo: text('redirect_to'),
    redirectCode: integer('redirect_code').notNull().default(301),
    isAdultsOnly: boolean('is_adults_only').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    /** Landing pages (`lp-` url keys) show a linked category with predefined filters. */
    landingLinkedCategoryId: integer('landing_linked_category_id'),
    predefinedFilters: jsonb('predefined_filters').$type<Record<string, string[]>>(),
    propertyPatterns: text('property_patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    urlTemplate: text('url_template')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    staticFilters: jsonb('static_filters').$type<{ shop?: string[]; price?: { min?: number; max?: number } }>(),
    productCount: integer('product_count').notNull().default(0),
    /** The name's Polish word forms and its accent-free words, written by a trigger (migration 0009). */
    searchWords: tsvector('search_words'),
  },
  (table) => [
    uniqueIndex('categories_url_key_idx').on(table.urlKey),
    index('categories_parent_idx').on(table.parentId, table.position),
    index('categories_path_idx').using('gin', table.path),
  ],
);

/** Filterable product properties (spec section 3 "Filters state", property patterns). */
export const propertyPatterns = pgTable('property_patterns', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  urlSlug: text('url_slug').notNull(),
  layout: text('layout').notNull().default('checkbox'),
  position: integer('position').notNull().default(0),
});

/** Options of a property pattern (spec section 3 "Property pattern option"). */
export const propertyOptions = pgTable(
  'property_options',
  {
    id: serial('id').primaryKey(),
    patternCode: text('pattern_code').notNull(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    imageDesktop: text('image_desktop'),
    imageMobile: text('image_mobile'),
    attributePriority: integer('attribute_priority').notNull().default(0),
    orderValue: integer('order_value').notNull().default(0),
  },
  (table) => [uniqueIndex('property_options_pattern_slug_idx').on(table.patternCode, table.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country'),
    description: text('description'),
    priceLevel: text('price_level'),
    popularity: integer('popularity').notNull().default(1),
    image: text('image'),
  },
  (table) => [uniqueIndex('brands_slug_idx').on(table.slug)],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    inci: text('inci').notNull(),
    slug: text('slug').notNull(),
    namePl: text('name_pl'),
    functions: text('functions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    isImportant: boolean('is_important').notNull().default(false),
    cas: text('cas'),
    ec: text('ec'),
  },
  (table) => [uniqueIndex('ingredients_inci_idx').on(table.inci), uniqueIndex('ingredients_slug_idx').on(table.slug)],
);

export const partnerShops = pgTable(
  'partner_shops',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('partner_shops_slug_idx').on(table.slug)],
);

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

/** Community members; the read side needs name, avatar, rank and age, the write side comes later. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    rank: text('rank').notNull().default('Początkująca'),
    bio: text('bio'),
    birthDate: date('birth_date'),
    isActive: boolean('is_active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_username_idx').on(table.username), uniqueIndex('users_email_idx').on(table.email)],
);

/** Reviews (DESIGN.md section 4); only published ones are public. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    userId: integer('user_id').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pros: text('pros'),
    cons: text('cons'),
    usageTime: text('usage_time'),
    purchaseSource: text('purchase_source'),
    skinType: text('skin_type'),
    status: text('status', { enum: ['draft', 'pending', 'published', 'needs_changes', 'rejected'] })
      .notNull()
      .default('pending'),
    likes: integer('likes').notNull().default(0),
    isHit: boolean('is_hit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_product_idx').on(table.productId, table.status, table.publishedAt.desc()),
    index('reviews_user_idx').on(table.userId, table.status),
    index('reviews_published_idx').on(table.status, table.publishedAt.desc()),
  ],
);

/** Wishlist entries of anonymous visitors (by anonymous id) and, later, of users. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    anonymousId: text('anonymous_id'),
    userId: integer('user_id'),
    listId: integer('list_id'),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_anon_product_idx')
      .on(table.anonymousId, table.productId)
      .where(sql`${table.anonymousId} is not null`),
    index('wishlist_anon_created_idx').on(table.anonymousId, table.createdAt.desc()),
  ],
);

/** Recently viewed products per visitor. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    anonymousId: text('anonymous_id').notNull(),
    productId: integer('product_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.anonymousId, table.productId] }),
    index('recently_viewed_anon_idx').on(table.anonymousId, table.viewedAt.desc()),
  ],
);

/** Content of the legal-hint modal, by identifier (spec section 7). */
export const legalHints = pgTable('legal_hints', {
  identifier: text('identifier').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

/** Old paths that answer with a redirect (path resolution, spec section 4). */
export const redirects = pgTable('redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  code: integer('code').notNull().default(301),
});

/** Home page "polecamy" section: products the editors recommend. */
export const editorialRecommendations = pgTable('editorial_recommendations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  title: text('title').notNull(),
  lead: text('lead').notNull(),
  position: integer('position').notNull().default(0),
});

/** Awards ("nagrodzone produkty"). */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    productId: integer('product_id').notNull(),
  },
  (table) => [index('awards_product_idx').on(table.productId)],
);

/** Product testing campaigns ("testowanie"). */
export const testingCampaigns = pgTable('testing_campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  productId: integer('product_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** Magazine articles about products, shown on product pages. */
export const productArticles = pgTable(
  'product_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    url: text('url').notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    categoryId: integer('category_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_articles_products_idx').using('gin', table.productIds)],
);

/**
 * Every insert, update, delete or truncate of `products` (kind `product`), of `reviews` (kind
 * `reviews`, naming the reviewed product) and of `categories` (kind `categories`, product 0, migration
 * 0010), written by statement-level triggers (migration 0008): the
 * in-memory listing index replays it to stay equal to the table in every API process, and turns it
 * into targeted cache purges. `product_id` 0 means "the table was truncated".
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
  kind: text('kind', { enum: ['product', 'reviews', 'categories'] })
    .notNull()
    .default('product'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
