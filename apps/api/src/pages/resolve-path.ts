import {
  CATALOGUE_BASE_PATH,
  parseProductUrlPath,
  readCategoryUrlKey,
  type ResolvePathResponse,
  WHOLE_CATALOGUE_URL_KEY,
} from '@kwc/domain';
import { ingredientBySlug } from '../catalog/ingredients';
import { categoryByUrlKey, findRedirect } from '../catalog/service';
import type { RequestContext } from '../http/context';
import { visibleProductPath } from '../products/service';

/** Spec section 2: the legacy form of the newest-reviews page redirects to it with 301. */
const LEGACY_NEWEST_REVIEWS = /^\/najnowsze-recenzje,\d+\.html$/;
const NEWEST_REVIEWS_PATH = '/najnowsze-recenzje';
/** Spec section 2: the catalogue screen also answers under this prefix. */
const CATALOGUE_PREFIX = '/katalog-uroda';
const INGREDIENT_PATH = /^\/skladnik-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** An absolute (or protocol-relative) address leaves the site. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

const NOT_FOUND: ResolvePathResponse = { type: 'not_found' };

function redirect(location: string, code: number): ResolvePathResponse {
  return { type: 'redirect', location, code, external: EXTERNAL.test(location) };
}

/** The path without query and hash, and without a trailing slash (the root keeps its own). */
export function pathnameOf(path: string): string {
  const pathname = path.split('#')[0]!.split('?')[0]!;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

async function resolveProduct(context: RequestContext, pathname: string): Promise<ResolvePathResponse> {
  const parsed = parseProductUrlPath(pathname);
  if (!parsed) return NOT_FOUND;
  const product = await visibleProductPath(context, parsed.productId);
  if (!product) return NOT_FOUND;
  // A product URL with an outdated or mistyped name still finds the product, at its canonical address.
  if (`${parsed.slug},${parsed.productId}` !== product.urlPath) return redirect(`/${product.urlPath}.html`, 301);
  return { type: 'product', sku: product.sku, urlPath: product.urlPath };
}

/**
 * What a site path leads to (`GET /resolve-path`, spec section 4), tried in order: the redirects table,
 * the legacy newest-reviews path, products (`.html`), ingredients (`skladnik-`), then categories, brand
 * and landing pages by url key (a REDIRECTED category answers with its redirect).
 */
export async function resolvePath(context: RequestContext, path: string): Promise<ResolvePathResponse> {
  const pathname = pathnameOf(path);
  const stored = await findRedirect(context.db, pathname);
  if (stored) return redirect(stored.toPath, stored.code);
  if (LEGACY_NEWEST_REVIEWS.test(pathname)) return redirect(NEWEST_REVIEWS_PATH, 301);
  if (pathname.endsWith('.html')) return resolveProduct(context, pathname);

  const ingredientSlug = INGREDIENT_PATH.exec(pathname)?.[1];
  if (ingredientSlug !== undefined) {
    const ingredient = await ingredientBySlug(context.db, ingredientSlug);
    if (ingredient) {
      return { type: 'ingredient', slug: `skladnik-${ingredient.slug}`, name: ingredient.namePl ?? ingredient.inci };
    }
  }

  // The catalogue's root and base path list the whole catalogue (the site's catalogue route).
  const listingPath =
    pathname === CATALOGUE_PREFIX || pathname === CATALOGUE_BASE_PATH
      ? `/${WHOLE_CATALOGUE_URL_KEY}`
      : pathname.startsWith(`${CATALOGUE_PREFIX}/`)
        ? pathname.slice(CATALOGUE_PREFIX.length)
        : pathname;
  const urlKey = readCategoryUrlKey(listingPath);
  if (!urlKey.ok) return NOT_FOUND;
  const category = await categoryByUrlKey(context.db, urlKey.value);
  if (category && (category.isPublic || context.revealNonPublic)) {
    if (category.status === 'REDIRECTED' && category.redirectTo) {
      return redirect(category.redirectTo, category.redirectCode);
    }
    return {
      type: category.kind,
      category: { id: category.id, full_name: category.name, url_key: category.urlKey },
    };
  }
  // An old url key with filters after it: the redirect of the bare key, as category-info answers it.
  const keyRedirect = `/${urlKey.value}` === pathname ? undefined : await findRedirect(context.db, `/${urlKey.value}`);
  return keyRedirect ? redirect(keyRedirect.toPath, keyRedirect.code) : NOT_FOUND;
}
