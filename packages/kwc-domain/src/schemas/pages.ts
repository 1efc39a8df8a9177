import { z } from 'zod';

import { PAGES_API_PATHS, PAGES_LIMITS, PRODUCT_URL_PATH } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import {
  activeReviewerSchema,
  newestReviewsQuerySchema,
  newestReviewsResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewersQuerySchema,
  reviewersResponseSchema,
} from '../reviews/published-reviews';
import { requiredText } from '../validation';
import type { EndpointDefinition } from './api';
import { categorySummarySchema } from './category';
import { anonymousIdSchema, dateTimeSchema, idSchema, queryInt, skuSchema } from './common';
import { ingredientSchema } from './ingredient';
import { emptyAsAbsent } from './page-query';
import { productArticleSchema, productPageStateSchema, productSchema } from './product';

// ours: every route in this module. Spec section 7 says the calls for product pages, reviews, the
// path resolution and the A/B configuration are "not shown"; DESIGN.md section 4 has us design them.
// Paths are under `/api` like every call; `PAGES_API` lists them for the OpenAPI document.

/** ours: Polish messages of these routes' query checks. */
export const PAGES_MESSAGES = {
  invalidProductUrlPath: 'Nieprawidłowy adres produktu: oczekiwano nazwy i numeru, np. krem-nawilzajacy,123',
  invalidPath: 'Adres musi zaczynać się od ukośnika /',
  invalidSlug: 'Nieprawidłowy identyfikator w adresie',
} as const;

// ours: the product part of a product URL, `{slug},{id}`.
/**
 * A leading `/` and the `.html` ending are accepted and dropped, so `/krem,12.html` and `krem,12`
 * name the same product. Ids stop at nine digits, within the database's integer range.
 */
export const productUrlPathSchema = requiredText()
  .transform((value) => value.replace(/^\/+/, '').replace(/\.html$/, ''))
  .pipe(z.string().regex(PRODUCT_URL_PATH, { error: PAGES_MESSAGES.invalidProductUrlPath }));

// ours: query of `GET /api/catalog/product-page`; the anonymous id decides `isOnWishlist`.
export const productPageQuerySchema = z.object({
  urlPath: productUrlPathSchema,
  anonymousId: z.preprocess(emptyAsAbsent, anonymousIdSchema.optional()),
});
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;

// ours: a partner shop's offer on a product page; price in PLN.
export const productOfferSchema = z.object({
  shopSlug: z.string(),
  shopName: z.string(),
  price: z.number().nonnegative(),
  url: z.string(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

// ours: an award a product won ("nagrodzone produkty").
export const productAwardSchema = z.object({ name: z.string(), year: z.number().int() });
export type ProductAward = z.infer<typeof productAwardSchema>;

// ours: an article as the product page lists it, with its lead.
export const productPageArticleSchema = productArticleSchema.extend({ lead: z.string() });
export type ProductPageArticle = z.infer<typeof productPageArticleSchema>;

// ours: answer of `GET /api/catalog/product-page`: the product page state of spec section 3 and more.
/**
 * Besides the state: what the page's other sections need (offers, similar products, awards), and
 * `canonicalUrlPath`, the stored `{slug},{id}`: when the request's slug differs, the site answers
 * 301 to `/{canonicalUrlPath}.html`.
 */
export const productPageResponseSchema = productPageStateSchema.extend({
  productArticles: z.array(productPageArticleSchema),
  canonicalUrlPath: z.string().regex(PRODUCT_URL_PATH),
  offers: z.array(productOfferSchema),
  similarProducts: z.array(productSchema).max(PAGES_LIMITS.similarProducts),
  awards: z.array(productAwardSchema),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

// ours: a brand with its public products' count and their average rating (weighted by reviews).
export const popularBrandSchema = z.object({
  /** The brand page's url key, `marka-…` (spec section 3). */
  slug: z.string().startsWith('marka-'),
  name: z.string(),
  productCount: z.number().int().nonnegative(),
  averageRating: z.number().min(0).max(5).nullable(),
});
export type PopularBrand = z.infer<typeof popularBrandSchema>;

// ours: answer of `GET /api/brands/popular` (`/popularne-marki`), most popular first.
export const popularBrandsResponseSchema = z.object({ brands: z.array(popularBrandSchema) });
export type PopularBrandsResponse = z.infer<typeof popularBrandsResponseSchema>;

// ours: an editors' pick on the home page.
export const editorialRecommendationSchema = z.object({
  id: idSchema,
  title: z.string(),
  lead: z.string(),
  product: productSchema,
});
export type EditorialRecommendation = z.infer<typeof editorialRecommendationSchema>;

// ours: where a testing campaign stands relative to now, as the home page says it.
export const testingStatusSchema = z.enum(['trwa', 'wkrótce', 'zakończone']);
export type TestingStatus = z.infer<typeof testingStatusSchema>;

// ours: a product testing campaign ("testowanie").
export const testingCampaignSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  product: productSchema,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  status: testingStatusSchema,
});
export type TestingCampaign = z.infer<typeof testingCampaignSchema>;

// ours: a product with an award it won ("nagrodzone produkty").
export const rewardedProductSchema = productAwardSchema.extend({ product: productSchema });
export type RewardedProduct = z.infer<typeof rewardedProductSchema>;

// ours: a category with the number of public products in its subtree.
export const categoryWithCountSchema = categorySummarySchema.extend({ productCount: z.number().int().nonnegative() });
export type CategoryWithCount = z.infer<typeof categoryWithCountSchema>;

/** The home page sections in the order of spec section 1. */
export const HOME_SECTIONS = [
  'editorialRecommendations',
  'popularBrands',
  'testing',
  'activeReviewers',
  'rewardedProducts',
  'newProducts',
  'mostReviewed',
  'categories',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

const section = <T extends z.ZodType>(item: T) => z.array(item).max(PAGES_LIMITS.homeSectionMax);

// ours: answer of `GET /api/home`: the eight sections of spec section 1, in order; no adult products.
export const homeResponseSchema = z.object({
  editorialRecommendations: section(editorialRecommendationSchema),
  popularBrands: section(popularBrandSchema),
  testing: section(testingCampaignSchema),
  activeReviewers: section(activeReviewerSchema),
  rewardedProducts: section(rewardedProductSchema),
  newProducts: section(productSchema),
  mostReviewed: section(productSchema),
  categories: section(categoryWithCountSchema),
} satisfies Record<HomeSection, z.ZodType>);
export type HomeResponse = z.infer<typeof homeResponseSchema>;

// ours: an ingredient with the number of public products containing it.
export const ingredientWithCountSchema = ingredientSchema.extend({ productCount: z.number().int().nonnegative() });
export type IngredientWithCount = z.infer<typeof ingredientWithCountSchema>;

// ours: answer of `GET /api/ingredients/important` (`/wazne-skladniki`), in Polish alphabetical order.
export const importantIngredientsResponseSchema = z.object({ ingredients: z.array(ingredientWithCountSchema) });
export type ImportantIngredientsResponse = z.infer<typeof importantIngredientsResponseSchema>;

// ours: path parameter of `GET /api/ingredients/{slug}`: the slug without the `skladnik-` prefix.
export const ingredientPageParamsSchema = z.object({
  slug: requiredText().pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: PAGES_MESSAGES.invalidSlug })),
});
export type IngredientPageParams = z.infer<typeof ingredientPageParamsSchema>;

// ours: answer of `GET /api/ingredients/{slug}` (`/skladnik-{slug}`): the ingredient, how many products
// hold it, and the listing that lists them (the whole catalogue, filtered by the ingredient), whose
// url_template the page needs to write that listing's paths; `null` when the catalogue has none.
export const ingredientPageResponseSchema = z.object({
  ingredient: ingredientSchema,
  productCount: z.number().int().nonnegative(),
  listing: z.object({ url_key: z.string(), url_template: z.array(z.string()) }).nullable(),
});
export type IngredientPageResponse = z.infer<typeof ingredientPageResponseSchema>;

// ours: path parameter of `GET /api/articles/{slug}` (the site's `/kwc-{slug}` of a magazine article).
export const articlePageParamsSchema = ingredientPageParamsSchema;
export type ArticlePageParams = z.infer<typeof articlePageParamsSchema>;

// ours: answer of `GET /api/articles/{slug}`: a magazine article the product pages link to, with its
// lead, its text, its category and the public products it is about (as tiles, in the article's order).
export const articlePageResponseSchema = z.object({
  article: productPageArticleSchema.extend({
    category: categorySummarySchema.nullable(),
    /** The article's text: plain paragraphs separated by a blank line (never markup). */
    body: z.string(),
  }),
  products: z.array(productSchema),
});
export type ArticlePageResponse = z.infer<typeof articlePageResponseSchema>;

// ours: a node of the public category tree with its product count.
export const categoryTreeNodeSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  url_key: z.string(),
  productCount: z.number().int().nonnegative(),
  isAdultsOnly: z.boolean(),
  get children(): z.ZodArray<typeof categoryTreeNodeSchema> {
    return z.array(categoryTreeNodeSchema);
  },
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;

// ours: answer of `GET /api/catalog/category-list` (`/lista-kategorii`): the top-level categories.
export const categoryListResponseSchema = z.object({ categories: z.array(categoryTreeNodeSchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

// ours: query of `GET /api/catalog/category-map`: a top-level category's url key.
export const categoryMapQuerySchema = z.object({ slug: requiredText() });
export type CategoryMapQuery = z.infer<typeof categoryMapQuerySchema>;

// ours: answer of `GET /api/catalog/category-map` (`/mapa-kategorii/{slug}`): the whole subtree.
export const categoryMapResponseSchema = z.object({ category: categoryTreeNodeSchema });
export type CategoryMapResponse = z.infer<typeof categoryMapResponseSchema>;

// ours: query of `GET /api/resolve-path`: a site path, with or without query and hash.
export const resolvePathQuerySchema = z.object({
  path: requiredText()
    .max(2048, { error: VALIDATION_MESSAGES.tooLong })
    .refine((path) => path.startsWith('/'), { error: PAGES_MESSAGES.invalidPath }),
});
export type ResolvePathQuery = z.infer<typeof resolvePathQuerySchema>;

// ours: answer of `GET /api/resolve-path`: a redirect, what the path names, or nothing (spec section 4).
export const resolvePathResponseSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('redirect'),
    location: z.string().min(1),
    code: z.number().int().min(300).max(399),
    /** An absolute `http(s)` address: the site navigates away instead of routing. */
    external: z.boolean(),
  }),
  z.object({ type: z.literal('category'), category: categorySummarySchema }),
  z.object({ type: z.literal('brand'), category: categorySummarySchema }),
  z.object({ type: z.literal('landing'), category: categorySummarySchema }),
  z.object({ type: z.literal('product'), sku: skuSchema, urlPath: z.string().regex(PRODUCT_URL_PATH) }),
  z.object({ type: z.literal('ingredient'), slug: ingredientSchema.shape.slug, name: z.string() }),
  z.object({ type: z.literal('not_found') }),
]);
export type ResolvePathResponse = z.infer<typeof resolvePathResponseSchema>;

// ours: query of `GET /api/catalog/partner-offer`, what the partner-redirect screen (spec section 2)
// asks before sending the visitor on to the shop.
export const partnerOfferQuerySchema = z.object({
  productId: queryInt({ min: 1, max: 999_999_999 }),
  shop: requiredText().pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: PAGES_MESSAGES.invalidSlug })),
});
export type PartnerOfferQuery = z.infer<typeof partnerOfferQuerySchema>;

// ours: where the visitor goes: the shop's offer of a public product.
export const partnerOfferResponseSchema = z.object({
  shopName: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  productName: z.string(),
  brandName: z.string(),
});
export type PartnerOfferResponse = z.infer<typeof partnerOfferResponseSchema>;

/**
 * The routes spec section 7 leaves unnamed, under `/api` like every call. The A/B configuration
 * (`GET /api/ab-tests`) is `FRONT_API.getAbTests`.
 */
export const PAGES_API = {
  getProductPage: {
    method: 'GET',
    path: PAGES_API_PATHS.getProductPage,
    query: productPageQuerySchema,
    response: productPageResponseSchema,
  },
  getProductReviews: {
    method: 'GET',
    path: PAGES_API_PATHS.getProductReviews,
    query: productReviewsQuerySchema,
    response: productReviewsResponseSchema,
  },
  getHome: { method: 'GET', path: PAGES_API_PATHS.getHome, response: homeResponseSchema },
  getNewestReviews: {
    method: 'GET',
    path: PAGES_API_PATHS.getNewestReviews,
    query: newestReviewsQuerySchema,
    response: newestReviewsResponseSchema,
  },
  getReviewers: {
    method: 'GET',
    path: PAGES_API_PATHS.getReviewers,
    query: reviewersQuerySchema,
    response: reviewersResponseSchema,
  },
  getPopularBrands: { method: 'GET', path: PAGES_API_PATHS.getPopularBrands, response: popularBrandsResponseSchema },
  getImportantIngredients: {
    method: 'GET',
    path: PAGES_API_PATHS.getImportantIngredients,
    response: importantIngredientsResponseSchema,
  },
  getIngredient: {
    method: 'GET',
    path: PAGES_API_PATHS.getIngredient,
    params: ingredientPageParamsSchema,
    response: ingredientPageResponseSchema,
  },
  getArticle: {
    method: 'GET',
    path: PAGES_API_PATHS.getArticle,
    params: articlePageParamsSchema,
    response: articlePageResponseSchema,
  },
  getCategoryList: { method: 'GET', path: PAGES_API_PATHS.getCategoryList, response: categoryListResponseSchema },
  getCategoryMap: {
    method: 'GET',
    path: PAGES_API_PATHS.getCategoryMap,
    query: categoryMapQuerySchema,
    response: categoryMapResponseSchema,
  },
  resolvePath: {
    method: 'GET',
    path: PAGES_API_PATHS.resolvePath,
    query: resolvePathQuerySchema,
    response: resolvePathResponseSchema,
  },
  getPartnerOffer: {
    method: 'GET',
    path: PAGES_API_PATHS.getPartnerOffer,
    query: partnerOfferQuerySchema,
    response: partnerOfferResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
