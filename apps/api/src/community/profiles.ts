import {
  PROFILE_SECTION_PAGE_SIZE,
  type ProfileResponse,
  type ProfileSection,
  type ProfileSectionResponse,
} from '@kwc/domain';
import { eq, sql, type SQL } from 'drizzle-orm';

import { countersOf } from '../accounts/store';
import { queryRows } from '../db/client';
import { isoTime } from '../db/sql';
import * as t from '../db/schema';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import { visibleProducts } from '../products/service';
import { publicReviewColumns, toPublicReview, type PublicReviewRow } from '../reviews/service';

export const PROFILE_MESSAGES = {
  unknownUser: 'Nie znaleziono takiego profilu',
  ownerOnly: 'Szkice widzi tylko autorka profilu',
} as const;

/** An active user with a public name, or a 404 (spec section 2 "user-profile check"). */
async function profileRow(context: RequestContext, userId: number) {
  const [row] = await context.db.select().from(t.users).where(eq(t.users.id, userId));
  if (!row || row.deactivatedAt !== null || !row.username) throw new NotFoundError(PROFILE_MESSAGES.unknownUser);
  return { ...row, username: row.username };
}

/** `GET /kwc/users/{userId}`: the profile, its counters, and whether the reader follows it. */
export async function profile(context: RequestContext, readerId: number, userId: number): Promise<ProfileResponse> {
  const row = await profileRow(context, userId);
  const [followed] = await queryRows<{ found: number }>(
    context.db,
    sql`select 1 as found from follows where follower_id = ${readerId} and followee_id = ${userId}`,
  );
  return {
    profile: {
      id: row.id,
      username: row.username,
      avatar: row.avatar,
      rank: row.rank,
      bio: row.bio,
      socialLinks: {
        instagram: row.socialInstagram,
        facebook: row.socialFacebook,
        tiktok: row.socialTiktok,
        youtube: row.socialYoutube,
      },
      memberSince: row.createdAt.toISOString(),
    },
    counters: countersOf(row),
    isFollowed: followed !== undefined,
    isOwner: readerId === userId,
  };
}

const page = (number: number) =>
  sql`limit ${PROFILE_SECTION_PAGE_SIZE} offset ${(number - 1) * PROFILE_SECTION_PAGE_SIZE}`;

async function counted(context: RequestContext, query: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(context.db, sql`select count(*)::int as total ${query}`);
  return row?.total ?? 0;
}

/** Published reviews with their products, `from` naming the rows (aliases r, u, products). */
async function reviewsPage(context: RequestContext, from: SQL, order: SQL, pageNumber: number) {
  const [rows, total] = await Promise.all([
    queryRows<PublicReviewRow & ProductRow>(
      context.db,
      sql`select ${publicReviewColumns}, ${productColumns} ${from} order by ${order} ${page(pageNumber)}`,
    ),
    counted(context, from),
  ]);
  return {
    reviews: rows.map((row) => ({ ...toPublicReview(row), product: toProduct(row, context.dictionary) })),
    total,
  };
}

async function productsPage(context: RequestContext, from: SQL, order: SQL, pageNumber: number) {
  const [rows, total] = await Promise.all([
    queryRows<ProductRow>(context.db, sql`select ${productColumns} ${from} order by ${order} ${page(pageNumber)}`),
    counted(context, from),
  ]);
  return { products: rows.map((row) => toProduct(row, context.dictionary)), total };
}

/**
 * `GET /kwc/users/{userId}/sections/{section}`: one page of a profile section, newest first. Drafts
 * (`szkice`) are the owner's alone: anyone else gets the 404 an unknown section would.
 */
export async function profileSection(
  context: RequestContext,
  readerId: number,
  userId: number,
  section: ProfileSection,
  pageNumber: number,
): Promise<ProfileSectionResponse> {
  await profileRow(context, userId);
  await context.dictionary.ready();
  const visible = visibleProducts(context);
  switch (section) {
    case 'opinie': {
      const from = sql`from reviews r join users u on u.id = r.user_id join products on products.id = r.product_id
        where r.user_id = ${userId} and r.status = 'published' and ${visible}`;
      return { section, ...(await reviewsPage(context, from, sql`r.published_at desc, r.id desc`, pageNumber)) };
    }
    case 'pochwaly': {
      const from = sql`from review_likes l join reviews r on r.id = l.review_id join users u on u.id = r.user_id
        join products on products.id = r.product_id
        where l.user_id = ${userId} and r.status = 'published' and u.deactivated_at is null and ${visible}`;
      return { section, ...(await reviewsPage(context, from, sql`l.created_at desc, r.id desc`, pageNumber)) };
    }
    case 'produkty': {
      const from = sql`from added_products a join products on products.id = a.product_id
        where a.user_id = ${userId} and a.status = 'published' and ${visible}`;
      return {
        section,
        ...(await productsPage(context, from, sql`a.decided_at desc nulls last, a.id desc`, pageNumber)),
      };
    }
    case 'hity': {
      const from = sql`from product_hits h join products on products.id = h.product_id
        where h.user_id = ${userId} and ${visible}`;
      return { section, ...(await productsPage(context, from, sql`h.created_at desc, h.product_id desc`, pageNumber)) };
    }
    case 'szkice': {
      if (readerId !== userId) throw new NotFoundError(PROFILE_MESSAGES.ownerOnly);
      const from = sql`from reviews r join products on products.id = r.product_id
        where r.user_id = ${userId} and r.status in ('draft', 'needs_changes')`;
      const [rows, total] = await Promise.all([
        queryRows<ProductRow & { review_id: number; title: string | null; status: string; updated: string }>(
          context.db,
          sql`select r.id as review_id, coalesce(nullif(r.draft->>'title', ''), r.title) as title, r.status,
                ${isoTime(sql`r.updated_at`)} as updated, ${productColumns}
              ${from} order by r.updated_at desc, r.id desc ${page(pageNumber)}`,
        ),
        counted(context, from),
      ]);
      return {
        section,
        drafts: rows.map((row) => ({
          reviewId: row.review_id,
          productId: row.id,
          title: row.title,
          status: row.status as 'draft' | 'needs_changes',
          updatedAt: row.updated,
          product: toProduct(row, context.dictionary),
        })),
        total,
      };
    }
  }
}
