import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** The article's text: plain paragraphs separated by a blank line (the site escapes it). */
    body: text('body').notNull().default(''),
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
