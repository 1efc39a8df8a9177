import { sql } from 'drizzle-orm';

import type { ProductStore } from '../catalog/index/store';
import { queryRows, type Database } from '../db/client';
import type { ProductRow } from '../products/card';
import * as bits from '../shared/bitset';
import { prefixQuery, textCondition } from './phrase';
import { parseTsQuery, type RankQuery, type TextQuery } from './text-index';
import { foldText, typoBudget } from './typos';

/** Products matching a phrase and their `ts_rank` (computed on first use: only relevance needs it). */
export type TextMatch = {
  slots: bits.Bitset;
  rank: (slot: number) => number;
  inMemory: boolean;
  /** Found with typos (the phrase as typed matches nothing): each slot's typos, 0 for exact words. */
  typos?: Map<number, number>;
  /** Every match in the search box's order, by what "exact" means for the phrase (see `searchBox`). */
  boxOrders?: Map<string, Int32Array>;
};

/** What the search box shows of a product. */
export type FoundCard = Pick<ProductRow, 'id' | 'brand_id' | 'name' | 'url_path' | 'images' | 'price' | 'is_adult'>;

/**
 * The products a phrase matches among the listing index's slots, found with its words in memory
 * (text-index.ts) when it can, by the database otherwise; PostgreSQL normalises the phrase.
 */
export class ProductMatches {
  /** Recent phrases' matches at the change count they were read at (a listing asks twice). */
  private readonly texts = new Map<string, { version: number; match: Promise<TextMatch> }>();
  /** A phrase's queries as PostgreSQL normalises them (they depend on the dictionary alone). */
  private readonly normalised = new Map<string, Promise<{ polish: string; simple: string }>>();

  constructor(
    private readonly db: Database,
    private readonly store: ProductStore,
    /** Counts the changes applied to the store. */
    private readonly version: () => number,
  ) {}

  /** Slots of products matching a phrase, with their text rank, kept until the catalogue changes. */
  phrase(text: string): Promise<TextMatch> {
    const cached = this.texts.get(text);
    if (cached && cached.version === this.version()) return cached.match;
    const match = this.readText(text);
    if (this.texts.size >= 32) this.texts.delete(this.texts.keys().next().value!);
    this.texts.set(text, { version: this.version(), match });
    match.catch(() => this.texts.delete(text));
    return match;
  }

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
   * the query that ranks them; `'none'` when no product has the phrase's words (then typos are
   * tried, `matchTypos`); `null` when the database must answer: a query the text index does not read.
   */
  private async matchInMemory(text: string): Promise<{ slots: bits.Bitset; query: RankQuery | null } | 'none' | null> {
    const prefix = prefixQuery(text);
    if (!prefix) return { slots: this.store.empty(), query: null };
    const normal = await this.normalise(prefix);
    const parsed: TextQuery = { polish: parseTsQuery(normal.polish), simple: parseTsQuery(normal.simple) };
    const unreadable = (printed: string, query: unknown) => printed.trim() !== '' && query === null;
    if (unreadable(normal.polish, parsed.polish) || unreadable(normal.simple, parsed.simple)) return null;
    const query = parsed.polish && this.store.words.rankQuery(parsed.polish);
    if (parsed.polish && !query) return null;
    const slots = this.store.words.match(parsed, bits.wordsFor(this.store.capacity));
    if (bits.count(slots) === 0) return 'none';
    return { slots, query };
  }

  /**
   * The phrase's matches when some word is mistyped: every word matches as typed (its Polish and
   * accent-free forms), or through a word within its typo budget, or a name typed without its
   * punctuation; each product counts the typos it needed. `null` when even so nothing matches, or a
   * word's query is not one the index reads (the database tries near spellings then).
   */
  private async matchTypos(text: string): Promise<{ slots: bits.Bitset; typos: Map<number, number> } | null> {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
      .slice(0, 8);
    const size = bits.wordsFor(this.store.capacity);
    const parts = await Promise.all(
      words.map(async (word) => {
        const normal = await this.normalise(`${word}:*`);
        const parsed: TextQuery = { polish: parseTsQuery(normal.polish), simple: parseTsQuery(normal.simple) };
        if ((normal.polish.trim() !== '' && !parsed.polish) || (normal.simple.trim() !== '' && !parsed.simple))
          return 'unreadable' as const;
        // A stop word: the phrase's query leaves it out.
        if (!parsed.polish && !parsed.simple) return null;
        const exact = this.store.words.match(parsed, size);
        const folded = foldText(word);
        return { exact, near: this.store.words.near(folded, typoBudget(folded.length), size) };
      }),
    );
    if (parts.includes('unreadable')) return null;
    let slots: bits.Bitset | null = null;
    const used = parts.filter((part): part is Exclude<typeof part, null | 'unreadable'> => part !== null);
    for (const { exact, near } of used) {
      const either = Uint32Array.from(exact);
      bits.orInto(either, near.slots);
      if (slots) bits.andInto(slots, either);
      else slots = either;
    }
    if (!slots || bits.count(slots) === 0) return null;
    const typos = new Map<number, number>();
    bits.forEach(slots, (slot) => {
      let total = 0;
      for (const { exact, near } of used) if (!bits.has(exact, slot)) total += near.typos.get(slot) ?? 0;
      typos.set(slot, total);
    });
    return { slots, typos };
  }

  private async readText(text: string): Promise<TextMatch> {
    const found = await this.matchInMemory(text);
    if (found && found !== 'none') {
      const { slots, query } = found;
      const ranks = new Map<number, number>();
      const rank = (slot: number) => {
        let value = ranks.get(slot);
        if (value === undefined) {
          value = query ? this.store.words.rank(slot, query) : 0;
          ranks.set(slot, value);
        }
        return value;
      };
      return { slots, rank, inMemory: true };
    }
    const typo = found === 'none' ? await this.matchTypos(text) : null;
    if (typo) {
      // Fewer typos rank higher; exact words count none.
      const { slots, typos } = typo;
      return { slots, rank: (slot) => 1 / (1 + (typos.get(slot) ?? 0)), inMemory: true, typos };
    }
    const query = prefixQuery(text);
    const rows = await queryRows<{ id: number; rank: number }>(
      this.db,
      query
        ? sql`select id, ts_rank(products.search_polish, to_tsquery('polish', ${query}))::float8 as rank
              from products where ${textCondition(text)}`
        : sql`select id, 0::float8 as rank from products where false`,
    );
    const slots = this.store.empty();
    const ranks = new Map<number, number>();
    for (const row of rows) {
      const slot = this.store.slotById.get(row.id);
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
  async searchBox(
    text: string,
    {
      plain,
      exactBrands,
      categoryId,
      includeNonPublic,
      limit,
    }: {
      plain: string;
      exactBrands: number[];
      categoryId?: number | undefined;
      includeNonPublic: boolean;
      limit: number;
    },
  ): Promise<FoundCard[] | null> {
    const store = this.store;
    // The phrase's matches and ranks are kept until the catalogue changes (shared with listings).
    const match = await this.phrase(text);
    if (!match.inMemory) return null;
    // Every match ordered once per phrase and catalogue version (kept with the phrase's matches):
    // a search then walks the order until `limit` pass the visibility and category filters.
    match.boxOrders ??= new Map();
    const key = `${plain}\u0000${exactBrands.join(',')}`;
    let order = match.boxOrders.get(key);
    if (!order) {
      const exact = (slot: number) => store.words.text(slot) === plain || exactBrands.includes(store.brand[slot]!);
      const slots: number[] = [];
      bits.forEach(match.slots, (slot) => void slots.push(slot));
      const isExact = new Map(slots.map((slot) => [slot, exact(slot)]));
      const rank = new Map(slots.map((slot) => [slot, match.rank(slot)]));
      const popularity = store.columns.popularity;
      order = Int32Array.from(slots).sort(
        (a, b) =>
          Number(isExact.get(b)) - Number(isExact.get(a)) ||
          rank.get(b)! - rank.get(a)! ||
          popularity[b]! - popularity[a]! ||
          store.ids[a]! - store.ids[b]!,
      );
      if (match.boxOrders.size >= 4) match.boxOrders.clear();
      match.boxOrders.set(key, order);
    }
    const category = categoryId === undefined ? null : store.set('c', categoryId);
    const found: FoundCard[] = [];
    for (const slot of order) {
      if (found.length === limit) break;
      if (!includeNonPublic && !bits.has(store.isPublic, slot)) continue;
      if (category && !bits.has(category, slot)) continue;
      found.push(store.cards[slot]!);
    }
    return found;
  }
}
