// The listing URL vocabulary: the names and words a listing URL gives its filters. The category
// path codec, the API and the site all read them here (spec sections 2 and 3).

/** The brand filter; its values are brand url keys (`marka-nivea`). ours: the name. */
export const BRAND_FILTER = 'marka';

/** The important-ingredient filter: products with every chosen ingredient. ours: the name. */
export const INGREDIENT_FILTER = 'skladnik';

/** ours: products without any of these ingredients ("bez parabenów"). */
export const WITHOUT_INGREDIENT_FILTER = 'bez_skladnika';

/** The shop filter: its name in `additionalFilters` and its slug in the URL. ours: the slug. */
export const SHOP_FILTER = { name: 'partner', slug: 'sklep' } as const;

/**
 * The filter flags of spec section 3 (bestseller, new, sale) with the URL slugs spec section 2
 * calls "static promo filter slugs". ours: the slugs.
 */
export const FLAG_FILTER_SLUGS = {
  bestseller: 'bestsellery',
  new_until_date: 'nowosci',
  offer_sale: 'promocje',
} as const;
export type FlagFilterName = keyof typeof FLAG_FILTER_SLUGS;

/** The filter flags in the order the URL writes them. */
export const FLAG_FILTERS = ['bestseller', 'new_until_date', 'offer_sale'] as const satisfies readonly FlagFilterName[];

/** Value of a set filter flag in `additionalFilters` (spec section 3: each flag is a 0/1 choice). */
export const FLAG_FILTER_ON = '1';

/** Whether a filter name is one of the filter flags. */
export function isFlagFilterName(name: string): name is FlagFilterName {
  return (FLAG_FILTERS as readonly string[]).includes(name);
}

/** The range filters of spec section 3 "Filters state" (prices in złoty in URLs). */
export const RANGE_FILTERS = ['price', 'number_of_hits', 'number_of_reviews'] as const;
export type RangeFilterName = (typeof RANGE_FILTERS)[number];

/** The range filters' names in listing URLs (`cena.10-50`). ours: the names. */
export const RANGE_FILTER_URL_NAMES = {
  price: 'cena',
  number_of_hits: 'hity',
  number_of_reviews: 'opinie',
} as const satisfies Record<RangeFilterName, string>;
export type RangeFilterUrlName = (typeof RANGE_FILTER_URL_NAMES)[RangeFilterName];

/** Whether a filter name is a range filter's (`price`, not its URL name `cena`). */
export function isRangeFilterName(name: string): name is RangeFilterName {
  return (RANGE_FILTERS as readonly string[]).includes(name);
}

/** The range filter a listing URL name stands for (`cena` → `price`); `undefined` for any other name. */
export function rangeFilterOfUrlName(urlName: string): RangeFilterName | undefined {
  return RANGE_FILTERS.find((name) => RANGE_FILTER_URL_NAMES[name] === urlName);
}

/** @deprecated Use `FLAG_FILTER_SLUGS`: the bestseller/new/sale filters are called filter flags. */
export const PROMO_FILTER_SLUGS = FLAG_FILTER_SLUGS;
/** @deprecated Use `FlagFilterName`. */
export type PromoFilter = FlagFilterName;
/** @deprecated Use `FLAG_FILTERS`. */
export const PROMO_FILTERS = FLAG_FILTERS;
/** @deprecated Use `FLAG_FILTER_ON`. */
export const PROMO_FILTER_ON = FLAG_FILTER_ON;
