/** A range filter's bounds; either end may be open. */
export type Range = { min: number | null; max: number | null };
export const RANGE_FILTERS = ['price', 'number_of_hits', 'number_of_reviews'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];
export const FLAG_FILTERS = ['bestseller', 'new_until_date', 'offer_sale'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** Filter names a listing URL may carry besides the property pattern codes. */
export const BRAND_FILTER = 'marka';
export const SHOP_FILTER = 'partner';
export const INGREDIENT_FILTER = 'skladnik';
/** ours: products without any of these ingredients ("bez parabenów"). */
export const WITHOUT_INGREDIENT_FILTER = 'bez_skladnika';

/** Range filters as listing URLs name them (`cena.10-50`). ours: the names. */
export const RANGE_URL_NAMES: Record<string, RangeFilter> = {
  cena: 'price',
  hity: 'number_of_hits',
  opinie: 'number_of_reviews',
};
