import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true });

/** Who follows whom: one row per direction given, never oneself (spec section 3 "Follow directions"). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull(),
    followeeId: integer('followee_id').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_idx').on(table.followeeId, table.createdAt.desc()),
    index('follows_follower_created_idx').on(table.followerId, table.createdAt.desc()),
    check('follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

/** A product a user marks as HIT; at most 30 per user, kept by `users.hits_count`'s check. */
export const productHits = pgTable(
  'product_hits',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_hits_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('product_hits_product_idx').on(table.productId),
  ],
);

/** A user's named wishlist; at most 5, kept by `users.wishlist_lists_count`'s check. */
export const wishlistLists = pgTable(
  'wishlist_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_lists_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);

export const ACTIVITY_KINDS = ['review', 'hit', 'product'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * What followers see: a review published, a HIT given, a product added (published). Written in the
 * transaction of the event; the feed reads it per followed author over `(actor, created_at, id)`.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    productId: integer('product_id').notNull(),
    reviewId: integer('review_id'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('activities_actor_idx').on(table.actorId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('activities_event_idx').on(table.kind, table.actorId, table.productId),
    check('activities_kind_check', sql`${table.kind} in ('review', 'hit', 'product')`),
  ],
);
