import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    uniqueIndex('wishlist_user_product_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.userId} is not null`),
    index('wishlist_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** Recently viewed products per visitor: by anonymous id while logged out, by user once logged in. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    anonymousId: text('anonymous_id'),
    userId: integer('user_id'),
    productId: integer('product_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recently_viewed_anon_product_idx')
      .on(table.anonymousId, table.productId)
      .where(sql`${table.anonymousId} is not null`),
    index('recently_viewed_anon_idx').on(table.anonymousId, table.viewedAt.desc()),
    uniqueIndex('recently_viewed_user_product_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.userId} is not null`),
    index('recently_viewed_user_idx').on(table.userId, table.viewedAt.desc()),
  ],
);
