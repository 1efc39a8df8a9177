import { type RangeFilterName } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { productColumns, type ProductRow } from '../../products/card';
import { TextIndex, type TextRow } from '../../search/text-index';
import * as bits from '../../shared/bitset';

/** A product as the index reads it: the card, the filterable and sortable fields, the search vectors. */
export interface IndexRow extends ProductRow, TextRow {
  category_path: number[];
  property_option_ids: number[];
  partner_shop_ids: number[];
  ingredient_ids: number[];
  number_of_reviews_last_week: number;
  number_of_views_last_week: number;
  popularity: number;
  rating: number;
  created: number;
  new_until: number | null;
  is_public: boolean;
  bestseller: boolean;
  offer_sale: boolean;
}

// `rating` comes as the tile shows it (real); its order is the same as the database's.
export const indexColumns = sql`${productColumns}, category_path, property_option_ids, partner_shop_ids, ingredient_ids,
  number_of_reviews_last_week, number_of_views_last_week, popularity::float8 as popularity,
  (extract(epoch from created_at) * 1000000)::float8 as created,
  (new_until_date - date '1970-01-01') as new_until, is_public, bestseller, offer_sale,
  search_polish::text as search_polish, search_simple::text as search_simple, search_text`;

/** The sortable (and range-filtered) columns, one float per slot; a missing price is NaN. */
export type Key = 'popularity' | 'price' | 'created' | 'rating' | 'reviews' | 'hits' | 'reviewsWeek' | 'viewsWeek';

/** The column of each range filter. */
export const rangeKey: Record<RangeFilterName, Key> = {
  price: 'price',
  number_of_hits: 'hits',
  number_of_reviews: 'reviews',
};

/** What a bitset is built for: `c` category, `b` brand, `o` option, `s` shop, `i` ingredient. */
export type SetKind = 'c' | 'b' | 'o' | 's' | 'i';

/**
 * Every product's filterable and sortable fields in typed arrays, one slot per product, with a
 * bitset per category, brand, option, shop and ingredient built on first use.
 */
export class ProductStore {
  capacity = 0;
  size = 0;
  readonly slotById = new Map<number, number>();
  ids = new Int32Array(0);
  alive: bits.Bitset = new Uint32Array(0);
  isPublic: bits.Bitset = new Uint32Array(0);
  bestseller: bits.Bitset = new Uint32Array(0);
  offerSale: bits.Bitset = new Uint32Array(0);
  brand = new Int32Array(0);
  /** Highest brand and option ids seen: the sizes of the counters. */
  maxBrand = 0;
  maxOption = 0;
  newUntil = new Float64Array(0);
  readonly columns: Record<Key, Float64Array> = {
    popularity: new Float64Array(0),
    price: new Float64Array(0),
    created: new Float64Array(0),
    rating: new Float64Array(0),
    reviews: new Float64Array(0),
    hits: new Float64Array(0),
    reviewsWeek: new Float64Array(0),
    viewsWeek: new Float64Array(0),
  };
  readonly cards: ProductRow[] = [];
  readonly categoryPaths: Int32Array[] = [];
  readonly options: Int32Array[] = [];
  readonly shops: Int32Array[] = [];
  readonly ingredients: Int32Array[] = [];
  /** Every product's search words. */
  words = new TextIndex();
  /** Bitsets built on first use, keyed `{kind}:{id}`. */
  private readonly sets = new Map<string, bits.Bitset>();

  get productCount(): number {
    return bits.count(this.alive);
  }

  /** Empties the store for a full load of `rows` products. */
  reset(rows: number): void {
    // Fresh arrays: nothing of the previous load may survive (ids restart after a truncate).
    this.alive = this.isPublic = this.bestseller = this.offerSale = new Uint32Array(0);
    this.size = 0;
    this.slotById.clear();
    this.sets.clear();
    this.words = new TextIndex();
    this.allocate(Math.max(1024, Math.ceil(rows * 1.1)));
  }

  /** Bytes held by the typed arrays and bitsets (the JS objects around them come on top). */
  memoryBytes(): number {
    let total = this.ids.byteLength + this.brand.byteLength + this.newUntil.byteLength;
    total += this.alive.byteLength * 4;
    for (const column of Object.values(this.columns)) total += column.byteLength;
    for (const list of [this.categoryPaths, this.options, this.shops, this.ingredients]) {
      for (let slot = 0; slot < this.size; slot++) total += list[slot]?.byteLength ?? 0;
    }
    for (const set of this.sets.values()) total += set.byteLength;
    return total + this.words.memoryBytes();
  }

  private allocate(capacity: number): void {
    const grow = <T extends Int32Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array.subarray(0, Math.min(array.length, capacity)));
      return next;
    };
    this.ids = grow(this.ids, (n) => new Int32Array(n));
    this.brand = grow(this.brand, (n) => new Int32Array(n));
    this.newUntil = grow(this.newUntil, (n) => new Float64Array(n));
    for (const key of Object.keys(this.columns) as Key[]) {
      this.columns[key] = grow(this.columns[key], (n) => new Float64Array(n));
    }
    const words = bits.wordsFor(capacity);
    this.alive = bits.resized(this.alive, words);
    this.isPublic = bits.resized(this.isPublic, words);
    this.bestseller = bits.resized(this.bestseller, words);
    this.offerSale = bits.resized(this.offerSale, words);
    for (const [key, set] of this.sets) this.sets.set(key, bits.resized(set, words));
    this.capacity = capacity;
  }

  newSlot(id: number): number {
    if (this.size === this.capacity) this.allocate(Math.max(1024, this.capacity * 2));
    const slot = this.size++;
    this.slotById.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  removeSlot(slot: number): void {
    this.slotById.delete(this.ids[slot]!);
    bits.remove(this.alive, slot);
    for (const set of this.sets.values()) bits.remove(set, slot);
    this.words.remove(slot);
    // The slot stays allocated (ids are never reused by PostgreSQL sequences without a truncate).
  }

  /** Stores a product row in its slot and updates every bitset already built. */
  write(slot: number, row: IndexRow): void {
    bits.add(this.alive, slot);
    bits.assign(this.isPublic, slot, row.is_public);
    bits.assign(this.bestseller, slot, row.bestseller);
    bits.assign(this.offerSale, slot, row.offer_sale);
    this.brand[slot] = row.brand_id;
    if (row.brand_id > this.maxBrand) this.maxBrand = row.brand_id;
    for (const option of row.property_option_ids ?? []) if (option > this.maxOption) this.maxOption = option;
    this.newUntil[slot] = row.new_until ?? Number.NEGATIVE_INFINITY;
    const c = this.columns;
    c.popularity[slot] = row.popularity;
    c.price[slot] = row.price ?? Number.NaN;
    c.created[slot] = row.created;
    c.rating[slot] = Number(row.rating);
    c.reviews[slot] = row.number_of_reviews;
    c.hits[slot] = row.number_of_hits;
    c.reviewsWeek[slot] = row.number_of_reviews_last_week;
    c.viewsWeek[slot] = row.number_of_views_last_week;
    this.cards[slot] = {
      id: row.id,
      sku: row.sku,
      brand_id: row.brand_id,
      name: row.name,
      short_description: row.short_description,
      state: row.state,
      images: row.images,
      url_path: row.url_path,
      is_adult: row.is_adult,
      rating: row.rating,
      number_of_reviews: row.number_of_reviews,
      number_of_hits: row.number_of_hits,
      price: row.price,
    };
    this.categoryPaths[slot] = Int32Array.from(row.category_path ?? []);
    this.options[slot] = Int32Array.from(row.property_option_ids ?? []);
    this.shops[slot] = Int32Array.from(row.partner_shop_ids ?? []);
    this.ingredients[slot] = Int32Array.from(row.ingredient_ids ?? []);
    this.words.set(slot, row);
    for (const [key, set] of this.sets) bits.assign(set, slot, this.slotHas(slot, key));
  }

  private slotHas(slot: number, key: string): boolean {
    const id = Number(key.slice(2));
    switch (key[0]) {
      case 'c':
        return this.categoryPaths[slot]!.includes(id);
      case 'b':
        return this.brand[slot] === id;
      case 'o':
        return this.options[slot]!.includes(id);
      case 's':
        return this.shops[slot]!.includes(id);
      default:
        return this.ingredients[slot]!.includes(id);
    }
  }

  /** The bitset of one attribute value, built by one pass over the slots on first use. */
  set(kind: SetKind, id: number): bits.Bitset {
    const key = `${kind}:${id}`;
    let set = this.sets.get(key);
    if (!set) {
      set = this.empty();
      for (let slot = 0; slot < this.size; slot++) {
        if (bits.has(this.alive, slot) && this.slotHas(slot, key)) bits.add(set, slot);
      }
      this.sets.set(key, set);
    }
    return set;
  }

  /** Slots holding any of `ids`. */
  anyOf(kind: Exclude<SetKind, 'c'>, ids: readonly number[]): bits.Bitset {
    const result = this.empty();
    for (const id of ids) bits.orInto(result, this.set(kind, id));
    return result;
  }

  /** Slots (alive or not) passing `test`. */
  scan(test: (slot: number) => boolean): bits.Bitset {
    const result = this.empty();
    for (let slot = 0; slot < this.size; slot++) if (test(slot)) bits.add(result, slot);
    return result;
  }

  /** A bitset of no slot, sized for the store. */
  empty(): bits.Bitset {
    return new Uint32Array(bits.wordsFor(this.capacity));
  }

  /** A bitset of every slot, sized for the store. */
  full(): bits.Bitset {
    return this.empty().fill(0xffffffff);
  }
}
