import type { ProductPageResponse, PublicReview } from '@kwc/domain';
import { breadcrumbJsonLd, productImageSources, type BreadcrumbItem } from '@kwc/ui';

import { PRODUCT_MESSAGES } from './messages';

/** The product page's own path: `/{urlPath}.html`. */
export function productPagePath(urlPath: string): string {
  return `/${urlPath}.html`;
}

/** The trail of a product page: home, the category path, the product. */
export function productBreadcrumbs(page: ProductPageResponse): BreadcrumbItem[] {
  return [
    { label: PRODUCT_MESSAGES.home, href: '/' },
    ...page.breadcrumbs.map((crumb) => ({ label: crumb.full_name, href: `/${crumb.url_key}` })),
    { label: page.product.name, href: productPagePath(page.canonicalUrlPath) },
  ];
}

/**
 * The largest raster variant of a packshot: search engines and link previews do not take the SVG
 * original. Paths that are not the API's packshots are used as they are.
 */
export function shareImagePath(path: string): string {
  const { src, srcSet } = productImageSources(path);
  const widest = srcSet?.split(', ').at(-1)?.split(' ')[0];
  return widest ?? src;
}

/** The product's description for search results: the short one, else the long one's start. */
export function productMetaDescription(page: ProductPageResponse): string | null {
  const text = page.product.shortDescription ?? page.product.description;
  if (!text) return null;
  const trimmed = text.trim();
  return trimmed.length <= 300 ? trimmed : `${trimmed.slice(0, 297).trimEnd()}…`;
}

/**
 * schema.org data of a product page: the Product with its offers, its aggregate rating (only when
 * there are published reviews) and the published reviews the page shows; and the breadcrumb trail.
 */
export function productJsonLd(page: ProductPageResponse, reviews: readonly PublicReview[], origin: string): object[] {
  const { product, reviewsSummary, offers } = page;
  const url = new URL(productPagePath(page.canonicalUrlPath), origin).href;
  const images = product.images.map((image) => new URL(shareImagePath(image.path), origin).href);
  const description = productMetaDescription(page);
  const prices = offers.map((offer) => offer.price);
  const hasRating = reviewsSummary.numberOfReviews > 0 && reviewsSummary.averageRating !== null;

  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${product.brandName} ${product.name}`,
    brand: { '@type': 'Brand', name: product.brandName },
    sku: product.sku,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
  };
  if (offers.length > 0) {
    jsonLd.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'PLN',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: offers.length,
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        price: offer.price.toFixed(2),
        priceCurrency: 'PLN',
        url: offer.url,
        seller: { '@type': 'Organization', name: offer.shopName },
      })),
    };
  }
  if (hasRating) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviewsSummary.averageRating,
      reviewCount: reviewsSummary.numberOfReviews,
      bestRating: 5,
      worstRating: 1,
    };
    jsonLd.review = reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author.username },
      datePublished: review.publishedAt.slice(0, 10),
      name: review.title,
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return [jsonLd, breadcrumbJsonLd(productBreadcrumbs(page), origin)];
}
