import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
