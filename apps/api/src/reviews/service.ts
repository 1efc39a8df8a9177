import {
  type ActiveReviewer,
  type NewestReviewsResponse,
  type ProductReviewSort,
  type ProductReviewsResponse,
  type PublicReview,
  type ReviewPhoto,
  type ReviewsSummary,
  type ReviewersResponse,
  type UserSummary,
} from '@kwc/domain';
import { sql, type SQL } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import { isoTime } from '../db/sql';
import type { RequestContext } from '../http/context';
import { productColumns, roundRating, toProduct, type ProductRow } from '../products/card';
import { findProduct, visibleProducts } from '../products/service';

/** Review and author columns of a public review, aliased so they can sit beside `productColumns`. */
export const publicReviewColumns = sql`r.id as review_id, r.product_id as review_product_id, r.rating as review_rating,
  r.title as review_title, r.body as review_body, r.pros as review_pros, r.cons as review_cons,
  r.usage_time as review_usage_time, r.purchase_source as review_purchase_source, r.skin_type as review_skin_type,
  r.hair_type as review_hair_type, r.received_as as review_received_as, r.photos as review_photos, r.likes as review_likes, ${isoTime(sql`r.published_at`)} as review_published_at,
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
  review_hair_type: string | null;
  review_received_as: string | null;
  review_photos: ReviewPhoto[];
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
    hairType: row.review_hair_type as PublicReview['hairType'],
    receivedAs: row.review_received_as as PublicReview['receivedAs'],
    photos: row.review_photos,
    likes: row.review_likes,
    publishedAt: row.review_published_at,
  };
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** A product's published reviews counted per rating, with their average and total. */
export async function reviewsSummary(db: Database, productId: number): Promise<ReviewsSummary> {
  const ratingRows = await queryRows<{ rating: number; n: number }>(
    db,
    sql`select rating, count(*)::int as n from reviews
        where product_id = ${productId} and status = 'published' group by rating`,
  );
  const ratingCounts = Object.fromEntries(RATINGS.map((rating) => [rating, 0])) as Record<
    (typeof RATINGS)[number],
    number
  >;
  let numberOfReviews = 0;
  let ratingSum = 0;
  for (const row of ratingRows) {
    const key = String(row.rating) as (typeof RATINGS)[number];
    if (!(key in ratingCounts)) continue;
    ratingCounts[key] += row.n;
    numberOfReviews += row.n;
    ratingSum += row.rating * row.n;
  }
  return {
    averageRating: numberOfReviews > 0 ? roundRating(ratingSum / numberOfReviews) : null,
    numberOfReviews,
    ratingCounts,
  };
}

const REVIEW_ORDER: Record<ProductReviewSort, SQL> = {
  newest: sql`r.published_at desc, r.id desc`,
  oldest: sql`r.published_at asc, r.id asc`,
  rating_desc: sql`r.rating desc, r.published_at desc, r.id desc`,
  rating_asc: sql`r.rating asc, r.published_at desc, r.id desc`,
  most_liked: sql`r.likes desc, r.published_at desc, r.id desc`,
};

/** A product's published reviews (`GET /catalog/product-reviews`). */
export async function productReviews(
  context: RequestContext,
  query: { productId: number; sort: ProductReviewSort; page: number; pageSize: number },
): Promise<ProductReviewsResponse> {
  const product = await findProduct(context, query.productId);
  const [rows, [counted]] = await Promise.all([
    queryRows<PublicReviewRow>(
      context.db,
      sql`select ${publicReviewColumns} from reviews r join users u on u.id = r.user_id
          where r.product_id = ${product.id} and r.status = 'published'
          order by ${REVIEW_ORDER[query.sort]}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(
      context.db,
      sql`select count(*)::int as total from reviews where product_id = ${product.id} and status = 'published'`,
    ),
  ]);
  return { reviews: rows.map(toPublicReview), total: counted?.total ?? 0 };
}

/** Reviewers with the most published reviews, then the most likes on them. */
export async function activeReviewers(
  context: RequestContext,
  limit: number,
  offset: number,
): Promise<ActiveReviewer[]> {
  const rows = await queryRows<{
    id: number;
    username: string;
    avatar: string | null;
    rank: string;
    review_count: number;
    likes: number;
  }>(
    context.db,
    sql`select u.id, u.username, u.avatar, u.rank, s.review_count, s.likes
        from (
          select user_id, count(*)::int as review_count, coalesce(sum(likes), 0)::int as likes
          from reviews where status = 'published' group by user_id
        ) s join users u on u.id = s.user_id
        where u.is_active
        order by s.review_count desc, s.likes desc, u.id
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({ ...toUserSummary(row), reviewCount: row.review_count, likes: row.likes }));
}

/** The most active reviewers (`GET /reviewers`, `/recenzentki.html`). */
export async function reviewers(
  context: RequestContext,
  query: { page: number; pageSize: number },
): Promise<ReviewersResponse> {
  const [list, [counted]] = await Promise.all([
    activeReviewers(context, query.pageSize, (query.page - 1) * query.pageSize),
    queryRows<{ total: number }>(
      context.db,
      sql`select count(*)::int as total
          from (select distinct user_id from reviews where status = 'published') s
          join users u on u.id = s.user_id where u.is_active`,
    ),
  ]);
  return { reviewers: list, total: counted?.total ?? 0 };
}

/** The newest published reviews with their products (`GET /reviews/newest`, `/najnowsze-recenzje`). */
export async function newestReviews(
  context: RequestContext,
  query: { page: number; pageSize: number },
): Promise<NewestReviewsResponse> {
  await context.dictionary.ready();
  const [rows, [counted]] = await Promise.all([
    queryRows<PublicReviewRow & ProductRow>(
      context.db,
      sql`select ${publicReviewColumns}, ${productColumns}
          from reviews r join users u on u.id = r.user_id join products on products.id = r.product_id
          where r.status = 'published' and ${visibleProducts(context)}
          order by r.published_at desc, r.id desc
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(
      context.db,
      sql`select count(*)::int as total from reviews r join products on products.id = r.product_id
          where r.status = 'published' and ${visibleProducts(context)}`,
    ),
  ]);
  return {
    reviews: rows.map((row) => ({ ...toPublicReview(row), product: toProduct(row, context.dictionary) })),
    total: counted?.total ?? 0,
  };
}
