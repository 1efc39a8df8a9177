import {
  PAGES_LIMITS,
  type ActiveReviewer,
  type CategoryWithCount,
  type HomeResponse,
  type NewestReviewsResponse,
  type PopularBrand,
  type ReviewersResponse,
  type TestingStatus,
} from '@kwc/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { queryRows } from '../db/client';
import * as t from '../db/schema';
import { isoTime } from '../db/sql';
import type { RequestContext } from '../http/context';
import { productColumns, roundRating, toProduct, type ProductRow } from '../products/card';
import { visibleProducts } from '../products/service';
import { BROWSABLE_STATUSES, publicReviewColumns, toPublicReview, toUserSummary, type PublicReviewRow } from './shared';

/** Where a testing campaign stands at `now`: the end is exclusive. */
export function testingStatus(startsAt: Date, endsAt: Date, now: Date): TestingStatus {
  if (now < startsAt) return 'wkrótce';
  if (now >= endsAt) return 'zakończone';
  return 'trwa';
}

/** Brands with public products, most popular first (brands' own popularity, then their product count). */
export async function popularBrands(context: RequestContext, limit?: number): Promise<PopularBrand[]> {
  const rows = await queryRows<{ slug: string; name: string; product_count: number; average_rating: number | null }>(
    context.db,
    sql`select b.slug, b.name, count(*)::int as product_count,
          (sum(products.rating * products.number_of_reviews) / nullif(sum(products.number_of_reviews), 0))::float8
            as average_rating
        from brands b join products on products.brand_id = b.id and ${visibleProducts(context)}
        group by b.id
        order by b.popularity desc, product_count desc, b.name, b.id
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => ({
    slug: `marka-${row.slug}`,
    name: row.name,
    productCount: row.product_count,
    averageRating: roundRating(row.average_rating),
  }));
}

/** Reviewers with the most published reviews, then the most likes on them. */
async function activeReviewers(context: RequestContext, limit: number, offset: number): Promise<ActiveReviewer[]> {
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

/** Top-level categories a visitor browses from the home page, with their product counts. */
async function homeCategories(context: RequestContext, limit: number): Promise<CategoryWithCount[]> {
  const rows = await context.db
    .select({
      id: t.categories.id,
      name: t.categories.name,
      urlKey: t.categories.urlKey,
      productCount: t.categories.productCount,
    })
    .from(t.categories)
    .where(
      and(
        isNull(t.categories.parentId),
        eq(t.categories.kind, 'category'),
        inArray(t.categories.status, [...BROWSABLE_STATUSES]),
        eq(t.categories.isAdultsOnly, false),
        context.revealNonPublic ? undefined : eq(t.categories.isPublic, true),
      ),
    )
    .orderBy(asc(t.categories.position), asc(t.categories.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    full_name: row.name,
    url_key: row.urlKey,
    productCount: row.productCount,
  }));
}

/**
 * The eight home page sections of spec section 1, in order. Adult products never show on the home
 * page: every section that shows products leaves them out.
 */
export async function home(context: RequestContext, now: Date): Promise<HomeResponse> {
  const { db, dictionary } = context;
  const size = PAGES_LIMITS.homeSectionSize;
  const homeProducts = sql`not products.is_adult and ${visibleProducts(context)}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  await dictionary.ready();
  const [recommended, brands, testing, active, rewarded, newest, mostReviewed, categories] = await Promise.all([
    queryRows<ProductRow & { recommendation_id: number; recommendation_title: string; recommendation_lead: string }>(
      db,
      sql`select e.id as recommendation_id, e.title as recommendation_title, e.lead as recommendation_lead,
            ${productColumns}
          from editorial_recommendations e join products on products.id = e.product_id
          where ${homeProducts}
          order by e.position, e.id limit ${size}`,
    ),
    popularBrands(context, size),
    // Running campaigns first, then the coming ones, then the ones that ended most recently.
    queryRows<
      ProductRow & {
        campaign_id: number;
        campaign_title: string;
        campaign_description: string;
        starts_at: string;
        ends_at: string;
      }
    >(
      db,
      sql`select c.id as campaign_id, c.title as campaign_title, c.description as campaign_description,
            ${isoTime(sql`c.starts_at`)} as starts_at, ${isoTime(sql`c.ends_at`)} as ends_at, ${productColumns}
          from testing_campaigns c join products on products.id = c.product_id
          where ${homeProducts}
          order by case when c.starts_at > ${at} then 1 when c.ends_at <= ${at} then 2 else 0 end,
            case when c.ends_at <= ${at} then null else c.starts_at end asc nulls last,
            c.ends_at desc, c.id
          limit ${size}`,
    ),
    activeReviewers(context, size, 0),
    queryRows<ProductRow & { award_name: string; award_year: number }>(
      db,
      sql`select a.name as award_name, a.year as award_year, ${productColumns}
          from awards a join products on products.id = a.product_id
          where ${homeProducts}
          order by a.year desc, a.id limit ${size}`,
    ),
    queryRows<ProductRow>(
      db,
      sql`select ${productColumns} from products where ${homeProducts}
          order by products.created_at desc, products.id desc limit ${size}`,
    ),
    queryRows<ProductRow>(
      db,
      sql`select ${productColumns} from products where ${homeProducts}
          order by products.number_of_reviews desc, products.id limit ${size}`,
    ),
    homeCategories(context, PAGES_LIMITS.homeSectionMax),
  ]);
  const product = (row: ProductRow) => toProduct(row, dictionary);
  return {
    editorialRecommendations: recommended.map((row) => ({
      id: row.recommendation_id,
      title: row.recommendation_title,
      lead: row.recommendation_lead,
      product: product(row),
    })),
    popularBrands: brands,
    testing: testing.map((row) => ({
      id: row.campaign_id,
      title: row.campaign_title,
      description: row.campaign_description,
      product: product(row),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      status: testingStatus(new Date(row.starts_at), new Date(row.ends_at), now),
    })),
    activeReviewers: active,
    rewardedProducts: rewarded.map((row) => ({ name: row.award_name, year: row.award_year, product: product(row) })),
    newProducts: newest.map(product),
    mostReviewed: mostReviewed.map(product),
    categories,
  };
}
