/**
 * The page-type identifiers of spec section 9, pushed to the data layer as `pageType` with each page
 * view. ours: the values (the spec names the pages only).
 */
export const ANALYTICS_PAGE_TYPES = {
  listing: 'listing',
  search: 'search',
  ingredient: 'ingredient',
  brand: 'brand',
  product: 'product',
  account: 'account',
  profile: 'profile',
} as const;
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[keyof typeof ANALYTICS_PAGE_TYPES];
