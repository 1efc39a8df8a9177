import { parseProductUrlPath, type ProductPageResponse, type UserSummary } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { categoryBreadcrumbs } from '../catalog/category-tree';
import { productArticles, productAwards } from '../editorial/service';
import { queryRows, type Database } from '../db/client';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { toProduct } from '../products/card';
import { findProduct, productIngredients, productOffers, similarProducts } from '../products/service';
import { reviewsSummary } from '../reviews/service';
import { isOnWishlist, type WishlistOwner } from '../wishlist/service';

/**
 * Who added the product (spec section 3 "Product page state" `author`): the member whose proposal was
 * published as this product, while her account is live and named; `null` for the editors' products.
 */
async function productAuthor(db: Database, productId: number): Promise<UserSummary | null> {
  const [row] = await queryRows<{ id: number; username: string; avatar: string | null; rank: string }>(
    db,
    sql`select u.id, u.username, u.avatar, u.rank
        from added_products a join users u on u.id = a.user_id
        where a.product_id = ${productId} and a.status = 'published'
          and u.deactivated_at is null and u.username is not null
        limit 1`,
  );
  return row ? { userId: row.id, username: row.username, avatar: row.avatar, rank: row.rank } : null;
}

/** The product page (`GET /catalog/product-page`): the state of spec section 3 plus offers, similar products and awards. */
export async function productPage(
  context: RequestContext,
  urlPath: string,
  /** Whose wishlist the heart reflects: the logged-in user's, else the anonymous visitor's. */
  owner: WishlistOwner | null,
): Promise<ProductPageResponse> {
  const parsed = parseProductUrlPath(urlPath);
  // The query schema already refused anything else; this keeps the service safe on its own.
  if (!parsed) throw new NotFoundError('Nie znaleziono produktu');
  const { db, dictionary } = context;
  await dictionary.ready();
  const product = await findProduct(context, parsed.productId);
  const id = product.id;

  const [ingredients, breadcrumbs, summary, articles, offers, similar, awards, onWishlist, author] = await Promise.all([
    productIngredients(db, id),
    categoryBreadcrumbs(db, product.category_path),
    reviewsSummary(db, id),
    productArticles(db, id, product.category_path),
    productOffers(db, id),
    similarProducts(context, product),
    productAwards(db, id),
    owner ? isOnWishlist(db, owner, id) : Promise.resolve(false),
    productAuthor(db, id),
  ]);

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
    author,
    isOnWishlist: onWishlist,
    breadcrumbs,
    reviewsSummary: summary,
    productArticles: articles,
    // Every review here is a community member's; the count is the published ones, like the summary.
    numberOfUserReviews: summary.numberOfReviews,
    canonicalUrlPath: product.url_path,
    offers: offers.map((row) => ({ shopSlug: row.slug, shopName: row.name, price: row.price / 100, url: row.url })),
    similarProducts: similar.map((row) => toProduct(row, dictionary)),
    awards,
  };
}
