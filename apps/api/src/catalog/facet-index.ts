import { LISTING, type Sort } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import * as bits from './bitset';
import type { CatalogueDictionary } from './dictionary';
import {
  BRAND_FILTER,
  FLAG_FILTERS,
  INGREDIENT_FILTER,
  RANGE_FILTERS,
  SHOP_FILTER,
  textCondition,
  WITHOUT_INGREDIENT_FILTER,
  prefixQuery,
  type FacetCounts,
  type FlagFilter,
  type ListingFilters,
  type ListingPage,
  type RangeFilter,
} from './listing';
import { parseTsQuery, TextIndex, type RankQuery, type TextQuery, type TextRow } from './text-index';

/**
 * The listing index: every product's filterable and sortable fields in typed arrays, one slot per
 * product, with bitsets per category, brand, option, shop and ingredient built on first use. Facet
 * counts and pages are computed here in memory; PostgreSQL stays the source of truth and is read
 * back through the `catalogue_changes` log (migration 0008) before every answer, so an index never
 * serves what its database no longer says — in this process or in any other.
 *
 * Why this design, measured in bench/README.md: counting facets in SQL over a 36,000-product
 * category took ~55 ms on PostgreSQL and ~85 ms on PGlite; here it is a few bitset ANDs and one
 * pass over the matching slots.
 */

interface IndexRow extends Card, TextRow {
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

/** What a product tile shows, kept per slot so pages need no query. */
type Card = ProductRow;

// `rating` comes as the tile shows it (real); its order is the same as the database's.
const indexColumns = sql`${productColumns}, category_path, property_option_ids, partner_shop_ids, ingredient_ids,
  number_of_reviews_last_week, number_of_views_last_week, popularity::float8 as popularity,
  (extract(epoch from created_at) * 1000000)::float8 as created,
  (new_until_date - date '1970-01-01') as new_until, is_public, bestseller, offer_sale,
  search_polish::text as search_polish, search_simple::text as search_simple, search_text`;

/**
 * More changed products than this since the last sync: reload everything instead of patching.
 * Measured at 100,000 products (bench/api/refresh.mjs): a reload takes seconds, patching 1,000
 * products ~150 ms, so patches go up to a quarter of a large catalogue.
 */
const PATCH_LIMIT = 25_000;
/**
 * Log rows numbered this far below the index's position are still looked for (a transaction that
 * took its numbers early and committed late), at most every `LATE_CHECK_MS`.
 */
const LATE_WINDOW = 10_000;
const LATE_CHECK_MS = 1_000;

type Change = { seq: number; product_id: number; kind: 'product' | 'reviews' | 'categories' };

/** Sort orders are patched in place for small change sets and rebuilt lazily otherwise. */
const ORDER_PATCH_LIMIT = 64;

type Key = 'popularity' | 'price' | 'created' | 'rating' | 'reviews' | 'hits' | 'reviewsWeek' | 'viewsWeek';
type SortKey = { key: Key; desc: boolean };

/** ORDER BY of each sort (spec section 3), the same as `orderBy` in listing.ts; the id breaks ties. */
function sortKeys(sort: Sort | null): { name: string; keys: SortKey[] } {
  const field = sort?.value ?? 'popularity';
  const desc = (sort?.direction ?? 'desc') !== 'asc';
  switch (field) {
    case 'price':
      return { name: `price:${desc}`, keys: [{ key: 'price', desc }] };
    case 'latest':
      return { name: 'latest', keys: [{ key: 'created', desc: true }] };
    case 'rating':
      return {
        name: `rating:${desc}`,
        keys: [
          { key: 'rating', desc },
          { key: 'reviews', desc: true },
        ],
      };
    case 'number_of_reviews':
      return { name: `reviews:${desc}`, keys: [{ key: 'reviews', desc }] };
    case 'number_of_hits':
      return { name: 'hits', keys: [{ key: 'hits', desc: true }] };
    case 'number_of_reviews_last_week':
      return {
        name: 'reviewsWeek',
        keys: [
          { key: 'reviewsWeek', desc: true },
          { key: 'popularity', desc: true },
        ],
      };
    case 'number_of_views_last_week':
      return {
        name: 'viewsWeek',
        keys: [
          { key: 'viewsWeek', desc: true },
          { key: 'popularity', desc: true },
        ],
      };
    default:
      // 'relevance' without a phrase and 'popularity' order alike.
      return { name: 'popularity', keys: [{ key: 'popularity', desc: true }] };
  }
}

/** Products matching a phrase and their `ts_rank` (computed on first use: only relevance needs it). */
type TextMatch = {
  slots: bits.Bitset;
  rank: (slot: number) => number;
  inMemory: boolean;
  /** Every match in the search box's order, by what "exact" means for the phrase (see `searchProducts`). */
  boxOrders?: Map<string, Int32Array>;
};

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * Deletes change-log rows older than `olderThanMs`, keeping the newest (it holds the log's
 * position). An index whose position falls behind what is left reloads (see `syncOnce`). Returns the
 * number of rows deleted.
 */
export async function pruneChangeLog(db: Database, olderThanMs: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from catalogue_changes
          where changed_at < now() - make_interval(secs => ${olderThanMs / 1000})
            and seq < (select max(seq) from catalogue_changes)
          returning 1)
        select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

/** What a purge after a write names: the product, its brand and every category it is or was in. */
export type PurgeListener = (tags: string[]) => void;

export class FacetIndex {
  private capacity = 0;
  private size = 0;
  private slotById = new Map<number, number>();
  private ids = new Int32Array(0);
  private alive: bits.Bitset = new Uint32Array(0);
  private isPublic: bits.Bitset = new Uint32Array(0);
  private bestseller: bits.Bitset = new Uint32Array(0);
  private offerSale: bits.Bitset = new Uint32Array(0);
  private brand = new Int32Array(0);
  /** Highest brand and option ids seen: the sizes of the counters. */
  private maxBrand = 0;
  private maxOption = 0;
  private newUntil = new Float64Array(0);
  private columns: Record<Key, Float64Array> = {
    popularity: new Float64Array(0),
    price: new Float64Array(0),
    created: new Float64Array(0),
    rating: new Float64Array(0),
    reviews: new Float64Array(0),
    hits: new Float64Array(0),
    reviewsWeek: new Float64Array(0),
    viewsWeek: new Float64Array(0),
  };
  private cards: Card[] = [];
  private categoryPaths: Int32Array[] = [];
  private options: Int32Array[] = [];
  private shops: Int32Array[] = [];
  private ingredients: Int32Array[] = [];
  /** Every product's search words (text-index.ts). */
  private words = new TextIndex();
  /** Bitsets built on first use, keyed `c:` category, `b:` brand, `o:` option, `s:` shop, `i:` ingredient. */
  private sets = new Map<string, bits.Bitset>();
  /** Slots in the order of a sort, built on first use. */
  private orders = new Map<string, Int32Array>();
  /** The change log's position: every row up to it is applied (but see `catchLateCommits`). */
  private seq = -1;
  /** Log rows applied within the last `LATE_WINDOW` numbers. */
  private applied = new Set<number>();
  private lateCheckedAt = 0;
  /** Counts every change applied (caches of derived sets are keyed by it). */
  private version = 0;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private readonly listeners = new Set<PurgeListener>();
  /** Counts the replayed writes to `categories` (see CategoryCache). */
  categoriesVersion = 0;

  constructor(private readonly db: Database) {}

  /** Called with the cache tags a replayed change touched (see `purgeTags`). */
  onPurge(listener: PurgeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Brings the index up to the database's latest change; concurrent callers share one round. */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.syncOnce().finally(() => {
        this.syncing = undefined;
      });
      return this.syncing;
    }
    // A caller arriving during a round may have written after that round read the log: it waits
    // for the next one.
    // (A failed round must not fail the next one: it starts afresh.)
    this.queued ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
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
    for (const order of this.orders.values()) total += order.byteLength;
    return total + this.words.memoryBytes();
  }

  /** Counts the changes applied so far (0 before the first load). */
  get changeCount(): number {
    return this.version;
  }

  get productCount(): number {
    return bits.count(this.alive);
  }

  private async syncOnce(): Promise<void> {
    if (this.seq < 0) {
      this.loading ??= this.loadAll();
      try {
        await this.loading;
      } finally {
        // A failed load is tried again by the next request instead of failing every one after it.
        this.loading = undefined;
      }
      return;
    }
    const [head] = await queryRows<{ seq: number; first: number }>(
      this.db,
      sql`select coalesce(max(seq), 0)::float8 as seq, coalesce(min(seq), 0)::float8 as first from catalogue_changes`,
    );
    const latest = head?.seq ?? 0;
    if ((head?.first ?? 0) > this.seq + 1) {
      // Rows after this index's position were pruned before it read them (`pruneChangeLog`): what
      // they said is lost, so everything is read again.
      await this.apply([{ seq: latest, product_id: 0, kind: 'product' }], latest);
      return;
    }
    if (latest !== this.seq) {
      const changes = await queryRows<Change>(
        this.db,
        sql`select seq::float8 as seq, product_id, kind from catalogue_changes where seq > ${this.seq} and seq <= ${latest}`,
      );
      await this.apply(changes, latest);
    }
    if (performance.now() - this.lateCheckedAt >= LATE_CHECK_MS) await this.catchLateCommits();
  }

  /**
   * A transaction takes its log rows' numbers when it writes and shows them when it commits, so a
   * row numbered below this index's position can still appear (a longer transaction committing after
   * a shorter one). At most once a second the rows of the last `LATE_WINDOW` numbers are counted
   * against those applied; a difference reads them and applies the missing ones.
   */
  private async catchLateCommits(): Promise<void> {
    this.lateCheckedAt = performance.now();
    const low = Math.max(0, this.seq - LATE_WINDOW);
    let known = 0;
    for (const seq of this.applied) {
      if (seq > low) known++;
      else this.applied.delete(seq);
    }
    const [count] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from catalogue_changes where seq > ${low} and seq <= ${this.seq}`,
    );
    if ((count?.n ?? 0) <= known) return;
    const rows = await queryRows<Change>(
      this.db,
      sql`select seq::float8 as seq, product_id, kind from catalogue_changes where seq > ${low} and seq <= ${this.seq}`,
    );
    const late = rows.filter((row) => !this.applied.has(row.seq));
    if (late.length > 0) await this.apply(late, this.seq);
  }

  /** Applies log rows: patches the changed products (or reloads), then stands at `latest`. */
  private async apply(changes: Change[], latest: number): Promise<void> {
    const tags = new Set<string>();
    if (changes.some((change) => change.kind === 'categories')) {
      this.categoriesVersion++;
      tags.add('categories');
    }
    for (const change of changes) {
      if (change.kind !== 'reviews') continue;
      // Review lists and rankings; the product's own figures arrive as a product change.
      for (const tag of ['reviews', 'reviewers', 'home']) tags.add(tag);
      if (change.product_id !== 0) tags.add(`reviews:product:${change.product_id}`);
    }
    const changed = [
      ...new Set(changes.filter((change) => change.kind === 'product').map((change) => change.product_id)),
    ];
    if (changed.includes(0) || changed.length > PATCH_LIMIT) {
      const before = this.size;
      await this.loadAll();
      if (before > 0) tags.add('products');
      this.emit([...tags]);
      return;
    }
    for (const change of changes) this.applied.add(change.seq);
    this.version++;
    if (changed.length === 0) {
      this.seq = latest;
      this.emit([...tags]);
      return;
    }
    const rows = await queryRows<IndexRow>(
      this.db,
      sql`select ${indexColumns} from products where id = any(${sql.raw(`array[${changed.join(',')}]::int[]`)})`,
    );
    const present = new Set(rows.map((row) => row.id));
    const slots: number[] = [];
    for (const id of changed) {
      const slot = this.slotById.get(id);
      if (slot === undefined) continue;
      // Tags of the old state too: a product that left a category changes that category's listing.
      this.tagsOf(slot, tags);
      slots.push(slot);
      if (!present.has(id)) this.removeSlot(slot);
    }
    for (const row of rows) {
      let slot = this.slotById.get(row.id);
      if (slot === undefined) {
        slot = this.newSlot(row.id);
        slots.push(slot);
      }
      this.write(slot, row);
      this.tagsOf(slot, tags);
    }
    if (slots.length <= ORDER_PATCH_LIMIT) this.reorder([...new Set(slots)]);
    else this.orders.clear();
    this.seq = latest;
    this.emit([...tags]);
  }

  private emit(tags: string[]): void {
    if (tags.length === 0) return;
    for (const listener of this.listeners) listener(tags);
  }

  /**
   * The cache tags whose answers a change of this slot may alter: its own pages, the listings of its
   * brand and of every category above it, the whole-catalogue listing, its ingredients' pages.
   */
  private tagsOf(slot: number, tags: Set<string>): void {
    tags.add(`product:${this.ids[slot]}`);
    tags.add(`brand:${this.brand[slot]}`);
    tags.add('catalogue');
    for (const id of this.categoryPaths[slot] ?? []) tags.add(`category:${id}`);
    for (const id of this.ingredients[slot] ?? []) tags.add(`ingredient:${id}`);
  }

  /** Reads every product (in one snapshot with the log's head, so no change falls between). */
  private async loadAll(): Promise<void> {
    const { rows, seq, recent } = await this.db.transaction(
      async (tx) => {
        const [head] = await queryRows<{ seq: number }>(
          tx as unknown as Database,
          sql`select coalesce(max(seq), 0)::float8 as seq from catalogue_changes`,
        );
        const all = await queryRows<IndexRow>(tx as unknown as Database, sql`select ${indexColumns} from products`);
        // The log rows this snapshot reflects, so rows committed later with lower numbers are found.
        const recent = await queryRows<{ seq: number }>(
          tx as unknown as Database,
          sql`select seq::float8 as seq from catalogue_changes where seq > ${(head?.seq ?? 0) - LATE_WINDOW}`,
        );
        return { rows: all, seq: head?.seq ?? 0, recent: recent.map((row) => row.seq) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Fresh arrays: nothing of the previous load may survive (ids restart after a truncate).
    this.alive = this.isPublic = this.bestseller = this.offerSale = new Uint32Array(0);
    this.size = 0;
    this.slotById.clear();
    this.sets.clear();
    this.orders.clear();
    this.words = new TextIndex();
    this.allocate(Math.max(1024, Math.ceil(rows.length * 1.1)));
    for (const row of rows) this.write(this.newSlot(row.id), row);
    this.seq = seq;
    this.applied = new Set(recent);
    this.lateCheckedAt = performance.now();
    this.version++;
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

  private newSlot(id: number): number {
    if (this.size === this.capacity) this.allocate(Math.max(1024, this.capacity * 2));
    const slot = this.size++;
    this.slotById.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private removeSlot(slot: number): void {
    this.slotById.delete(this.ids[slot]!);
    bits.remove(this.alive, slot);
    for (const set of this.sets.values()) bits.remove(set, slot);
    this.words.remove(slot);
    // The slot stays allocated (ids are never reused by PostgreSQL sequences without a truncate).
  }

  /** Stores a product row in its slot and updates every bitset already built. */
  private write(slot: number, row: IndexRow): void {
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
  private set(kind: 'c' | 'b' | 'o' | 's' | 'i', id: number): bits.Bitset {
    const key = `${kind}:${id}`;
    let set = this.sets.get(key);
    if (!set) {
      set = new Uint32Array(bits.wordsFor(this.capacity));
      for (let slot = 0; slot < this.size; slot++) {
        if (bits.has(this.alive, slot) && this.slotHas(slot, key)) bits.add(set, slot);
      }
      this.sets.set(key, set);
    }
    return set;
  }

  private anyOf(kind: 'b' | 'o' | 's' | 'i', ids: readonly number[]): bits.Bitset {
    const result = new Uint32Array(bits.wordsFor(this.capacity));
    for (const id of ids) bits.orInto(result, this.set(kind, id));
    return result;
  }

  private scan(test: (slot: number) => boolean): bits.Bitset {
    const result = new Uint32Array(bits.wordsFor(this.capacity));
    for (let slot = 0; slot < this.size; slot++) if (test(slot)) bits.add(result, slot);
    return result;
  }

  /** One bitset per filter group, as `listingConditions` in listing.ts builds SQL conditions. */
  private groups(filters: ListingFilters, today: string, textSlots: bits.Bitset | null): Map<string, bits.Bitset> {
    const groups = new Map<string, bits.Bitset>();
    groups.set('alive', this.alive);
    if (!filters.includeNonPublic) groups.set('public', this.isPublic);
    if (filters.scope !== null) groups.set('scope', this.set('c', filters.scope));
    if (filters.brands.length > 0) groups.set(BRAND_FILTER, this.anyOf('b', filters.brands));
    for (const [code, ids] of filters.options) {
      if (ids.length > 0) groups.set(`pattern:${code}`, this.anyOf('o', ids));
    }
    if (filters.shops.length > 0) groups.set(SHOP_FILTER, this.anyOf('s', filters.shops));
    if (filters.withIngredients.length > 0) {
      const all = new Uint32Array(bits.wordsFor(this.capacity)).fill(0xffffffff);
      for (const id of filters.withIngredients) bits.andInto(all, this.set('i', id));
      groups.set(INGREDIENT_FILTER, all);
    }
    if (filters.withoutIngredients.length > 0) {
      const none = new Uint32Array(bits.wordsFor(this.capacity)).fill(0xffffffff);
      bits.andNotInto(none, this.anyOf('i', filters.withoutIngredients));
      groups.set(WITHOUT_INGREDIENT_FILTER, none);
    }
    for (const name of RANGE_FILTERS) {
      const range = filters.ranges[name];
      if (!range || (range.min === null && range.max === null)) continue;
      const column = this.columns[rangeKey[name]];
      const min = range.min ?? Number.NEGATIVE_INFINITY;
      const max = range.max ?? Number.POSITIVE_INFINITY;
      // NaN (a product without a price) fails both comparisons, as NULL does in SQL.
      groups.set(
        `range:${name}`,
        this.scan((slot) => column[slot]! >= min && column[slot]! <= max),
      );
    }
    if (filters.flags.has('bestseller')) groups.set('flag:bestseller', this.bestseller);
    if (filters.flags.has('offer_sale')) groups.set('flag:offer_sale', this.offerSale);
    if (filters.flags.has('new_until_date')) groups.set('flag:new_until_date', this.newSet(today));
    if (textSlots) groups.set('text', textSlots);
    return groups;
  }

  private newSets = new Map<string, { version: number; set: bits.Bitset }>();

  /** Products still "new" on `today`, kept until the next change. */
  private newSet(today: string): bits.Bitset {
    const cached = this.newSets.get(today);
    if (cached && cached.version === this.version) return cached.set;
    const day = dayNumber(today);
    const set = this.scan((slot) => this.newUntil[slot]! >= day);
    this.newSets.clear();
    this.newSets.set(today, { version: this.version, set });
    return set;
  }

  /** The intersection of every group for which `except` is false. */
  private intersect(groups: Map<string, bits.Bitset>, except: (group: string) => boolean): bits.Bitset {
    const result = new Uint32Array(bits.wordsFor(this.capacity)).fill(0xffffffff);
    for (const [group, set] of groups) if (!except(group)) bits.andInto(result, set);
    return result;
  }

  /** Recent phrases' matches at the log position they were read at (a listing asks twice). */
  private texts = new Map<string, { version: number; match: Promise<TextMatch> }>();

  /** Slots of products matching a phrase, with their text rank (the database does the Polish part). */
  private text(filters: ListingFilters): Promise<TextMatch> | null {
    return filters.text ? this.phrase(filters.text) : null;
  }

  private phrase(text: string): Promise<TextMatch> {
    const cached = this.texts.get(text);
    if (cached && cached.version === this.version) return cached.match;
    const match = this.readText(text);
    if (this.texts.size >= 32) this.texts.delete(this.texts.keys().next().value!);
    this.texts.set(text, { version: this.version, match });
    match.catch(() => this.texts.delete(text));
    return match;
  }

  /** A phrase's queries as PostgreSQL normalises them (they depend on the dictionary alone). */
  private normalised = new Map<string, Promise<{ polish: string; simple: string }>>();

  /** A `prefixQuery` as PostgreSQL's Polish and accent-free `to_tsquery` print it, kept per query. */
  normalise(query: string): Promise<{ polish: string; simple: string }> {
    let cached = this.normalised.get(query);
    if (!cached) {
      cached = queryRows<{ polish: string; simple: string }>(
        this.db,
        sql`select to_tsquery('polish', ${query})::text as polish, to_tsquery('polish_unaccent', ${query})::text as simple`,
      ).then(([row]) => row!);
      if (this.normalised.size >= 256) this.normalised.delete(this.normalised.keys().next().value!);
      this.normalised.set(query, cached);
      cached.catch(() => this.normalised.delete(query));
    }
    return cached;
  }

  /**
   * The products a phrase matches through its Polish or accent-free lexemes, found in memory, with
   * the query that ranks them; `null` when the database must answer instead: a query the text index
   * does not read, or no product matching at all (then `matchingProductIds` tries near spellings).
   */
  private async matchInMemory(text: string): Promise<{ slots: bits.Bitset; query: RankQuery | null } | null> {
    const prefix = prefixQuery(text);
    if (!prefix) return { slots: new Uint32Array(bits.wordsFor(this.capacity)), query: null };
    const normal = await this.normalise(prefix);
    const parsed: TextQuery = { polish: parseTsQuery(normal.polish), simple: parseTsQuery(normal.simple) };
    const unreadable = (printed: string, query: unknown) => printed.trim() !== '' && query === null;
    if (unreadable(normal.polish, parsed.polish) || unreadable(normal.simple, parsed.simple)) return null;
    const query = parsed.polish && this.words.rankQuery(parsed.polish);
    if (parsed.polish && !query) return null;
    const slots = this.words.match(parsed, bits.wordsFor(this.capacity));
    if (bits.count(slots) === 0) return null;
    return { slots, query };
  }

  private async readText(text: string): Promise<TextMatch> {
    const found = await this.matchInMemory(text);
    if (found) {
      const { slots, query } = found;
      const ranks = new Map<number, number>();
      const rank = (slot: number) => {
        let value = ranks.get(slot);
        if (value === undefined) {
          value = query ? this.words.rank(slot, query) : 0;
          ranks.set(slot, value);
        }
        return value;
      };
      return { slots, rank, inMemory: true };
    }
    const query = prefixQuery(text);
    const rows = await queryRows<{ id: number; rank: number }>(
      this.db,
      query
        ? sql`select id, ts_rank(products.search_polish, to_tsquery('polish', ${query}))::float8 as rank
              from products where ${textCondition(text)}`
        : sql`select id, 0::float8 as rank from products where false`,
    );
    const slots = new Uint32Array(bits.wordsFor(this.capacity));
    const ranks = new Map<number, number>();
    for (const row of rows) {
      const slot = this.slotById.get(row.id);
      if (slot === undefined) continue;
      bits.add(slots, slot);
      ranks.set(slot, row.rank);
    }
    return { slots, rank: (slot) => ranks.get(slot) ?? 0, inMemory: false };
  }

  /**
   * The products of the search box (`/catalog/text-search`): the phrase's matches among public
   * products (or all, for editors), within a category when given, exact names first, then by
   * `ts_rank`, popularity and id. `null` when the phrase needs the database (see `matchInMemory`).
   */
  async searchProducts(
    text: string,
    {
      plain,
      exactBrands,
      categoryId,
      includeNonPublic,
      limit,
      synced = false,
    }: {
      plain: string;
      exactBrands: number[];
      categoryId?: number | undefined;
      includeNonPublic: boolean;
      limit: number;
      /** The caller has just synced (see `listProducts`). */
      synced?: boolean;
    },
  ): Promise<Pick<Card, 'id' | 'brand_id' | 'name' | 'url_path'>[] | null> {
    if (!synced) await this.sync();
    // The phrase's matches and ranks are kept until the catalogue changes (shared with listings).
    const match = await this.phrase(text);
    if (!match.inMemory) return null;
    // Every match ordered once per phrase and catalogue version (kept with the phrase's matches):
    // a search then walks the order until `limit` pass the visibility and category filters.
    match.boxOrders ??= new Map();
    const key = `${plain}\u0000${exactBrands.join(',')}`;
    let order = match.boxOrders.get(key);
    if (!order) {
      const exact = (slot: number) => this.words.text(slot) === plain || exactBrands.includes(this.brand[slot]!);
      const slots: number[] = [];
      bits.forEach(match.slots, (slot) => void slots.push(slot));
      const isExact = new Map(slots.map((slot) => [slot, exact(slot)]));
      const rank = new Map(slots.map((slot) => [slot, match.rank(slot)]));
      const popularity = this.columns.popularity;
      order = Int32Array.from(slots).sort(
        (a, b) =>
          Number(isExact.get(b)) - Number(isExact.get(a)) ||
          rank.get(b)! - rank.get(a)! ||
          popularity[b]! - popularity[a]! ||
          this.ids[a]! - this.ids[b]!,
      );
      if (match.boxOrders.size >= 4) match.boxOrders.clear();
      match.boxOrders.set(key, order);
    }
    const category = categoryId === undefined ? null : this.set('c', categoryId);
    const found: Pick<Card, 'id' | 'brand_id' | 'name' | 'url_path'>[] = [];
    for (const slot of order) {
      if (found.length === limit) break;
      if (!includeNonPublic && !bits.has(this.isPublic, slot)) continue;
      if (category && !bits.has(category, slot)) continue;
      found.push(this.cards[slot]!);
    }
    return found;
  }

  /** Slots in the order of a sort; built once, then patched as products change. */
  private order(sort: Sort | null): Int32Array {
    const { name, keys } = sortKeys(sort);
    let order = this.orders.get(name);
    if (!order) {
      const slots: number[] = [];
      for (let slot = 0; slot < this.size; slot++) if (bits.has(this.alive, slot)) slots.push(slot);
      order = Int32Array.from(slots).sort(this.comparator(keys));
      this.orders.set(name, order);
    }
    return order;
  }

  private comparator(keys: SortKey[]): (a: number, b: number) => number {
    const columns = keys.map(({ key, desc }) => ({ values: this.columns[key], sign: desc ? -1 : 1 }));
    const ids = this.ids;
    return (a, b) => {
      for (const { values, sign } of columns) {
        const x = values[a]!;
        const y = values[b]!;
        if (x !== y) {
          // NULLS LAST in both directions (only the price can be missing); two missing prices are
          // equal, so the id decides (NaN !== NaN: without this check the comparator contradicted
          // itself and two unpriced products could swap — the property test found it on PostgreSQL).
          const xMissing = Number.isNaN(x);
          const yMissing = Number.isNaN(y);
          if (xMissing && yMissing) continue;
          if (xMissing) return 1;
          if (yMissing) return -1;
          return x < y ? -sign : sign;
        }
      }
      return ids[a]! - ids[b]!;
    };
  }

  /**
   * Moves changed slots to their new places in every built order (deleted ones leave). All changed
   * slots come out first: placing one by binary search among others that still sit at their old
   * places would misplace it (the property test found that with three writes in one replay).
   */
  private reorder(changed: number[]): void {
    const leaving = new Set(changed);
    for (const [name, order] of this.orders) {
      const compare = this.comparator(sortKeyByName.get(name)!);
      const kept = order.filter((slot) => !leaving.has(slot));
      const arriving = changed.filter((slot) => bits.has(this.alive, slot)).sort(compare);
      const next = new Int32Array(kept.length + arriving.length);
      // Merge the sorted arrivals into the (still sorted) rest.
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < kept.length || j < arriving.length) {
        if (j >= arriving.length || (i < kept.length && compare(kept[i]!, arriving[j]!) < 0)) next[k++] = kept[i++]!;
        else next[k++] = arriving[j++]!;
      }
      this.orders.set(name, next);
    }
  }

  /** One page of a listing, the products read from the database by id. */
  async listProducts(
    dictionary: CatalogueDictionary,
    filters: ListingFilters,
    {
      sort,
      page,
      pageSize,
      today,
      synced = false,
    }: { sort: Sort | null; page: number; pageSize: number; today: string; synced?: boolean },
  ): Promise<ListingPage> {
    if (!synced) await this.sync();
    const text = await (this.text(filters) ?? null);
    const matching = this.intersect(this.groups(filters, today, text?.slots ?? null), () => false);
    const total = bits.count(matching);
    const offset = (page - 1) * pageSize;
    if (offset >= LISTING.productWindow) return { products: [], total };
    const limit = Math.min(pageSize, LISTING.productWindow - offset);
    const slots =
      text && (sort?.value ?? 'popularity') === 'relevance'
        ? this.byRelevance(matching, text.rank, offset, limit)
        : this.pageOf(this.order(sort), matching, offset, limit);
    return { products: slots.map((slot) => toProduct(this.cards[slot]!, dictionary)), total };
  }

  private pageOf(order: Int32Array, matching: bits.Bitset, offset: number, limit: number): number[] {
    const slots: number[] = [];
    let skipped = 0;
    for (let i = 0; i < order.length && slots.length < limit; i++) {
      const slot = order[i]!;
      if (!bits.has(matching, slot)) continue;
      if (skipped < offset) skipped++;
      else slots.push(slot);
    }
    return slots;
  }

  /** Text rank first, then popularity, then id — `orderBy` of 'relevance' with a phrase. */
  private byRelevance(matching: bits.Bitset, rank: (slot: number) => number, offset: number, limit: number): number[] {
    const slots: number[] = [];
    bits.forEach(matching, (slot) => slots.push(slot));
    const popularity = this.columns.popularity;
    slots.sort((a, b) => rank(b) - rank(a) || popularity[b]! - popularity[a]! || this.ids[a]! - this.ids[b]!);
    return slots.slice(offset, offset + limit);
  }

  /**
   * Facet counts of a listing — each group counted with every other active filter, like
   * `countFacets` in listing.ts, which stays as the reference the property tests compare with.
   */
  async countFacets(
    filters: ListingFilters,
    {
      patterns,
      ingredientOptions,
      today,
      synced = false,
    }: { patterns: string[]; ingredientOptions: number[]; today: string; synced?: boolean },
    dictionary: CatalogueDictionary,
  ): Promise<FacetCounts> {
    if (!synced) await this.sync();
    const text = await (this.text(filters) ?? null);
    const groups = this.groups(filters, today, text?.slots ?? null);
    const all = this.intersect(groups, () => false);
    const except = (group: string) => (groups.has(group) ? this.intersect(groups, (g) => g === group) : all);

    // Hot loops over plain slot lists and typed counters: at 100,000 products a third-of-the-catalogue
    // category is ~33,000 slots per pass.
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

    const brandCounts = new Int32Array(this.maxBrand + 1);
    for (const slot of slotsOf(except(BRAND_FILTER))) brandCounts[this.brand[slot]!]!++;
    const brands = new Map<number, number>();
    brandCounts.forEach((n, id) => n > 0 && brands.set(id, n));

    // One popcount of an AND per option (its bitset is built once and kept): a pattern has tens of
    // options, while walking every matching product's option list cost ~30 % of a 33,000-product
    // category's answer.
    const optionCounts = new Int32Array(this.maxOption + 1);
    const countOptions = (set: bits.Bitset, wanted: number[]) => {
      for (const id of wanted) if (id <= this.maxOption) optionCounts[id] = bits.countAnd(set, this.set('o', id));
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
        const n = bits.countAnd(within, this.set(kind, id));
        if (n > 0) counts.set(id, n);
      }
      return counts;
    };
    const shopIds = new Set<number>(dictionary.shops.keys());
    const shops = countEach('s', shopIds, except(SHOP_FILTER));
    const ingredients = countEach('i', ingredientOptions, except(INGREDIENT_FILTER));

    const ranges = {} as FacetCounts['ranges'];
    for (const name of RANGE_FILTERS) {
      const column = this.columns[rangeKey[name]];
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

    const flagSets: Record<FlagFilter, () => bits.Bitset> = {
      bestseller: () => this.bestseller,
      offer_sale: () => this.offerSale,
      new_until_date: () => this.newSet(today),
    };
    const flags = {} as FacetCounts['flags'];
    for (const name of FLAG_FILTERS) flags[name] = bits.countAnd(except(`flag:${name}`), flagSets[name]());

    return { brands, options, shops, ingredients, ranges, flags };
  }
}

const rangeKey: Record<RangeFilter, Key> = {
  price: 'price',
  number_of_hits: 'hits',
  number_of_reviews: 'reviews',
};

const sortKeyByName = new Map<string, SortKey[]>(
  [
    null,
    ...(['price', 'rating', 'number_of_reviews'] as const).flatMap((value) =>
      (['asc', 'desc'] as const).map((direction) => ({ value, direction }) as Sort),
    ),
    ...(['latest', 'number_of_hits', 'number_of_reviews_last_week', 'number_of_views_last_week'] as const).map(
      (value) => ({ value, direction: 'desc' }) as Sort,
    ),
  ].map((sort) => {
    const { name, keys } = sortKeys(sort);
    return [name, keys];
  }),
);
