import { parseProductUrlPath, type ProductPageResponse } from '@kwc/domain';

import { categoryBreadcrumbs } from '../catalog/category-tree';
import { productArticles, productAwards } from '../editorial/service';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { toProduct } from '../products/card';
import { findProduct, productIngredients, productOffers, similarProducts } from '../products/service';
import { reviewsSummary } from '../reviews/service';
import { isOnWishlist, type WishlistOwner } from '../wishlist/service';

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

  const [ingredients, breadcrumbs, summary, articles, offers, similar, awards, onWishlist] = await Promise.all([
    productIngredients(db, id),
    categoryBreadcrumbs(db, product.category_path),
    reviewsSummary(db, id),
    productArticles(db, id, product.category_path),
    productOffers(db, id),
    similarProducts(context, product),
    productAwards(db, id),
    owner ? isOnWishlist(db, owner, id) : Promise.resolve(false),
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
    // Products added by users name their author; the catalogue keeps no author yet (the add-product
    // write side comes later), so every product is the editors'.
    author: null,
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
