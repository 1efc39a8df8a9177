import type { PublicReview, UserSummary } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { isoTime } from '../db/sql';

/** Category statuses a visitor browses; redirected and archived categories are not listed. */
export const BROWSABLE_STATUSES = ['PUBLISHED', 'EXPIRING'] as const;

/** Review and author columns of a public review, aliased so they can sit beside `productColumns`. */
export const publicReviewColumns = sql`r.id as review_id, r.product_id as review_product_id, r.rating as review_rating,
  r.title as review_title, r.body as review_body, r.pros as review_pros, r.cons as review_cons,
  r.usage_time as review_usage_time, r.purchase_source as review_purchase_source, r.skin_type as review_skin_type,
  r.likes as review_likes, ${isoTime(sql`r.published_at`)} as review_published_at,
  u.id as author_id, u.username as author_username, u.avatar as author_avatar, u.rank as author_rank`;

export interface PublicReviewRow extends Record<string, unknown> {
  review_id: number;
  review_product_id: number;
  review_rating: number;
  review_title: string;
  review_body: string;
  review_pros: string | null;
  review_cons: string | null;
  review_usage_time: string | null;
  review_purchase_source: string | null;
  review_skin_type: string | null;
  review_likes: number;
  review_published_at: string;
  author_id: number;
  author_username: string;
  author_avatar: string | null;
  author_rank: string;
}

/** A user as shown next to what they wrote (`userSummarySchema`). */
export function toUserSummary(row: { id: number; username: string; avatar: string | null; rank: string }): UserSummary {
  return { userId: row.id, username: row.username, avatar: row.avatar, rank: row.rank };
}

/** A published review row in the shape of `publicReviewSchema`. */
export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.review_id,
    productSKU: `KWC-${row.review_product_id}`,
    author: toUserSummary({
      id: row.author_id,
      username: row.author_username,
      avatar: row.author_avatar,
      rank: row.author_rank,
    }),
    rating: row.review_rating,
    title: row.review_title,
    body: row.review_body,
    pros: row.review_pros,
    cons: row.review_cons,
    // The columns are free text in the database; the form only ever writes the schema's keys.
    usageTime: row.review_usage_time as PublicReview['usageTime'],
    purchaseSource: row.review_purchase_source as PublicReview['purchaseSource'],
    skinType: row.review_skin_type as PublicReview['skinType'],
    likes: row.review_likes,
    publishedAt: row.review_published_at,
  };
}
