import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true });

export const ADDED_PRODUCT_STATUSES = ['pending', 'published', 'rejected'] as const;

/** A rejection's reasons as shown to the author (codes of `ADDED_PRODUCT_REASONS`). */
export interface AddedProductRemarks {
  reasons: string[];
  remark: string | null;
  at: string;
}

/** Products proposed by users at `/add-product`; a moderator publishes (a `products` row) or rejects them. */
export const addedProducts = pgTable(
  'added_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: ADDED_PRODUCT_STATUSES }).notNull().default('pending'),
    /** A brand chosen from the catalogue, or `brandName` proposed: exactly one of them is set. */
    brandId: integer('brand_id'),
    brandName: text('brand_name'),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    description: text('description').notNull(),
    inci: text('inci').notNull().default(''),
    /** The INCI matched against the ingredient dictionary when created. */
    ingredientIds: integer('ingredient_ids').array().notNull().default([]),
    unknownIngredients: text('unknown_ingredients').array().notNull().default([]),
    photoId: integer('photo_id').notNull(),
    ean: text('ean'),
    remarks: jsonb('remarks').$type<AddedProductRemarks>(),
    /** The catalogue product made when published. */
    productId: integer('product_id'),
    createdAt: time('created_at').notNull().defaultNow(),
    decidedAt: time('decided_at'),
  },
  (table) => [
    index('added_products_user_idx').on(table.userId, table.createdAt.desc()),
    index('added_products_queue_idx').on(table.status, table.createdAt),
  ],
);

/** Append-only history of every decision (a trigger refuses UPDATE and DELETE, as `review_events`). */
export const addedProductEvents = pgTable(
  'added_product_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    addedProductId: integer('added_product_id').notNull(),
    actorId: integer('actor_id').notNull(),
    from: text('from_status'),
    to: text('to_status').notNull(),
    reasonCodes: text('reason_codes').array().notNull().default([]),
    remark: text('remark'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [index('added_product_events_item_idx').on(table.addedProductId, table.id)],
);
