import { BRAND_URL_KEY_PREFIX, isLandingPagePath } from '../category-path/url-keys';
import { CATALOG_API_PATHS } from '../constants/api-paths';
import { TEST_SEARCH_COOKIE_ON } from '../constants/constants';
import type { MenuItem, SearchResultSource } from '../schemas';
import { parseMenuItemContent } from './menu-content';

const TEST_VARIANT_PREFIX = '/api/catalog/test/';

function testVariant(path: string): string {
  return path.replace('/api/catalog/', TEST_VARIANT_PREFIX);
}

/**
 * The path of a catalog call (spec section 7): category-info and products use the `/catalog/test/`
 * variant when the test-search cookie is on and the listing path is not a landing page; text search
 * uses `/catalog/test/text-search` when the cookie is 'on'.
 */
export function catalogCallPath(
  call: 'getCategoryInfo' | 'getProducts' | 'textSearch',
  context: { testSearchCookie: string | null | undefined; listingPath?: string },
): string {
  const path = CATALOG_API_PATHS[call];
  if (context.testSearchCookie !== TEST_SEARCH_COOKIE_ON) return path;
  if (call !== 'textSearch' && isLandingPagePath(context.listingPath ?? '')) return path;
  return testVariant(path);
}

/**
 * Where a search result links (spec section 2 "Search"): a slug with the brand prefix, a url_key, a
 * url, or the base URL plus url_path, in that order of preference; `null` when it has none.
 */
export function searchResultHref(source: SearchResultSource, baseUrl: string): string | null {
  if (source.slug) {
    return `/${source.slug.startsWith(BRAND_URL_KEY_PREFIX) ? source.slug : BRAND_URL_KEY_PREFIX + source.slug}`;
  }
  if (source.url_key) return `/${source.url_key}`;
  if (source.url) return source.url;
  if (source.url_path) return `${baseUrl.replace(/\/+$/, '')}/${source.url_path.replace(/^\/+/, '')}`;
  return null;
}

/** The title of a search result: `full_name`, `name` or `title` (spec section 3). */
export function searchResultTitle(source: SearchResultSource): string {
  return source.full_name ?? source.name ?? source.title ?? '';
}

/** Nodes shown at the menu's first level: level 1 with `is_active` '1' (spec section 2). */
export function firstLevelMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => item.level === 1 && item.is_active === '1');
}

/**
 * Where a menu node without children leads (spec section 2): its category's url_key path, or for
 * custom_url its content as an external link; `null` for wrappers and unreadable nodes.
 */
export function menuItemHref(item: MenuItem): { href: string; external: boolean } | null {
  const content = parseMenuItemContent(item.content);
  if (item.type === 'custom_url') return content.url ? { href: content.url, external: true } : null;
  if (item.type === 'wrapper') return null;
  const urlKey = item.category_url_key ?? content.url_key;
  return urlKey ? { href: `/${urlKey}`, external: false } : null;
}
