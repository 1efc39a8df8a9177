import { parseProductUrlPath, type ProductPageResponse, type ProductReviewsResponse } from '@kwc/domain';
import {
  ApiResponseError,
  productPageKey,
  productReviewsKey,
  useAdultContentDisplay,
  useProductPage,
  useProductReviews,
} from '@kwc/hooks';
import { Breadcrumbs } from '@kwc/ui';
import { Link } from 'wouter';

import { AdultGate } from '../../app/AdultGate';
import { useDeferredDrawing } from '../../app/deferredDrawing';
import { container } from '../../app/layout.css';
import { HttpError, type LoaderContext, type LoaderResult, type PageProps } from '../../app/page';
import { Seo } from '../../app/Seo';
import { usePageAdsContext } from '../../app/analytics';
import { useSiteContext } from '../../app/SiteContext';
import { useVisitor, useWishlistCheck } from '../../app/Visitor';
import { ProductArticles } from './ProductArticles';
import { ProductDescription } from './ProductDescription';
import { ProductHeader } from './ProductHeader';
import { ProductIngredients } from './ProductIngredients';
import * as styles from './ProductPage.css';
import { ProductReviews, useReviewSort } from './ProductReviews';
import { ProductSection, SectionNav } from './ProductSection';
import {
  productBreadcrumbs,
  productJsonLd,
  productMetaDescription,
  productPagePath,
  shareImagePath,
} from './productSeo';
import { RecentlyViewed } from './RecentlyViewed';
import { reviewSortFromCookie, reviewsQuery, REVIEW_SORT_COOKIE } from './reviewSort';
import { SimilarProducts } from './SimilarProducts';

/** The API's answer as the loader sees it: a 4xx of the API is the site's 404 (see `loadPage`). */
async function fromApi<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiResponseError) throw new HttpError(error.status, error.path);
    throw error;
  }
}

/**
 * The product's page data and the first page of its reviews in the visitor's order. The product is
 * found by the id after the comma; a slug other than the stored one answers 301 to the canonical
 * address, so every product has one URL.
 */
export async function load({ params, url, client, cookie }: LoaderContext): Promise<LoaderResult> {
  const urlPath = params.slug ?? '';
  // `/{slug*}.html`: an address of several segments (an old one with a category in front) names
  // its product by the last; it is not canonical, so it answers with the redirect below.
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  const parsed = parseProductUrlPath(lastSegment);
  if (!parsed) return { status: 404 };
  const page = await fromApi(client.getProductPage({ urlPath: lastSegment }));
  if (page.canonicalUrlPath !== urlPath) {
    return { redirect: { location: `${productPagePath(page.canonicalUrlPath)}${url.search}`, status: 301 } };
  }
  const query = reviewsQuery(page.product.sku, reviewSortFromCookie(cookie(REVIEW_SORT_COOKIE)), 1);
  // The reviews fail alone: the page renders without them and their section says so.
  const reviews = await client.getProductReviews(query).catch((error: unknown) => {
    console.error('product page: the reviews could not be read', error);
    return null;
  });
  return {
    fallback: { [productPageKey(urlPath)]: page, ...(reviews ? { [productReviewsKey(query)]: reviews } : {}) },
    adult: page.product.belongsToAdultCategory,
    adultGate: page.product.belongsToAdultCategory,
    productView: page.product.sku,
  };
}

export default function ProductPage({ params }: PageProps) {
  const urlPath = params.slug ?? '';
  const { data } = useProductPage(urlPath);
  if (!data) return null;
  // A new product is a new screen: paging, sort state and the view beacon start afresh.
  return <ProductScreen key={data.product.sku} page={data} />;
}

function ProductScreen({ page }: { page: ProductPageResponse }) {
  const { origin, isCrawler } = useSiteContext();
  const { product, reviewsSummary } = page;
  const { wishlist } = useVisitor();
  useDeferredDrawing(product.sku);
  const showAdultContent = useAdultContentDisplay({ isCrawler, isAccountInitialized: true, dateOfBirth: null });
  const [sort] = useReviewSort();
  const firstReviews = useProductReviews(reviewsQuery(product.sku, sort, 1), { keepPreviousData: true });
  // Which of the page's products are on the wishlist (the view itself is counted by the layout: ProductView).
  useWishlistCheck([product.sku, ...page.similarProducts.map((similar) => similar.sku)].join(','));

  const breadcrumbs = productBreadcrumbs(page);
  usePageAdsContext({
    contentType: 'product',
    brand: product.brandSlug,
    categoryIds: page.breadcrumbs.map((crumb) => crumb.id),
  });
  const imagePath = product.images[0]?.path;
  const description = productMetaDescription(page);

  return (
    <div className={`${container} ${styles.page}`}>
      {/* First in the page's markup: no frame shows what follows (the JSON-LD is kilobytes) without it. */}
      {product.belongsToAdultCategory ? <AdultGate productBelongsToAdultCategory /> : null}
      <Seo
        title={`${product.brandName} ${product.name}`}
        description={description}
        canonicalPath={productPagePath(page.canonicalUrlPath)}
        ogType="product"
        image={imagePath ? shareImagePath(imagePath) : null}
        jsonLd={productJsonLd(page, reviewsForJsonLd(firstReviews.data), origin)}
        adult={product.belongsToAdultCategory}
      />
      <Breadcrumbs items={breadcrumbs} linkAs={Link} className={styles.breadcrumbs} />
      <ProductHeader page={page} wishlist={wishlist} showAdultContent={showAdultContent} />
      <SectionNav numberOfReviews={reviewsSummary.numberOfReviews} />

      <ProductSection id="opis">
        <ProductDescription description={product.description} />
      </ProductSection>

      <ProductSection id="skladniki">
        <ProductIngredients ingredients={product.ingredients} />
      </ProductSection>

      <ProductSection id="opinie">
        <ProductReviews
          productId={parseProductUrlPath(page.canonicalUrlPath)?.productId ?? 0}
          sku={product.sku}
          summary={reviewsSummary}
        />
      </ProductSection>

      <ProductSection id="podobne-produkty">
        <SimilarProducts products={page.similarProducts} store={wishlist} showAdultContent={showAdultContent} />
      </ProductSection>

      <ProductSection id="artykuly">
        <ProductArticles articles={page.productArticles} />
      </ProductSection>

      <ProductSection id="ostatnio-ogladane">
        <RecentlyViewed currentSku={product.sku} store={wishlist} showAdultContent={showAdultContent} />
      </ProductSection>
    </div>
  );
}

/** Reviews marked up for search engines: the published ones the page shows first. */
function reviewsForJsonLd(data: ProductReviewsResponse | undefined) {
  return data?.reviews ?? [];
}
