import {
  BRAND_FILTER,
  FLAG_FILTERS,
  INGREDIENT_FILTER,
  RANGE_FILTERS,
  SHOP_FILTER,
  WITHOUT_INGREDIENT_FILTER,
  type FlagFilterName,
} from '@kwc/domain';
import type { CatalogueDictionary } from '../dictionary';
import type { FacetCounts, ListingFilters } from '../listing';
import * as bits from '../../shared/bitset';
import { rangeKey, type ProductStore } from './store';

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * A listing's filters as bitsets over the store, one per filter group, and the facet counts: each
 * group counted with every other active filter, so a selected option's siblings still show what
 * selecting them would add.
 */
export class FacetCounter {
  /** Products still "new" on a day, at the change count they were computed at. */
  private readonly newSets = new Map<string, { version: number; set: bits.Bitset }>();

  constructor(
    private readonly store: ProductStore,
    /** Counts the changes applied to the store. */
    private readonly version: () => number,
  ) {}

  /** One bitset per filter group, as `listingConditions` of sql-oracle.ts builds SQL conditions. */
  groups(filters: ListingFilters, today: string, textSlots: bits.Bitset | null): Map<string, bits.Bitset> {
    const store = this.store;
    const groups = new Map<string, bits.Bitset>();
    groups.set('alive', store.alive);
    if (!filters.includeNonPublic) groups.set('public', store.isPublic);
    if (filters.scope !== null) groups.set('scope', store.set('c', filters.scope));
    if (filters.brands.length > 0) groups.set(BRAND_FILTER, store.anyOf('b', filters.brands));
    for (const [code, ids] of filters.options) {
      if (ids.length > 0) groups.set(`pattern:${code}`, store.anyOf('o', ids));
    }
    if (filters.shops.length > 0) groups.set(SHOP_FILTER.name, store.anyOf('s', filters.shops));
    if (filters.withIngredients.length > 0) {
      const all = store.full();
      for (const id of filters.withIngredients) bits.andInto(all, store.set('i', id));
      groups.set(INGREDIENT_FILTER, all);
    }
    if (filters.withoutIngredients.length > 0) {
      const none = store.full();
      bits.andNotInto(none, store.anyOf('i', filters.withoutIngredients));
      groups.set(WITHOUT_INGREDIENT_FILTER, none);
    }
    for (const name of RANGE_FILTERS) {
      const range = filters.ranges[name];
      if (!range || (range.min === null && range.max === null)) continue;
      const column = store.columns[rangeKey[name]];
      const min = range.min ?? Number.NEGATIVE_INFINITY;
      const max = range.max ?? Number.POSITIVE_INFINITY;
      // NaN (a product without a price) fails both comparisons, as NULL does in SQL.
      groups.set(
        `range:${name}`,
        store.scan((slot) => column[slot]! >= min && column[slot]! <= max),
      );
    }
    if (filters.flags.has('bestseller')) groups.set('flag:bestseller', store.bestseller);
    if (filters.flags.has('offer_sale')) groups.set('flag:offer_sale', store.offerSale);
    if (filters.flags.has('new_until_date')) groups.set('flag:new_until_date', this.newSet(today));
    if (textSlots) groups.set('text', textSlots);
    return groups;
  }

  /** The intersection of every group for which `except` is false. */
  intersect(groups: Map<string, bits.Bitset>, except: (group: string) => boolean): bits.Bitset {
    const result = this.store.full();
    for (const [group, set] of groups) if (!except(group)) bits.andInto(result, set);
    return result;
  }

  /** Facet counts of a listing's groups, like `countFacets` of sql-oracle.ts. */
  count(
    groups: Map<string, bits.Bitset>,
    { patterns, ingredientOptions, today }: { patterns: string[]; ingredientOptions: number[]; today: string },
    dictionary: CatalogueDictionary,
  ): FacetCounts {
    const store = this.store;
    const all = this.intersect(groups, () => false);
    const except = (group: string) => (groups.has(group) ? this.intersect(groups, (g) => g === group) : all);

    // Hot loops over plain slot lists and typed counters.
    const slotLists = new Map<bits.Bitset, Int32Array>();
    const slotsOf = (set: bits.Bitset) => {
      let list = slotLists.get(set);
      if (!list) {
        const out = new Int32Array(bits.count(set));
        let k = 0;
        bits.forEach(set, (slot) => (out[k++] = slot));
        list = out;
        slotLists.set(set, list);
      }
      return list;
    };

    const brandCounts = new Int32Array(store.maxBrand + 1);
    for (const slot of slotsOf(except(BRAND_FILTER))) brandCounts[store.brand[slot]!]!++;
    const brands = new Map<number, number>();
    brandCounts.forEach((n, id) => n > 0 && brands.set(id, n));

    // One popcount of an AND per option (its bitset is built once and kept): a pattern has tens of
    // options, fewer than the option lists of every matching product.
    const optionCounts = new Int32Array(store.maxOption + 1);
    const countOptions = (set: bits.Bitset, wanted: number[]) => {
      for (const id of wanted) if (id <= store.maxOption) optionCounts[id] = bits.countAnd(set, store.set('o', id));
    };
    const optionIds = (code: string) => dictionary.patterns.get(code)?.options.map((option) => option.id) ?? [];
    const unselected = patterns.filter((code) => !groups.has(`pattern:${code}`));
    if (unselected.length > 0) countOptions(all, unselected.flatMap(optionIds));
    for (const code of patterns.filter((code) => groups.has(`pattern:${code}`))) {
      countOptions(except(`pattern:${code}`), optionIds(code));
    }
    const options = new Map<number, number>();
    optionCounts.forEach((n, id) => n > 0 && options.set(id, n));

    const countEach = (kind: 's' | 'i', ids: Iterable<number>, within: bits.Bitset) => {
      const counts = new Map<number, number>();
      for (const id of ids) {
        const n = bits.countAnd(within, store.set(kind, id));
        if (n > 0) counts.set(id, n);
      }
      return counts;
    };
    const shopIds = new Set<number>(dictionary.shops.keys());
    const shops = countEach('s', shopIds, except(SHOP_FILTER.name));
    const ingredients = countEach('i', ingredientOptions, except(INGREDIENT_FILTER));

    const ranges = {} as FacetCounts['ranges'];
    for (const name of RANGE_FILTERS) {
      const column = store.columns[rangeKey[name]];
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      // NaN (no price) fails both comparisons, as NULL is skipped by min() and max() in SQL.
      for (const slot of slotsOf(except(`range:${name}`))) {
        const value = column[slot]!;
        if (value < min) min = value;
        if (value > max) max = value;
      }
      ranges[name] = min <= max ? { min, max } : null;
    }

    const flagSets: Record<FlagFilterName, () => bits.Bitset> = {
      bestseller: () => store.bestseller,
      offer_sale: () => store.offerSale,
      new_until_date: () => this.newSet(today),
    };
    const flags = {} as FacetCounts['flags'];
    for (const name of FLAG_FILTERS) flags[name] = bits.countAnd(except(`flag:${name}`), flagSets[name]());

    return { brands, options, shops, ingredients, ranges, flags };
  }

  /** Products still "new" on `today`, kept until the next change. */
  private newSet(today: string): bits.Bitset {
    const cached = this.newSets.get(today);
    if (cached && cached.version === this.version()) return cached.set;
    const day = dayNumber(today);
    const set = this.store.scan((slot) => this.store.newUntil[slot]! >= day);
    this.newSets.clear();
    this.newSets.set(today, { version: this.version(), set });
    return set;
  }
}
