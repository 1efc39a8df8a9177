import {
  formatCount,
  formatDate,
  formatNumber,
  formatPrice,
  parseProductUrlPath,
  type Product,
  type ProductPageResponse,
  type ProductReviewsResponse,
} from '@kwc/domain';
import {
  ApiResponseError,
  productPageKey,
  productReviewsKey,
  useAdultContentDisplay,
  useAnonymousId,
  useProductPage,
  useProductReviews,
  useProductViewBeacon,
  useRecentlyViewed,
  useWishlist,
  useWishlistMarks,
  type WishlistStore,
} from '@kwc/hooks';
import {
  AGE_RESTRICTED_PLACEHOLDER_SRC,
  Breadcrumbs,
  Button,
  Icon,
  PRODUCT_TILE_MESSAGES,
  ProductGrid,
  productImageSources,
  RatingStars,
  SectionHeading,
  toast,
} from '@kwc/ui';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Link } from 'wouter';

import { AdultGate } from '../../app/AdultGate';
import { DEFERRED_DRAWING, useDeferredDrawing } from '../../app/deferredDrawing';
import { container } from '../../app/layout.css';
import { useNearViewport } from '../../app/nearViewport';
import { HttpError, type LoaderContext, type LoaderResult, type PageProps } from '../../app/page';
import { Seo } from '../../app/Seo';
import { usePageAdsContext } from '../../app/analytics';
import { useSiteContext } from '../../app/SiteContext';
import { useVisitor } from '../../app/Visitor';
import {
  ANCHORED_SECTIONS,
  PRODUCT_MESSAGES,
  PRODUCT_SECTIONS,
  REVIEW_FORMS,
  SHOP_LOCATIVE_FORMS,
  type ProductSectionId,
} from './messages';
import * as styles from './ProductPage.css';
import { ProductReviews, useReviewSort } from './ProductReviews';
import {
  productBreadcrumbs,
  productJsonLd,
  productMetaDescription,
  productPagePath,
  shareImagePath,
} from './productSeo';
import { reviewSortFromCookie, reviewsQuery, REVIEW_SORT_COOKIE } from './reviewSort';

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
  const reviews = await fromApi(client.getProductReviews(query));
  return {
    fallback: { [productPageKey(urlPath)]: page, [productReviewsKey(query)]: reviews },
    adult: page.product.belongsToAdultCategory,
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
  const similarSkus = page.similarProducts.map((similar) => similar.sku).join(',');

  const breadcrumbs = productBreadcrumbs(page);
  usePageAdsContext({
    contentType: 'product',
    brand: product.brandSlug,
    categoryIds: page.breadcrumbs.map((crumb) => crumb.id),
  });
  const category = page.breadcrumbs.at(-1);
  const imagePath = product.images[0]?.path;
  const description = productMetaDescription(page);

  return (
    <div className={`${container} ${styles.page}`}>
      <Seo
        title={`${product.brandName} ${product.name}`}
        description={description}
        canonicalPath={productPagePath(page.canonicalUrlPath)}
        ogType="product"
        image={imagePath ? shareImagePath(imagePath) : null}
        jsonLd={productJsonLd(page, reviewsForJsonLd(firstReviews.data), origin)}
        adult={product.belongsToAdultCategory}
      />
      {product.belongsToAdultCategory ? <AdultGate productBelongsToAdultCategory /> : null}
      <ProductVisit sku={product.sku} similarSkus={similarSkus} />
      <Breadcrumbs items={breadcrumbs} linkAs={Link} className={styles.breadcrumbs} />

      <div className={styles.hero}>
        <Packshot product={product} hidden={product.belongsToAdultCategory && !showAdultContent} />
        <div className={styles.summary}>
          {category ? (
            <Link href={`/${category.url_key}`} className={styles.eyebrow}>
              {category.full_name}
            </Link>
          ) : null}
          <h1 className={styles.title}>
            <span className={styles.titleBrand}>{product.brandName}</span> {product.name}
          </h1>
          <RatingSummary page={page} />
          {product.productState ? <StateNotice state={product.productState} /> : null}
          {product.shortDescription ? <p className={styles.shortDescription}>{product.shortDescription}</p> : null}
          <div className={styles.actions}>
            <WishlistButton store={wishlist} sku={product.sku} />
            <Link href={`/${product.brandSlug}`} className={styles.brandLink}>
              {PRODUCT_MESSAGES.brandProducts(product.brandName)}
              <Icon name="chevronRight" size={16} />
            </Link>
          </div>
          <Offers page={page} />
          {page.awards.length > 0 ? <Awards page={page} /> : null}
          {page.author ? (
            <p className={styles.author}>
              {PRODUCT_MESSAGES.addedBy}: {page.author.username}
            </p>
          ) : null}
        </div>
      </div>

      <nav className={styles.sectionNav} aria-label={PRODUCT_MESSAGES.sectionsNav}>
        <ul className={styles.sectionNavList}>
          {ANCHORED_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.sectionNavLink}>
                {section.title}
                {section.id === 'opinie' && reviewsSummary.numberOfReviews > 0 ? (
                  <span className={styles.sectionNavCount}>{formatNumber(reviewsSummary.numberOfReviews)}</span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <ProductSection id="opis">
        {product.description ? (
          <div className={styles.prose}>
            {product.description
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, index) => (
                <p key={index}>{paragraph.trim()}</p>
              ))}
          </div>
        ) : (
          <p className={styles.empty}>{PRODUCT_MESSAGES.noDescription}</p>
        )}
      </ProductSection>

      <ProductSection id="skladniki">
        <Ingredients page={page} />
      </ProductSection>

      <ProductSection id="opinie">
        <ProductReviews sku={product.sku} summary={reviewsSummary} />
      </ProductSection>

      <ProductSection id="podobne-produkty">
        {page.similarProducts.length > 0 ? (
          <WishlistGrid products={page.similarProducts} store={wishlist} showAdultContent={showAdultContent} />
        ) : (
          <p className={styles.empty}>{PRODUCT_MESSAGES.noSimilar}</p>
        )}
      </ProductSection>

      <ProductSection id="artykuly">
        <Articles page={page} />
      </ProductSection>

      <ProductSection id="ostatnio-ogladane">
        <RecentlyViewed currentSku={product.sku} store={wishlist} showAdultContent={showAdultContent} />
      </ProductSection>
    </div>
  );
}

/**
 * The visit of a product page, once the visitor has an anonymous id (a first-time visitor's is
 * created right after hydration): the view beacon, and which of the page's products are on the
 * wishlist. It draws nothing, so the id arriving re-renders nothing else of the page.
 */
function ProductVisit({ sku, similarSkus }: { sku: string; similarSkus: string }) {
  const anonymousId = useAnonymousId({ isLoggedIn: false });
  const { wishlist, noteProductView } = useVisitor();
  useProductViewBeacon(sku, { anonymousId, isLoggedIn: false });
  useEffect(() => {
    if (anonymousId === null) return;
    noteProductView(sku);
    void wishlist.checkProducts([sku, ...(similarSkus ? similarSkus.split(',') : [])]);
  }, [wishlist, noteProductView, anonymousId, sku, similarSkus]);
  return null;
}

/** Reviews marked up for search engines: the published ones the page shows first. */
function reviewsForJsonLd(data: ProductReviewsResponse | undefined) {
  return data?.reviews ?? [];
}

/** A section of spec section 1 with its heading; all but the last carry a '#' anchor. */
function ProductSection({ id, children }: { id: ProductSectionId; children: ReactNode }) {
  const section = PRODUCT_SECTIONS.find((candidate) => candidate.id === id)!;
  const anchored = ANCHORED_SECTIONS.some((candidate) => candidate.id === id);
  return (
    <section
      className={styles.section}
      {...DEFERRED_DRAWING}
      aria-labelledby={anchored ? id : undefined}
      aria-label={anchored ? undefined : section.title}
    >
      <SectionHeading title={section.title} id={anchored ? id : undefined} />
      {/* A boundary per section: hydration yields between them (shorter main-thread tasks). */}
      <Suspense>{children}</Suspense>
    </section>
  );
}

/** The product's picture: the page's largest paint, so it loads first and holds its box. */
function Packshot({ product, hidden }: { product: ProductPageResponse['product']; hidden: boolean }) {
  const path = product.images[0]?.path;
  const sources = path && !hidden ? productImageSources(path) : null;
  const sizes = '(min-width: 1024px) 480px, (min-width: 640px) 40vw, calc(100vw - 80px)';
  if (sources?.srcSet)
    preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <div className={styles.media}>
      {sources ? (
        <img
          className={styles.packshot}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          width={400}
          height={400}
          alt={PRODUCT_MESSAGES.packshotAlt(product.brandName, product.name)}
          fetchPriority="high"
          loading="eager"
        />
      ) : hidden ? (
        <img
          className={styles.packshot}
          src={AGE_RESTRICTED_PLACEHOLDER_SRC}
          width={400}
          height={400}
          alt={PRODUCT_TILE_MESSAGES.adultPlaceholderAlt}
        />
      ) : null}
      {product.productState ? (
        <span className={styles.mediaState}>{PRODUCT_TILE_MESSAGES.states[product.productState]}</span>
      ) : null}
    </div>
  );
}

function RatingSummary({ page }: { page: ProductPageResponse }) {
  const { averageRating, numberOfReviews } = page.reviewsSummary;
  if (averageRating === null || numberOfReviews === 0) {
    return (
      <div className={styles.ratingRow}>
        <RatingStars value={0} size="md" label={PRODUCT_MESSAGES.noReviews} />
        <a href="#opinie" className={styles.ratingLink}>
          {PRODUCT_MESSAGES.noReviews}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.ratingRow}>
      <RatingStars value={averageRating} size="md" />
      <span className={styles.ratingValue} aria-hidden="true">
        {formatNumber(Math.round(averageRating * 10) / 10)}
      </span>
      <a href="#opinie" className={styles.ratingLink}>
        {formatCount(numberOfReviews, REVIEW_FORMS)}
      </a>
    </div>
  );
}

function StateNotice({ state }: { state: NonNullable<Product['productState']> }) {
  const copy = PRODUCT_MESSAGES.states[state];
  return (
    <div className={styles.notice} role="note">
      <Icon name={state === 'archived' ? 'warning' : 'info'} size={20} className={styles.noticeIcon} />
      <div>
        <p className={styles.noticeTitle}>{copy.title}</p>
        <p className={styles.noticeText}>{copy.text}</p>
      </div>
    </div>
  );
}

/** 'Dodaj do ulubionych' / 'Usuń z ulubionych', through the app's wishlist store. */
function WishlistButton({ store, sku }: { store: WishlistStore; sku: string }) {
  const wishlist = useWishlist(store);
  const onWishlist = wishlist.skus.includes(sku);
  // Spec section 4: wishlist actions are blocked while another is in progress.
  const busy = wishlist.pendingAction !== null || wishlist.isLoading;
  const pending = wishlist.pendingAction?.sku === sku;
  const toggle = async () => {
    const adding = !onWishlist;
    const done = await store.toggle(sku);
    if (!done) toast.error(PRODUCT_MESSAGES.wishlistFailed, { id: 'wishlist' });
    else if (adding) toast.success(PRODUCT_MESSAGES.addedToWishlist, { id: 'wishlist' });
    else toast.info(PRODUCT_MESSAGES.removedFromWishlist, { id: 'wishlist' });
  };
  return (
    <Button
      variant="secondary"
      className={styles.wishlistButton}
      aria-pressed={onWishlist}
      aria-busy={pending || undefined}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <Icon name={onWishlist ? 'heartFilled' : 'heart'} size={20} className={styles.wishlistIcon} />
      {onWishlist ? PRODUCT_MESSAGES.removeFromWishlist : PRODUCT_MESSAGES.addToWishlist}
    </Button>
  );
}

/** The partner shops' offers, cheapest first (the API's order), prices in złoty. */
function Offers({ page }: { page: ProductPageResponse }) {
  const { offers, product } = page;
  return (
    <section className={styles.panel} aria-labelledby="oferty">
      <h2 id="oferty" className={styles.panelTitle}>
        {offers.length > 1
          ? PRODUCT_MESSAGES.offersCount(formatCount(offers.length, SHOP_LOCATIVE_FORMS))
          : PRODUCT_MESSAGES.offersTitle}
      </h2>
      {offers.length > 0 ? (
        <ul className={styles.offers}>
          {offers.map((offer, index) => (
            <li key={offer.shopSlug} className={styles.offer}>
              <span className={styles.offerShop}>{offer.shopName}</span>
              <span
                className={
                  index === 0 && offers.length > 1 ? `${styles.offerPrice} ${styles.offerBest}` : styles.offerPrice
                }
              >
                {formatPrice(offer.price)}
              </span>
              <a
                href={offer.url}
                className={styles.offerLink}
                target="_blank"
                rel="nofollow sponsored noopener noreferrer"
                aria-label={PRODUCT_MESSAGES.offerLinkLabel(offer.shopName, formatPrice(offer.price))}
              >
                {PRODUCT_MESSAGES.offerCta}
                <Icon name="externalLink" size={14} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.panelNote}>
          {product.price !== null ? `${formatPrice(product.price)} · ` : ''}
          {PRODUCT_MESSAGES.noOffers}
        </p>
      )}
    </section>
  );
}

function Awards({ page }: { page: ProductPageResponse }) {
  return (
    <section aria-labelledby="nagrody">
      <h2 id="nagrody" className={styles.panelTitle}>
        {PRODUCT_MESSAGES.awardsTitle}
      </h2>
      <ul className={styles.awards}>
        {page.awards.map((award) => (
          <li key={`${award.name}-${award.year}`} className={styles.award}>
            <Icon name="starFilled" size={16} className={styles.awardIcon} />
            {award.name} {award.year}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The INCI list in the producer's order; important ingredients are marked. */
function Ingredients({ page }: { page: ProductPageResponse }) {
  const { ingredients } = page.product;
  if (ingredients.length === 0) return <p className={styles.empty}>{PRODUCT_MESSAGES.noIngredients}</p>;
  const anyImportant = ingredients.some((ingredient) => ingredient.isImportant);
  return (
    <>
      <p className={styles.ingredientsIntro}>
        {PRODUCT_MESSAGES.ingredientsIntro}
        {anyImportant ? (
          <>
            {' '}
            <Icon name="starFilled" size={14} className={styles.ingredientLegendMark} />{' '}
            {PRODUCT_MESSAGES.importantLegend}.
          </>
        ) : null}
      </p>
      <ol className={styles.ingredients}>
        {ingredients.map((ingredient, index) => (
          <li key={`${ingredient.slug}-${index}`} className={styles.ingredient}>
            <span className={styles.ingredientBody}>
              <span className={styles.ingredientInci}>
                <Link href={`/${ingredient.slug}`} className={styles.ingredientLink}>
                  {ingredient.inciName}
                </Link>
                {ingredient.isImportant ? (
                  <span className={styles.importantMark} title={PRODUCT_MESSAGES.importantIngredient}>
                    <Icon name="starFilled" size={14} label={PRODUCT_MESSAGES.importantIngredient} />
                  </span>
                ) : null}
              </span>
              {ingredient.name && ingredient.name.toLowerCase() !== ingredient.inciName.toLowerCase() ? (
                <span className={styles.ingredientName}>{ingredient.name}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

function Articles({ page }: { page: ProductPageResponse }) {
  if (page.productArticles.length === 0) return <p className={styles.empty}>{PRODUCT_MESSAGES.noArticles}</p>;
  return (
    <ul className={styles.articles}>
      {page.productArticles.map((article) => {
        const internal = article.url.startsWith('/');
        return (
          <li key={article.url}>
            <article className={styles.article}>
              <time className={styles.articleDate} dateTime={article.publishedAt}>
                {formatDate(article.publishedAt)}
              </time>
              <h3 className={styles.articleTitle}>
                {internal ? (
                  <Link href={article.url} className={styles.articleLink}>
                    {article.title}
                  </Link>
                ) : (
                  <a href={article.url} className={styles.articleLink}>
                    {article.title}
                  </a>
                )}
              </h3>
              <p className={styles.articleLead}>{article.lead}</p>
              <span className={styles.articleMore} aria-hidden="true">
                {PRODUCT_MESSAGES.readArticle}
                <Icon name="chevronRight" size={16} />
              </span>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** Product tiles whose hearts add to and remove from the visitor's wishlist. */
function WishlistGrid({
  products,
  store,
  showAdultContent,
}: {
  products: readonly Product[];
  store: WishlistStore;
  showAdultContent: boolean;
}) {
  // Only a change among these products re-renders the grid (not the counts loading at start).
  const marks = useWishlistMarks(
    store,
    useMemo(() => products.map((product) => product.sku), [products]),
  );
  return (
    <ProductGrid
      products={products}
      priorityCount={0}
      linkAs={Link}
      showAdultContent={showAdultContent}
      tileOptions={(product) => ({
        href: productPagePath(product.urlPath),
        isOnWishlist: marks.isOnWishlist(product.sku),
        wishlistBusy: marks.pendingSku === product.sku,
      })}
      onWishlistChange={(product) => {
        // The store refuses a toggle while another action or a load runs (spec section 4).
        void store.toggle(product.sku);
      }}
    />
  );
}

/** 'Ostatnio oglądane': the visitor's recently viewed products, 8 until 'Pokaż wszystkie'. */
function RecentlyViewed({
  currentSku,
  store,
  showAdultContent,
}: {
  currentSku: string;
  store: WishlistStore;
  showAdultContent: boolean;
}) {
  const anonymousId = useAnonymousId({ isLoggedIn: false });
  const { hasViewHistory } = useVisitor();
  // A first-time visitor's list holds at most this product, which the section leaves out.
  const withHistory = anonymousId !== null && hasViewHistory(currentSku);
  // The page's last section: its list (and the API client's code that reads it) loads as the
  // visitor scrolls towards it, not with the page.
  const [placeholder, near] = useNearViewport<HTMLDivElement>('100% 0px');
  // The product on screen was just viewed: it is not a product to come back to.
  const recentlyViewed = useRecentlyViewed({ anonymousId, enabled: withHistory && near, exclude: currentSku });
  const { products } = recentlyViewed;
  const skus = products.map((product) => product.sku).join(',');
  useEffect(() => {
    if (skus) void store.checkProducts(skus.split(','));
  }, [store, skus]);

  if (recentlyViewed.isLoading || (withHistory && !near)) {
    return <div ref={placeholder} className={styles.recentlyViewedLoading} aria-busy="true" />;
  }
  if (products.length === 0) return <p className={styles.empty}>{PRODUCT_MESSAGES.recentlyViewedEmpty}</p>;
  return (
    <>
      <WishlistGrid products={products} store={store} showAdultContent={showAdultContent} />
      {recentlyViewed.hasMore ? (
        <div className={styles.centred}>
          <Button variant="secondary" onClick={recentlyViewed.showAll}>
            {PRODUCT_MESSAGES.showAllRecentlyViewed}
          </Button>
        </div>
      ) : null}
    </>
  );
}
