import { CATALOGUE_BASE_PATH, WHOLE_CATALOGUE_URL_KEY } from '@kwc/domain';

import { ACCOUNT_ON_INTENT, HOME_CONTEXT_SUFFIX, PARTNER_REDIRECT_PATH } from './config';
import { lazyPage, type LazyPage } from './lazyPage';
import type { PageName } from './pageSources';

export type { FetchJson } from './page';

/** A route of spec section 2: a name, a matcher, and the page it shows. */
export interface RouteDefinition {
  name: RouteName;
  /** The route's parameters when `pathname` matches, else `null`. */
  match: (pathname: string) => Record<string, string> | null;
  page: LazyPage;
  /** Its module, by name: `PAGE_SOURCES` has its source path (its chunks in the client build's manifest). */
  pageName: PageName;
  /**
   * Whether the browser's first view of `pathname` may leave the page as the server wrote it until
   * the visitor shows a sign of use (firstView.ts): pages with nothing to do on their own at start.
   */
  hydratesOnIntent: (pathname: string, signedIn: boolean) => boolean;
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
  | 'category'
  | 'profile'
  | 'ownProfile'
  | 'account'
  | 'partnerRedirect';

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

/**
 * The catalogue route (`/katalog-uroda/{slug*}`; the path the API reads is the path without the
 * prefix) and its root with no further segment, which, like the catalogue's base path
 * (`/kosmetyki`, spec section 9), lists the whole catalogue. `root` is the address the root was
 * asked by, so that the screen knows its own URL.
 */
function catalogue(pathname: string): Record<string, string> | null {
  if (pathname === '/katalog-uroda' || pathname === '/katalog-uroda/' || pathname === CATALOGUE_BASE_PATH) {
    return { path: `/${WHOLE_CATALOGUE_URL_KEY}`, root: pathname };
  }
  // Listing paths stay percent-encoded: the category path codec decodes them itself.
  return raw(/^\/katalog-uroda(\/.+)$/)(pathname);
}

// The account side's addresses; its own table (routes/account/accountRoutes.ts) tells them apart.
const ACCOUNT_SIDE =
  /^\/(?:konto(?:\/.*)?|review\/create\/\d{1,10}|review\/edit\/\d{1,10}\/\d{1,10}|review\/ticket-reply\/[A-Za-z0-9_-]{16,128}|add-product|moderacja|profil\/\d{1,10}\/(?:obserwowania|obserwowani|obserwujacy))$/;

// A profile section's slug (spec section 2).
const PROFILE_SECTION = '(szkice|opinie|produkty|hity|pochwaly)';

// Slugs of the site: lower-case letters, digits and hyphens.
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';

const INGREDIENT_ROUTE = new RegExp(`^/skladnik-${SLUG}((?:_[^/]+)?(?:/[^/]+)?)$`);

/**
 * An ingredient page (`/skladnik-{slug}`) and the states of its listing: flags after `_`, filters
 * in a second segment (see ingredientListing.ts), kept percent-encoded for the path codec.
 */
function ingredient(pathname: string): Record<string, string> | null {
  const match = INGREDIENT_ROUTE.exec(pathname);
  return match ? { slug: match[1]!, tail: match[2] ?? '' } : null;
}

/** The not-found and error screens, loaded as a page (see ErrorPages.tsx). */
export const errorScreen: LazyPage = lazyPage(() => import('../routes/errors/ErrorPages'));
const pages: Record<Exclude<PageName, 'errors'>, LazyPage> = {
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
  ingredient: lazyPage(() => import('../routes/listing/catalogueScreens').then((screens) => screens.ingredient)),
  product: lazyPage(() => import('../routes/product/ProductPage')),
  listing: lazyPage(() => import('../routes/listing/catalogueScreens').then((screens) => screens.listing)),
  profile: lazyPage(() => import('../routes/profile/ProfilePages')),
  account: lazyPage(() => import('../routes/account/AccountPages')),
  partnerRedirect: lazyPage(() => import('../routes/partner/PartnerRedirectPage')),
};

/**
 * Pages that hydrate with the first view: the home of a context category makes it the visitor's
 * context, and the account screens and profiles are forms and guards. The wishlist waits like the
 * catalogue's pages: a first-time visitor's is empty (her tour comes with her first sign of use), and
 * a returning visitor's page hydrates at once anyway. So does the menu route: as a first page, it is
 * its page of links and a search field, whose sheet comes with the field's first use.
 */
const HYDRATE_AT_ONCE: ReadonlySet<RouteName> = new Set([
  'homeWithContext',
  'profile',
  'ownProfile',
  'account',
  'partnerRedirect',
]);

/**
 * Pages that hydrate with the first view for a signed-in visitor: the product page shows her HIT,
 * her likes and her review (a visitor's view of the product is counted by the layout: ProductView).
 */
const AT_ONCE_WHEN_SIGNED_IN: ReadonlySet<RouteName> = new Set(['product']);

const route = (name: RouteName, match: RouteDefinition['match'], page: keyof typeof pages): RouteDefinition => ({
  name,
  match,
  page: pages[page],
  pageName: page,
  hydratesOnIntent: (pathname, signedIn) =>
    (!HYDRATE_AT_ONCE.has(name) || ACCOUNT_ON_INTENT.has(pathname)) && !(signedIn && AT_ONCE_WHEN_SIGNED_IN.has(name)),
});

/** The public routes of spec section 2, in matching order (the generic category last). */
export const routes: RouteDefinition[] = [
  route('home', exact('/'), 'home'),
  // The partner redirect (spec section 2: its path not shown): a shop's offer of a product.
  route(
    'partnerRedirect',
    pattern(new RegExp(`^${PARTNER_REDIRECT_PATH}/${SLUG}/([1-9]\\d{0,8})$`), 'shop', 'productId'),
    'partnerRedirect',
  ),
  route('wishlist', exact('/wishlist'), 'wishlist'),
  route('search', exact('/szukaj.html'), 'search'),
  route('reviewers', exact('/recenzentki.html'), 'reviewers'),
  route('newestReviews', exact('/najnowsze-recenzje'), 'newestReviews'),
  route('popularBrands', exact('/popularne-marki'), 'popularBrands'),
  route('importantIngredients', exact('/wazne-skladniki'), 'importantIngredients'),
  route('categoryList', exact('/lista-kategorii'), 'categoryList'),
  route('categoryMap', pattern(new RegExp(`^/mapa-kategorii/${SLUG}$`), 'slug'), 'categoryMap'),
  route('cms', pattern(new RegExp(`^/kwc-${SLUG}$`), 'slug'), 'cms'),
  // Only with the context feature on (spec section 2); its loader answers 404 otherwise.
  route('homeWithContext', pattern(new RegExp(`^/${SLUG}${HOME_CONTEXT_SUFFIX}$`), 'slug'), 'home'),
  route('ingredient', ingredient, 'ingredient'),
  route('product', pattern(/^\/([^/]+(?:\/[^/]+)*)\.html$/, 'slug'), 'product'),
  // Profiles (spec section 2: login and the user-profile check), pages of their own: the product
  // tiles and review cards they show stay out of the account side's chunk.
  route(
    'profile',
    pattern(new RegExp(`^/profil/([1-9]\\d{0,9})(?:/${PROFILE_SECTION})?$`), 'userId', 'section'),
    'profile',
  ),
  route('ownProfile', pattern(new RegExp(`^/konto/profil(?:/${PROFILE_SECTION})?$`), 'section'), 'profile'),
  // The account side (spec section 2: `/konto/*`, the guarded contribution routes), before the
  // generic category: one page whose own table (routes/account/accountRoutes.ts) picks the screen.
  route('account', (pathname) => (ACCOUNT_SIDE.test(pathname) ? {} : null), 'account'),
  route('catalogue', catalogue, 'listing'),
  route('brand', raw(/^(\/marka-.+)$/), 'listing'),
  route('category', raw(/^(\/.+)$/), 'listing'),
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
