import {
  PAGES_LIMITS,
  type ArticlePageResponse,
  type HomeResponse,
  type ProductPageResponse,
  type TestingStatus,
} from '@kwc/domain';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { intArray, isoTime } from '../db/sql';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from '../products/card';

/** Where a testing campaign stands at `now`: the end is exclusive. */
export function testingStatus(startsAt: Date, endsAt: Date, now: Date): TestingStatus {
  if (now < startsAt) return 'wkrótce';
  if (now >= endsAt) return 'zakończone';
  return 'trwa';
}

/** Products the editors recommend ("polecamy"), in their order, among products matching `where`. */
export async function editorialRecommendations(
  context: RequestContext,
  where: SQL,
  limit: number,
): Promise<HomeResponse['editorialRecommendations']> {
  const rows = await queryRows<
    ProductRow & { recommendation_id: number; recommendation_title: string; recommendation_lead: string }
  >(
    context.db,
    sql`select e.id as recommendation_id, e.title as recommendation_title, e.lead as recommendation_lead,
          ${productColumns}
        from editorial_recommendations e join products on products.id = e.product_id
        where ${where}
        order by e.position, e.id limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.recommendation_id,
    title: row.recommendation_title,
    lead: row.recommendation_lead,
    product: toProduct(row, context.dictionary),
  }));
}

/** Testing campaigns of products matching `where`: running first, then coming, then the latest ended. */
export async function testingCampaigns(
  context: RequestContext,
  where: SQL,
  now: Date,
  limit: number,
): Promise<HomeResponse['testing']> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<
    ProductRow & {
      campaign_id: number;
      campaign_title: string;
      campaign_description: string;
      starts_at: string;
      ends_at: string;
    }
  >(
    context.db,
    sql`select c.id as campaign_id, c.title as campaign_title, c.description as campaign_description,
          ${isoTime(sql`c.starts_at`)} as starts_at, ${isoTime(sql`c.ends_at`)} as ends_at, ${productColumns}
        from testing_campaigns c join products on products.id = c.product_id
        where ${where}
        order by case when c.starts_at > ${at} then 1 when c.ends_at <= ${at} then 2 else 0 end,
          case when c.ends_at <= ${at} then null else c.starts_at end asc nulls last,
          c.ends_at desc, c.id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.campaign_id,
    title: row.campaign_title,
    description: row.campaign_description,
    product: toProduct(row, context.dictionary),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: testingStatus(new Date(row.starts_at), new Date(row.ends_at), now),
  }));
}

/** Awarded products matching `where` ("nagrodzone produkty"), the newest awards first. */
export async function rewardedProducts(
  context: RequestContext,
  where: SQL,
  limit: number,
): Promise<HomeResponse['rewardedProducts']> {
  const rows = await queryRows<ProductRow & { award_name: string; award_year: number }>(
    context.db,
    sql`select a.name as award_name, a.year as award_year, ${productColumns}
        from awards a join products on products.id = a.product_id
        where ${where}
        order by a.year desc, a.id limit ${limit}`,
  );
  return rows.map((row) => ({
    name: row.award_name,
    year: row.award_year,
    product: toProduct(row, context.dictionary),
  }));
}

/** A product's awards, the newest first. */
export function productAwards(db: Database, productId: number): Promise<ProductPageResponse['awards']> {
  return db
    .select({ name: t.awards.name, year: t.awards.year })
    .from(t.awards)
    .where(eq(t.awards.productId, productId))
    .orderBy(desc(t.awards.year), asc(t.awards.id));
}

/** Articles about a product first, then articles about a category on its path. */
export async function productArticles(
  db: Database,
  productId: number,
  categoryPath: number[],
): Promise<ProductPageResponse['productArticles']> {
  const rows = await queryRows<{ title: string; lead: string; url: string; published_at: string | Date }>(
    db,
    sql`select title, lead, url, published_at from product_articles
        where product_ids @> array[${productId}]::int[] or category_id = any(${intArray(categoryPath)})
        order by (product_ids @> array[${productId}]::int[]) desc, id
        limit ${PAGES_LIMITS.productArticles}`,
  );
  return rows.map((row) => ({
    title: row.title,
    lead: row.lead,
    url: row.url,
    image: null,
    publishedAt: new Date(row.published_at).toISOString(),
  }));
}

/** A magazine article (the site's `/kwc-{slug}`) with its category when that is public, or a 404. */
export async function findArticle(
  context: RequestContext,
  slug: string,
): Promise<{ article: ArticlePageResponse['article']; productIds: number[] }> {
  const [row] = await queryRows<{
    id: number;
    title: string;
    lead: string;
    body: string;
    url: string;
    published_at: string;
    product_ids: number[];
    category_id: number | null;
    category_name: string | null;
    category_url_key: string | null;
  }>(
    context.db,
    sql`select a.id, a.title, a.lead, a.body, a.url, ${isoTime(sql`a.published_at`)} as published_at, a.product_ids,
          c.id as category_id, c.name as category_name, c.url_key as category_url_key
        from product_articles a
        left join categories c on c.id = a.category_id and c.kind = 'category'
          and (c.is_public or ${context.revealNonPublic}) and c.status <> 'REDIRECTED'
        where a.url = ${`/kwc-${slug}`}`,
  );
  if (!row) throw new NotFoundError(`Nie znaleziono artykułu „${slug}”`);
  return {
    article: {
      title: row.title,
      lead: row.lead,
      body: row.body,
      url: row.url,
      image: null,
      publishedAt: row.published_at,
      category:
        row.category_id !== null
          ? { id: row.category_id, full_name: row.category_name!, url_key: row.category_url_key! }
          : null,
    },
    productIds: row.product_ids,
  };
}
