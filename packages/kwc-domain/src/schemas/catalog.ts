import { z } from 'zod';

import { LISTING } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { requiredText } from '../validation';
import { dateTimeSchema, optionalQueryInt, optionalQueryText, queryInt } from './common';
import { filterOptionSchema } from './category';

/** Query of `GET /catalog/category-info` and `GET /catalog/products`: the listing path (spec section 7). */
export const catalogPathQuerySchema = z.object({ path: requiredText() });
export type CatalogPathQuery = z.infer<typeof catalogPathQuerySchema>;

/** Query of `GET /catalog/filter-values` (spec section 7): one page of a filter's options. */
export const filterValuesQuerySchema = z.object({
  path: requiredText(),
  filterName: requiredText(),
  filterValuesPage: queryInt({ min: 1, fallback: 1 }),
  filterValuesPageSize: queryInt({ min: 1, max: LISTING.filterValuesPageSize, fallback: LISTING.filterValuesPageSize }),
  filterValuesSearch: optionalQueryText,
});
export type FilterValuesQuery = z.infer<typeof filterValuesQuerySchema>;

/** Answer of `GET /catalog/filter-values` (spec section 7). */
export const filterValuesResponseSchema = z.object({
  options: z.array(filterOptionSchema),
  total: z.number().int().nonnegative(),
});
export type FilterValuesResponse = z.infer<typeof filterValuesResponseSchema>;

/**
 * Query of `GET /catalog/get-category` (spec section 7): `size=1` and exactly one of `categoryId`
 * and `urlKey`. The answer is a `Category`.
 */
export const getCategoryQuerySchema = z
  .object({
    size: z.preprocess(
      (value) => (value === undefined ? 1 : Number(value)),
      z.literal(1, { error: VALIDATION_MESSAGES.invalidValue }),
    ),
    categoryId: optionalQueryInt({ min: 1 }),
    urlKey: optionalQueryText,
  })
  .refine((query) => (query.categoryId === undefined) !== (query.urlKey === undefined), {
    error: VALIDATION_MESSAGES.categoryIdOrUrlKey,
  });
export type GetCategoryQuery = z.infer<typeof getCategoryQuerySchema>;

/** Query of `GET /api/catalog/legal-hint-content` (spec section 7). */
export const legalHintQuerySchema = z.object({ identifier: requiredText() });
export type LegalHintQuery = z.infer<typeof legalHintQuerySchema>;

/** Answer of `GET /api/catalog/legal-hint-content`. ours: the content is sanitised HTML. */
export const legalHintResponseSchema = z.object({ content: z.string() });
export type LegalHintResponse = z.infer<typeof legalHintResponseSchema>;

/** The build metadata file `builds/meta/{buildId}.json` (spec section 7). ours: fields. */
export const buildMetaSchema = z.object({ buildId: z.string().min(1), builtAt: dateTimeSchema });
export type BuildMeta = z.infer<typeof buildMetaSchema>;
