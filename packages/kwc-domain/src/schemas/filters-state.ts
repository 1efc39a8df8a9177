import { z } from 'zod';

import { SHOP_FILTER_LABEL } from '../messages';
import { filterOptionSchema, propertyPatternSchema } from './category';

/** A filter flag's choice: 0 all products, 1 only bestsellers / new / promotions (spec section 3). */
export const filterFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type FilterFlag = z.infer<typeof filterFlagSchema>;

/** A min/max pair; `null` ends are open. */
export const rangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type Range = z.infer<typeof rangeSchema>;

/** A property pattern's filter as the listing holds it (spec section 3 "Filters state"). */
export const propertyPatternFilterSchema = z.object({
  code: z.string(),
  label: z.string(),
  type: z.enum(['options', 'range', 'flag']),
  layout: propertyPatternSchema.shape.layout,
  options: z.array(filterOptionSchema),
  /** All options, loaded or not. */
  total: z.number().int().nonnegative(),
  /** Text typed into the filter's option search. */
  search: z.string(),
  /** Selected option slugs. ours: the spec lists options, not the selection. */
  selected: z.array(z.string()),
  isLoading: z.boolean(),
  isLoadingMore: z.boolean(),
});
export type PropertyPatternFilter = z.infer<typeof propertyPatternFilterSchema>;

/** Listing filters (spec section 3 "Filters state"). */
export const filtersStateSchema = z.object({
  bestseller: filterFlagSchema,
  new_until_date: filterFlagSchema,
  offer_sale: filterFlagSchema,
  /** The shop filter, labelled 'Sklep'. */
  partner: z.object({
    label: z.literal(SHOP_FILTER_LABEL),
    options: z.array(filterOptionSchema),
    selected: z.array(z.string()),
  }),
  price: rangeSchema,
  number_of_hits: rangeSchema,
  number_of_reviews: rangeSchema,
  propertyPatterns: z.array(propertyPatternFilterSchema),
  /** Filters a landing page fixes, by filter name. */
  predefined: z.record(z.string(), z.array(z.string())),
});
export type FiltersState = z.infer<typeof filtersStateSchema>;
