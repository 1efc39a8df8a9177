// In its own area, not constants/api-paths.ts: the anonymous first view keeps that module.
/** Paths of the added-product calls (`ADDED_PRODUCT_API` adds methods and schemas). ours. */
export const ADDED_PRODUCT_API_PATHS = {
  formOptions: '/api/added-products/form-options',
  inciCheck: '/api/added-products/inci-check',
  likelyDuplicates: '/api/added-products/duplicates',
  addProduct: '/api/added-products',
  myAddedProducts: '/api/added-products/mine',
  productModerationQueue: '/api/moderation/products',
  productModerationDecision: '/api/moderation/products/{addedProductId}/decision',
} as const satisfies Record<string, `/${string}`>;

/** The site's page (spec section 2); the moderation queue shows these on `/moderacja` (kind "Produkty"). */
export const ADDED_PRODUCT_PAGE_PATH = '/add-product';
