import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { tsvector } from './types';

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
