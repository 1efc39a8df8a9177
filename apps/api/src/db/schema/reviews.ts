import type { ReviewDraft, ReviewPhoto, ReviewRemark } from '@kwc/domain';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bytea } from './accounts';

const time = (name: string) => timestamp(name, { withTimezone: true });

export const REVIEW_STATUSES = ['draft', 'pending', 'published', 'needs_changes', 'rejected', 'hidden'] as const;

/** The content of a review as stored in `revision` (an edit of a published review awaiting a decision). */
export interface StoredRevision {
  rating: number;
  title: string;
  body: string;
  usageTime: string;
  packagesUsed: number;
  purchaseSource: string;
  shopId: number | null;
  pros: string | null;
  cons: string | null;
  skinType: string | null;
  hairType: string | null;
  receivedAs: string | null;
  photos: ReviewPhoto[];
  status: 'pending' | 'needs_changes' | 'rejected';
  remarks: ReviewRemark | null;
}

/** Reviews (DESIGN.md section 4); only published ones are public. One per author and product. */
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
    packagesUsed: integer('packages_used'),
    purchaseSource: text('purchase_source'),
    shopId: integer('shop_id'),
    skinType: text('skin_type'),
    hairType: text('hair_type'),
    receivedAs: text('received_as'),
    /** The photos as shown (resolved from `review_photos` when written); old reviews have none. */
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    /** A draft's unfinished fields (only while `status` is draft). */
    draft: jsonb('draft').$type<ReviewDraft>(),
    /** A published review's pending edit; the published columns stay public meanwhile. */
    revision: jsonb('revision').$type<StoredRevision>(),
    /** The last decision's reasons shown to the author (needs changes, rejected, hidden). */
    remarks: jsonb('remarks').$type<ReviewRemark>(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    likes: integer('likes').notNull().default(0),
    isHit: boolean('is_hit').notNull().default(false),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
    submittedAt: time('submitted_at'),
    publishedAt: time('published_at'),
  },
  (table) => [
    index('reviews_product_idx').on(table.productId, table.status, table.publishedAt.desc()),
    index('reviews_user_idx').on(table.userId, table.status),
    index('reviews_published_idx').on(table.status, table.publishedAt.desc()),
    uniqueIndex('reviews_user_product_idx').on(table.userId, table.productId),
    index('reviews_submitted_idx').on(table.status, table.submittedAt),
  ],
);

/** Append-only history of every transition and decision (a trigger refuses UPDATE and DELETE). */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reviewId: integer('review_id').notNull(),
    actorId: integer('actor_id').notNull(),
    from: text('from_status'),
    to: text('to_status').notNull(),
    revision: boolean('revision').notNull().default(false),
    reasonCodes: text('reason_codes').array().notNull().default([]),
    remark: text('remark'),
    message: text('message'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [index('review_events_review_idx').on(table.reviewId, table.id)],
);

/** "Pochwały": one per user and review. */
export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: integer('review_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] }), index('review_likes_user_idx').on(table.userId)],
);

/** An uploaded photo, owned by its uploader until a review of hers uses it. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    version: text('version').notNull(),
    /** The WebP variants' widths, smallest first. */
    variants: integer('variants').array().notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [index('review_photos_user_idx').on(table.userId)],
);

/** The WebP bytes of each variant. */
export const reviewPhotoVariants = pgTable(
  'review_photo_variants',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => reviewPhotos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    image: bytea('image').notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width] })],
);
