import { z } from 'zod';

import { DEFAULT_REDIRECT_STATUS } from '../constants';
import { sortSchema } from '../sort/sort-schema';
import { breadcrumbSchema, idSchema, linkSchema } from './common';
import { productSchema } from './product';

/** Category status (spec section 3); Polish labels are `CATEGORY_STATUS_LABELS`. */
export const categoryStatusSchema = z.enum(['EXPIRING', 'PUBLISHED', 'ARCHIVED', 'REDIRECTED']);
export type CategoryStatus = z.infer<typeof categoryStatusSchema>;

/** A filterable property of a category (spec section 3 "property_patterns"). */
export const propertyPatternSchema = z.object({
  property_attribute: z.string(),
  label: z.string(),
  // ours: layout values; how the filter's options are laid out.
  layout: z.enum(['list', 'tiles', 'logos']),
  url_slug: z.string(),
});
export type PropertyPattern = z.infer<typeof propertyPatternSchema>;

/** One option of a property pattern (spec section 3 "Property pattern option fields"). */
export const propertyPatternOptionSchema = z.object({
  slug: z.string(),
  label: z.string(),
  url: z.string(),
  image_desktop: z.string().nullable(),
  image_mobile: z.string().nullable(),
  attribute_priority: z.number().int(),
  order_value: z.number().int(),
});
export type PropertyPatternOption = z.infer<typeof propertyPatternOptionSchema>;

/** A filter option with its facet count. ours: `count`, the number of matching products. */
export const filterOptionSchema = propertyPatternOptionSchema.extend({ count: z.number().int().nonnegative() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** A category (spec section 3 "Category"). */
export const categorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  url_key: z.string().min(1),
  full_name: z.string(),
  status: categoryStatusSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  property_patterns: z.array(propertyPatternSchema),
  // ours: the `property_attribute`s whose values form the key-filter path segment, in URL order.
  url_template: z.array(z.string()),
  // ours: which static filters the category offers.
  static_filters: z.object({ shop: z.boolean(), price: z.boolean() }),
  is_adults_only: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/** A short reference to a category. ours: shape for links, context category and menus. */
export const categorySummarySchema = categorySchema.pick({ id: true, full_name: true, url_key: true });
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/** A node of the category navigation tree. ours: shape. */
export const navigationNodeSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  url_key: z.string(),
  get children(): z.ZodArray<typeof navigationNodeSchema> {
    return z.array(navigationNodeSchema);
  },
});
export type NavigationNode = z.infer<typeof navigationNodeSchema>;

const filterValuesSchema = z.array(z.string().min(1)).min(1);

/**
 * A category path decoded (spec section 3 "Decoded category path"); see `decodeCategoryPath`.
 * `additionalFilters` also holds the filter flags (`bestseller`, `new_until_date`, `offer_sale`,
 * each `['1']`) and the shop filter (`partner`), which the URL writes in the first segment.
 */
export const decodedCategoryPathSchema = z.object({
  url_key: z.string().min(1),
  queryParams: z.record(z.string().min(1), z.string()),
  keyFilters: z.record(z.string().min(1), filterValuesSchema),
  additionalFilters: z.record(z.string().min(1), filterValuesSchema),
  sort: sortSchema.nullable(),
  hash: z.string().min(1).nullable(),
});
export type DecodedCategoryPath = z.infer<typeof decodedCategoryPathSchema>;

const aggFilterBaseSchema = z.object({
  visible: z.boolean(),
  /** Set by a landing page; the user cannot remove it. */
  predefined: z.boolean(),
  selectedOptions: z.array(filterOptionSchema),
  label: z.string(), // ours
});

/**
 * One `agg_*` filter of the category response (spec section 3). ours: the three `type`s and the
 * shape of `value` for each: option slugs, a numeric range, or a 0/1 flag.
 */
export const aggFilterSchema = z.discriminatedUnion('type', [
  aggFilterBaseSchema.extend({
    type: z.literal('options'),
    value: z.array(z.string()),
    /** First page of options; the rest load lazily (spec section 4). */
    options: z.array(filterOptionSchema),
    total: z.number().int().nonnegative(),
  }),
  aggFilterBaseSchema.extend({
    type: z.literal('range'),
    value: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
    bounds: z.object({ min: z.number(), max: z.number() }),
  }),
  aggFilterBaseSchema.extend({
    type: z.literal('flag'),
    value: z.union([z.literal(0), z.literal(1)]),
  }),
]);
export type AggFilter = z.infer<typeof aggFilterSchema>;

/** The `filters` of a category response, keyed `agg_<name>`. */
export const aggFiltersSchema = z.record(z.templateLiteral(['agg_', z.string().min(1)]), aggFilterSchema);
export type AggFilters = z.infer<typeof aggFiltersSchema>;

/** SEO texts rendered from the category's templates. ours: fields. */
export const renderedTemplatesSchema = z.object({
  title: z.string(),
  heading: z.string(),
  metaDescription: z.string(),
  description: z.string().nullable(),
});

/** Answer of `GET /catalog/category-info` (spec section 3 "Category response"). */
export const categoryResponseSchema = z.object({
  /** Where to go instead, when the path resolves to a redirect (spec section 4). */
  redirect: z.string().nullable(),
  code: z.number().int().min(300).max(399).default(DEFAULT_REDIRECT_STATUS),
  isLandingPageCategory: z.boolean(),
  landingPageNavigationRoot: navigationNodeSchema.nullable(),
  landingPageLinkedCategory: categorySummarySchema.nullable(),
  category: categorySchema.nullable(),
  decodedCategoryPath: decodedCategoryPathSchema.nullable(),
  decodedCategoryPathWithPredefinedFilters: decodedCategoryPathSchema.nullable(),
  renderedTemplates: renderedTemplatesSchema.nullable(),
  navigationBack: categorySummarySchema.nullable(),
  navigationRoot: navigationNodeSchema.nullable(),
  popularLinksList: z.array(linkSchema),
  popularCategoriesMenu: z.array(categorySummarySchema.extend({ image: z.string().nullable() })),
  brandSeoLinks: z.array(linkSchema),
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  filters: aggFiltersSchema,
  contextCategory: categorySummarySchema.nullable(),
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
