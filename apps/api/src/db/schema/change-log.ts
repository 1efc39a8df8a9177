import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every write to `products`, `reviews` (naming the product) and `categories` (product 0), by triggers
 * (migrations 0008, 0010): the listing index replays it and turns it into cache purges (LISTINGS.md).
 * A `product` row with `product_id` 0 means "the table was truncated".
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
  kind: text('kind', { enum: ['product', 'reviews', 'categories'] })
    .notNull()
    .default('product'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
