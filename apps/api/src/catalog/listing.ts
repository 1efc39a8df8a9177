import { type FlagFilterName, type Range, type RangeFilterName } from '@kwc/domain';
import type { Product } from '@kwc/domain';

/** A listing's filters, resolved from URL slugs to database ids. */
export interface ListingFilters {
  /** Category subtree; `null` lists the whole catalogue (brand pages). */
  scope: number | null;
  brands: number[];
  /** Selected option ids per property pattern code. */
  options: Map<string, number[]>;
  shops: number[];
  withIngredients: number[];
  withoutIngredients: number[];
  /** Price in grosze; the others are plain counts. */
  ranges: Partial<Record<RangeFilterName, Range>>;
  flags: Set<FlagFilterName>;
  /** A search phrase (`q`), already trimmed and lower-cased. */
  text: string | null;
  includeNonPublic: boolean;
}

export function emptyFilters(scope: number | null): ListingFilters {
  return {
    scope,
    brands: [],
    options: new Map(),
    shops: [],
    withIngredients: [],
    withoutIngredients: [],
    ranges: {},
    flags: new Set(),
    text: null,
    includeNonPublic: false,
  };
}

/** One page of a listing and the number of products it has in all. */
export interface ListingPage {
  products: Product[];
  total: number;
}

/** Facet counts of a listing, by filter. */
export interface FacetCounts {
  brands: Map<number, number>;
  /** Option id → count, for every pattern asked for. */
  options: Map<number, number>;
  shops: Map<number, number>;
  ingredients: Map<number, number>;
  ranges: Record<RangeFilterName, { min: number; max: number } | null>;
  flags: Record<FlagFilterName, number>;
}
