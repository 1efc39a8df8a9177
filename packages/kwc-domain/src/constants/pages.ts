// Limits of the page routes the spec leaves unnamed (DESIGN.md section 4), kept free of zod so that
// browser code can read them without the schemas.

/** ours: how many items these routes answer with. */
export const PAGES_LIMITS = {
  /** Items per home page section (spec section 1 lists the sections, not their length). */
  homeSectionSize: 8,
  homeSectionMax: 12,
  similarProducts: 8,
  productArticles: 6,
  reviewsPageSize: 10,
  reviewsMaxPageSize: 50,
  reviewersPageSize: 24,
  reviewersMaxPageSize: 50,
  /** Deeper pages are refused: an offset that large is a scraper, not a reader. */
  maxPage: 10_000,
} as const;

/** `{slug},{id}`: the product id is the number after the last comma (spec section 9's reload rule reads it too). */
export const PRODUCT_URL_PATH = /^([^/?#]*),([1-9]\d{0,8})$/;

/** The slug and the product id of a `{slug},{id}` path; `null` when it is not one. */
export function parseProductUrlPath(urlPath: string): { slug: string; productId: number } | null {
  const match = PRODUCT_URL_PATH.exec(urlPath.replace(/^\/+/, '').replace(/\.html$/, ''));
  return match?.[1] === undefined || match[2] === undefined ? null : { slug: match[1], productId: Number(match[2]) };
}

/** The address of a product page: `/{urlPath}.html` (a path already in that form is kept). */
export function productPageHref(urlPath: string): string {
  if (urlPath.startsWith('/')) return urlPath.endsWith('.html') ? urlPath : `${urlPath}.html`;
  return `/${urlPath}.html`;
}
