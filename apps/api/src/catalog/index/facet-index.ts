import { LISTING, type Sort } from '@kwc/domain';

import type { Database } from '../../db/client';
import { toProduct } from '../../products/card';
import { ProductMatches, type FoundCard } from '../../search/product-matches';
import * as bits from '../../shared/bitset';
import type { CatalogueDictionary } from '../dictionary';
import type { FacetCounts, ListingFilters, ListingPage } from '../listing';
import { FacetCounter } from './facets';
import { byRelevance, pageOf, SortOrders } from './orders';
import { ProductStore } from './store';
import { ChangeLogSync, type PurgeListener } from './sync';

export { pruneChangeLog, type PurgeListener } from './sync';

/**
 * The listing index: facet counts and pages of listings computed in memory (apps/api/LISTINGS.md).
 * PostgreSQL stays the source of truth and is read back through the `catalogue_changes` log before
 * every answer, so an index never serves what its database no longer says, in any process.
 */
export class FacetIndex {
  private readonly store = new ProductStore();
  private readonly orders = new SortOrders(this.store);
  private readonly changes: ChangeLogSync;
  private readonly facets: FacetCounter;
  private readonly matches: ProductMatches;

  constructor(db: Database) {
    this.changes = new ChangeLogSync(db, this.store, (slots) =>
      slots === null ? this.orders.clear() : this.orders.changed(slots),
    );
    const version = () => this.changes.version;
    this.facets = new FacetCounter(this.store, version);
    this.matches = new ProductMatches(db, this.store, version);
  }

  /** Called with the cache tags a replayed change touched. */
  onPurge(listener: PurgeListener): () => void {
    return this.changes.onPurge(listener);
  }

  /** Brings the index up to the database's latest change; concurrent callers share one round. */
  sync(): Promise<void> {
    return this.changes.sync();
  }

  /** Bytes held by the typed arrays and bitsets (the JS objects around them come on top). */
  memoryBytes(): number {
    return this.store.memoryBytes() + this.orders.memoryBytes();
  }

  /** Counts the changes applied so far (0 before the first load). */
  get changeCount(): number {
    return this.changes.version;
  }

  /** Counts the replayed writes to `categories` (see CategoryCache). */
  get categoriesVersion(): number {
    return this.changes.categoriesVersion;
  }

  get productCount(): number {
    return this.store.productCount;
  }

  /** A phrase's prefix query as PostgreSQL's Polish and accent-free `to_tsquery` print it. */
  normalise(query: string): Promise<{ polish: string; simple: string }> {
    return this.matches.normalise(query);
  }

  /** The search box's products for a phrase (see `ProductMatches.searchBox`); `null`: ask the database. */
  async searchProducts(
    text: string,
    options: {
      plain: string;
      exactBrands: number[];
      categoryId?: number | undefined;
      includeNonPublic: boolean;
      limit: number;
      /** The caller has just synced (see `listProducts`). */
      synced?: boolean;
    },
  ): Promise<FoundCard[] | null> {
    if (!options.synced) await this.sync();
    return this.matches.searchBox(text, options);
  }

  /** One page of a listing. Pages past the 10,000-product window come back empty (spec section 9). */
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
    const text = await (filters.text ? this.matches.phrase(filters.text) : null);
    const matching = this.facets.intersect(this.facets.groups(filters, today, text?.slots ?? null), () => false);
    const total = bits.count(matching);
    const offset = (page - 1) * pageSize;
    if (offset >= LISTING.productWindow) return { products: [], total };
    const limit = Math.min(pageSize, LISTING.productWindow - offset);
    const slots =
      text && (sort?.value ?? 'popularity') === 'relevance'
        ? byRelevance(this.store, matching, text.rank, offset, limit)
        : pageOf(this.orders.order(sort), matching, offset, limit);
    return { products: slots.map((slot) => toProduct(this.store.cards[slot]!, dictionary)), total };
  }

  /** Facet counts of a listing, each group counted with every other active filter. */
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
    const text = await (filters.text ? this.matches.phrase(filters.text) : null);
    const groups = this.facets.groups(filters, today, text?.slots ?? null);
    return this.facets.count(groups, { patterns, ingredientOptions, today }, dictionary);
  }
}
