import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
