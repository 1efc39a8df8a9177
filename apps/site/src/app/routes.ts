import { HOME_CONTEXT_SUFFIX } from './config';
import { lazyPage, type LazyPage } from './lazyPage';

export type { FetchJson } from './page';

/** A route of spec section 2: a name, a matcher, and the page it shows. */
export interface RouteDefinition {
  name: RouteName;
  /** The route's parameters when `pathname` matches, else `null`. */
  match: (pathname: string) => Record<string, string> | null;
  page: LazyPage;
  /** The page module's source path: its key in the client build's manifest (preloaded chunks). */
  source: string;
  /**
   * Whether the browser's first view may leave the page as the server wrote it until the visitor
   * shows a sign of use (firstView.ts): pages with nothing to do on their own at start.
   */
  hydratesOnIntent: boolean;
}

export type RouteName =
  | 'home'
  | 'homeWithContext'
  | 'cms'
  | 'wishlist'
  | 'search'
  | 'reviewers'
  | 'newestReviews'
  | 'popularBrands'
  | 'importantIngredients'
  | 'categoryList'
  | 'categoryMap'
  | 'ingredient'
  | 'product'
  | 'catalogue'
  | 'brand'
  | 'category';

const exact =
  (path: string) =>
  (pathname: string): Record<string, string> | null =>
    pathname === path ? {} : null;

/** Matches `pattern` and names its groups; a group that is not valid percent-encoding fails the match. */
const pattern =
  (regex: RegExp, ...names: string[]) =>
  (pathname: string): Record<string, string> | null => {
    const match = regex.exec(pathname);
    if (!match) return null;
    const params: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        return null;
      }
    }
    return params;
  };

/** Matches `regex`; its first group, as it is in the URL, is the `path` parameter. */
const raw =
  (regex: RegExp) =>
  (pathname: string): Record<string, string> | null => {
    const match = regex.exec(pathname);
    return match ? { path: match[1]! } : null;
  };

// Slugs of the site: lower-case letters, digits and hyphens.
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

/** The not-found and error screens, loaded as a page (see ErrorPages.tsx). */
export const errorScreen: LazyPage = lazyPage(() => import('../routes/errors/ErrorPages'));
/** The error screens' module source path (its chunks in the client build's manifest). */
export const ERROR_SCREEN_SOURCE = 'src/routes/errors/ErrorPages.tsx';

const pages = {
  home: lazyPage(() => import('../routes/home/HomePage')),
  cms: lazyPage(() => import('../routes/cms/CmsPage')),
  wishlist: lazyPage(() => import('../routes/wishlist/WishlistPage')),
  search: lazyPage(() => import('../routes/search/SearchPage')),
  reviewers: lazyPage(() => import('../routes/community/ReviewersPage')),
  newestReviews: lazyPage(() => import('../routes/community/NewestReviewsPage')),
  popularBrands: lazyPage(() => import('../routes/directory/PopularBrandsPage')),
  importantIngredients: lazyPage(() => import('../routes/directory/ImportantIngredientsPage')),
  categoryList: lazyPage(() => import('../routes/directory/CategoryListPage')),
  categoryMap: lazyPage(() => import('../routes/directory/CategoryMapPage')),
  ingredient: lazyPage(() => import('../routes/directory/IngredientPage')),
  product: lazyPage(() => import('../routes/product/ProductPage')),
  listing: lazyPage(() => import('../routes/listing/ListingPage')),
};

/**
 * Pages that hydrate with the first view: the product page records the product as recently viewed,
 * the wishlist reads the visitor's list and shows its tour, the menu route is all controls, and the
 * home of a context category makes it the visitor's context.
 */
const HYDRATE_AT_ONCE: ReadonlySet<RouteName> = new Set(['product', 'wishlist', 'search', 'homeWithContext']);

const route = (
  name: RouteName,
  match: RouteDefinition['match'],
  page: keyof typeof pages,
  source: string,
): RouteDefinition => ({
  name,
  match,
  page: pages[page],
  source: `src/routes/${source}.tsx`,
  hydratesOnIntent: !HYDRATE_AT_ONCE.has(name),
});

/** The public routes of spec section 2, in matching order (the generic category last). */
export const routes: RouteDefinition[] = [
  route('home', exact('/'), 'home', 'home/HomePage'),
  route('wishlist', exact('/wishlist'), 'wishlist', 'wishlist/WishlistPage'),
  route('search', exact('/szukaj.html'), 'search', 'search/SearchPage'),
  route('reviewers', exact('/recenzentki.html'), 'reviewers', 'community/ReviewersPage'),
  route('newestReviews', exact('/najnowsze-recenzje'), 'newestReviews', 'community/NewestReviewsPage'),
  route('popularBrands', exact('/popularne-marki'), 'popularBrands', 'directory/PopularBrandsPage'),
  route(
    'importantIngredients',
    exact('/wazne-skladniki'),
    'importantIngredients',
    'directory/ImportantIngredientsPage',
  ),
  route('categoryList', exact('/lista-kategorii'), 'categoryList', 'directory/CategoryListPage'),
  route(
    'categoryMap',
    pattern(new RegExp(`^/mapa-kategorii/${SLUG}$`), 'slug'),
    'categoryMap',
    'directory/CategoryMapPage',
  ),
  route('cms', pattern(new RegExp(`^/kwc-${SLUG}$`), 'slug'), 'cms', 'cms/CmsPage'),
  // Only with the context feature on (spec section 2); its loader answers 404 otherwise.
  route('homeWithContext', pattern(new RegExp(`^/${SLUG}${HOME_CONTEXT_SUFFIX}$`), 'slug'), 'home', 'home/HomePage'),
  route('ingredient', pattern(new RegExp(`^/skladnik-${SLUG}$`), 'slug'), 'ingredient', 'directory/IngredientPage'),
  route('product', pattern(/^\/([^/]+(?:\/[^/]+)*)\.html$/, 'slug'), 'product', 'product/ProductPage'),
  // The listing path the API reads is the path without the `/katalog-uroda` prefix.
  // Listing paths stay percent-encoded: the category path codec decodes them itself.
  route('catalogue', raw(/^\/katalog-uroda(\/.+)$/), 'listing', 'listing/ListingPage'),
  route('brand', raw(/^(\/marka-.+)$/), 'listing', 'listing/ListingPage'),
  route('category', raw(/^(\/.+)$/), 'listing', 'listing/ListingPage'),
];

export interface ResolvedRoute {
  route: RouteDefinition | undefined;
  params: Record<string, string>;
}

/** One resolver for the server (status code, data) and the client (what to render). */
export function resolveRoute(pathname: string): ResolvedRoute {
  for (const candidate of routes) {
    const params = candidate.match(pathname);
    if (params) return { route: candidate, params };
  }
  return { route: undefined, params: {} };
}
