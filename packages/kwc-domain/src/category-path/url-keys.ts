// What a URL tells of a listing at a glance, apart from the codec (the site's layout reads these
// without loading the codec).

/** Url keys of brand pages start with this (spec section 2). */
export const BRAND_URL_KEY_PREFIX = 'marka-';

/** Whether a url key is a brand page's (`marka-…`, spec section 2). */
export function isBrandUrlKey(urlKey: string): boolean {
  return urlKey.startsWith(BRAND_URL_KEY_PREFIX);
}

/**
 * Whether a path is a landing page's: it contains `lp-` (spec section 2). ours: `lp-` must start a
 * path segment or a slug word, so `/pomoc/help-desk` is not a landing page.
 */
export function isLandingPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return /(?:^|[/_.-])lp-/.test(pathname);
}
