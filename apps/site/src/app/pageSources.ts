/**
 * The page modules of the route table (routes.ts), by page: paths from the site's folder, which are
 * their keys in the client build's manifest.
 */
export const PAGE_SOURCES = {
  home: 'src/routes/home/HomePage.tsx',
  cms: 'src/routes/cms/CmsPage.tsx',
  wishlist: 'src/routes/wishlist/WishlistPage.tsx',
  search: 'src/routes/search/SearchPage.tsx',
  reviewers: 'src/routes/community/ReviewersPage.tsx',
  newestReviews: 'src/routes/community/NewestReviewsPage.tsx',
  popularBrands: 'src/routes/directory/PopularBrandsPage.tsx',
  importantIngredients: 'src/routes/directory/ImportantIngredientsPage.tsx',
  categoryList: 'src/routes/directory/CategoryListPage.tsx',
  categoryMap: 'src/routes/directory/CategoryMapPage.tsx',
  // The listing's chunk (see catalogueScreens.ts).
  ingredient: 'src/routes/listing/catalogueScreens.ts',
  product: 'src/routes/product/ProductPage.tsx',
  listing: 'src/routes/listing/catalogueScreens.ts',
  profile: 'src/routes/profile/ProfilePages.tsx',
  account: 'src/routes/account/AccountPages.tsx',
  partnerRedirect: 'src/routes/partner/PartnerRedirectPage.tsx',
  /** The not-found and error screens. */
  errors: 'src/routes/errors/ErrorPages.tsx',
} as const;

export type PageName = keyof typeof PAGE_SOURCES;
