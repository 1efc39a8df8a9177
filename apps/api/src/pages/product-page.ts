import {
  PAGES_LIMITS,
  parseProductUrlPath,
  type ProductPageResponse,
  type ProductReviewSort,
  type ProductReviewsResponse,
} from '@kwc/domain';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { queryRows } from '../db/client';
import * as t from '../db/schema';
import { intArray } from '../db/sql';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { productColumns, roundRating, toProduct, type ProductRow } from '../products/card';
import { visibleProducts } from '../products/service';
import { publicReviewColumns, toPublicReview, type PublicReviewRow } from './shared';

interface ProductPageRow extends ProductRow {
  description: string | null;
  category_id: number;
  category_path: number[];
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** A visible product by id, or a 404. */
async function findProduct(context: RequestContext, productId: number): Promise<ProductPageRow> {
  const [row] = await queryRows<ProductPageRow>(
    context.db,
    sql`select ${productColumns}, products.description, products.category_id, products.category_path
        from products where products.id = ${productId} and ${visibleProducts(context)}`,
  );
  if (!row) throw new NotFoundError(`Nie znaleziono produktu KWC-${productId}`);
  return row;
}

/** The product page (`GET /catalog/product-page`): the state of spec section 3 plus offers, similar products and awards. */
export async function productPage(
  context: RequestContext,
  urlPath: string,
  anonymousId: string | undefined,
): Promise<ProductPageResponse> {
  const parsed = parseProductUrlPath(urlPath);
  // The query schema already refused anything else; this keeps the service safe on its own.
  if (!parsed) throw new NotFoundError('Nie znaleziono produktu');
  const { db, dictionary } = context;
  await dictionary.ready();
  const product = await findProduct(context, parsed.productId);
  const id = product.id;

  const [ingredients, ancestors, ratingRows, articles, offers, similar, awards, onWishlist] = await Promise.all([
    queryRows<{ slug: string; inci: string; name_pl: string | null; is_important: boolean }>(
      db,
      sql`select i.slug, i.inci, i.name_pl, i.is_important
          from product_ingredients pi join ingredients i on i.id = pi.ingredient_id
          where pi.product_id = ${id} order by pi.position`,
    ),
    product.category_path.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: t.categories.id, name: t.categories.name, urlKey: t.categories.urlKey })
          .from(t.categories)
          .where(inArray(t.categories.id, product.category_path)),
    queryRows<{ rating: number; n: number }>(
      db,
      sql`select rating, count(*)::int as n from reviews
          where product_id = ${id} and status = 'published' group by rating`,
    ),
    // Articles about the product first, then articles about a category on its path.
    queryRows<{ title: string; lead: string; url: string; published_at: string | Date }>(
      db,
      sql`select title, lead, url, published_at from product_articles
          where product_ids @> array[${id}]::int[] or category_id = any(${intArray(product.category_path)})
          order by (product_ids @> array[${id}]::int[]) desc, id
          limit ${PAGES_LIMITS.productArticles}`,
    ),
    queryRows<{ slug: string; name: string; price: number; url: string }>(
      db,
      sql`select s.slug, s.name, o.price, o.url from offers o join partner_shops s on s.id = o.shop_id
          where o.product_id = ${id} order by o.price, s.name`,
    ),
    // The GIN index on the path finds the category's products; the id check keeps the leaf itself.
    queryRows<ProductRow>(
      db,
      sql`select ${productColumns} from products
          where products.category_path @> array[${product.category_id}]::int[]
            and products.category_id = ${product.category_id}
            and products.id <> ${id} and ${visibleProducts(context)}
          order by products.popularity desc, products.id
          limit ${PAGES_LIMITS.similarProducts}`,
    ),
    db
      .select({ name: t.awards.name, year: t.awards.year })
      .from(t.awards)
      .where(eq(t.awards.productId, id))
      .orderBy(desc(t.awards.year), asc(t.awards.id)),
    anonymousId
      ? queryRows<{ found: number }>(
          db,
          sql`select 1 as found from wishlist_items where anonymous_id = ${anonymousId} and product_id = ${id} limit 1`,
        )
      : Promise.resolve([]),
  ]);

  const byId = new Map(ancestors.map((row) => [row.id, row]));
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
    product: {
      ...toProduct(product, dictionary),
      description: product.description,
      brandSlug: `marka-${dictionary.brands.get(product.brand_id)?.slug ?? ''}`,
      ingredients: ingredients.map((row) => ({
        slug: `skladnik-${row.slug}`,
        inciName: row.inci,
        name: row.name_pl,
        isImportant: row.is_important,
      })),
    },
    // Products added by users name their author; the catalogue keeps no author yet (the add-product
    // write side comes later), so every product is the editors'.
    author: null,
    isOnWishlist: onWishlist.length > 0,
    breadcrumbs: product.category_path.flatMap((categoryId) => {
      const row = byId.get(categoryId);
      return row ? [{ id: row.id, full_name: row.name, url_key: row.urlKey }] : [];
    }),
    reviewsSummary: {
      averageRating: numberOfReviews > 0 ? roundRating(ratingSum / numberOfReviews) : null,
      numberOfReviews,
      ratingCounts,
    },
    productArticles: articles.map((row) => ({
      title: row.title,
      lead: row.lead,
      url: row.url,
      image: null,
      publishedAt: new Date(row.published_at).toISOString(),
    })),
    // Every review here is a community member's; the count is the published ones, like the summary.
    numberOfUserReviews: numberOfReviews,
    canonicalUrlPath: product.url_path,
    offers: offers.map((row) => ({ shopSlug: row.slug, shopName: row.name, price: row.price / 100, url: row.url })),
    similarProducts: similar.map((row) => toProduct(row, dictionary)),
    awards,
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
