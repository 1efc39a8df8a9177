/*
 * The paths of the API calls, by call name: the one source of the paths that the endpoint registries
 * (`FRONT_API`, `CATALOG_API`, `PAGES_API`, which add the zod schemas) are built from. This module
 * imports nothing, so code that only needs a path (SWR keys, links) does not bundle zod.
 */

/** Paths of the front API calls of spec section 7 (`FRONT_API` adds methods and schemas). */
export const FRONT_API_PATHS = {
  refreshToken: '/api/token/refresh',
  login: '/api/login_check',
  logout: '/api/token/invalidate',
  register: '/api/user',
  getUser: '/api/user',
  updateUser: '/api/user',
  confirmEmailChange: '/api/user/email-change/{code}',
  getWishlist: '/api/kwc/wishlist',
  addToWishlist: '/api/kwc/wishlist',
  removeFromWishlist: '/api/kwc/wishlist',
  isProductOnWishlist: '/api/kwc/wishlist/is-product-on-wishlist',
  areProductsOnWishlist: '/api/kwc/wishlist/are-products-on-wishlist',
  getWishlistLists: '/api/kwc/wishlist-list',
  createWishlistList: '/api/kwc/wishlist-list',
  deleteWishlistList: '/api/kwc/wishlist-list',
  addProductToWishlistList: '/api/kwc/add-product-to-wishlist-list',
  renameWishlistList: '/api/kwc/rename-wishlist-list',
  getRecentlyViewed: '/api/kwc/recently-viewed',
  recordRecentlyViewed: '/api/kwc/recently-viewed',
  getLegalHintContent: '/api/catalog/legal-hint-content',
  // ours: spec section 7 does not show the A/B configuration path.
  getAbTests: '/api/ab-tests',
} as const satisfies Record<string, `/${string}`>;

/** Paths of the catalog API calls of spec section 7, under `/api` (`CATALOG_API` adds methods and schemas). */
export const CATALOG_API_PATHS = {
  getFilterValues: '/api/catalog/filter-values',
  getCategory: '/api/catalog/get-category',
  getInstanceCategory: '/api/catalog/get-instance-category',
  getCategoryInfo: '/api/catalog/category-info',
  getProducts: '/api/catalog/products',
  getMenu: '/api/catalog/get-menu',
  textSearch: '/api/catalog/text-search',
} as const satisfies Record<string, `/${string}`>;

/** Paths of the routes spec section 7 leaves unnamed (`PAGES_API` adds methods and schemas). */
export const PAGES_API_PATHS = {
  getProductPage: '/api/catalog/product-page',
  getProductReviews: '/api/catalog/product-reviews',
  getHome: '/api/home',
  getNewestReviews: '/api/reviews/newest',
  getReviewers: '/api/reviewers',
  getPopularBrands: '/api/brands/popular',
  getImportantIngredients: '/api/ingredients/important',
  getIngredient: '/api/ingredients/{slug}',
  getArticle: '/api/articles/{slug}',
  getCategoryList: '/api/catalog/category-list',
  getCategoryMap: '/api/catalog/category-map',
  resolvePath: '/api/resolve-path',
  getPartnerOffer: '/api/catalog/partner-offer',
} as const satisfies Record<string, `/${string}`>;
