import type { Sort } from '@kwc/domain';

import * as bits from '../../shared/bitset';
import type { Key, ProductStore } from './store';

type SortKey = { key: Key; desc: boolean };

/** Above this many changed products the orders are rebuilt on next use instead of patched. */
const ORDER_PATCH_LIMIT = 64;

/** ORDER BY of each sort (spec section 3), as `orderBy` of sql-oracle.ts; the id breaks ties. */
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

/** The store's slots in the order of each sort: built on first use, then patched as products change. */
export class SortOrders {
  private readonly orders = new Map<string, Int32Array>();

  constructor(private readonly store: ProductStore) {}

  clear(): void {
    this.orders.clear();
  }

  memoryBytes(): number {
    let total = 0;
    for (const order of this.orders.values()) total += order.byteLength;
    return total;
  }

  /** Slots in the order of a sort. */
  order(sort: Sort | null): Int32Array {
    const { name, keys } = sortKeys(sort);
    let order = this.orders.get(name);
    if (!order) {
      const slots: number[] = [];
      for (let slot = 0; slot < this.store.size; slot++) if (bits.has(this.store.alive, slot)) slots.push(slot);
      order = Int32Array.from(slots).sort(this.comparator(keys));
      this.orders.set(name, order);
    }
    return order;
  }

  /** After products changed in these slots: a few are moved, many drop every order. */
  changed(slots: number[]): void {
    if (slots.length <= ORDER_PATCH_LIMIT) this.reorder([...new Set(slots)]);
    else this.orders.clear();
  }

  private comparator(keys: SortKey[]): (a: number, b: number) => number {
    const columns = keys.map(({ key, desc }) => ({ values: this.store.columns[key], sign: desc ? -1 : 1 }));
    const ids = this.store.ids;
    return (a, b) => {
      for (const { values, sign } of columns) {
        const x = values[a]!;
        const y = values[b]!;
        if (x !== y) {
          // NULLS LAST in both directions (only the price can be missing). NaN !== NaN, so two
          // missing prices must count as equal here, or the comparator contradicts itself.
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
   * slots come out first: one placed by binary search among others still at their old places could
   * land in the wrong place.
   */
  private reorder(changed: number[]): void {
    const leaving = new Set(changed);
    for (const [name, order] of this.orders) {
      const compare = this.comparator(sortKeyByName.get(name)!);
      const kept = order.filter((slot) => !leaving.has(slot));
      const arriving = changed.filter((slot) => bits.has(this.store.alive, slot)).sort(compare);
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
}

/** The `limit` matching slots after `offset` of them, in `order`. */
export function pageOf(order: Int32Array, matching: bits.Bitset, offset: number, limit: number): number[] {
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

/** Text rank first, then popularity, then id — the oracle's 'relevance' with a phrase. */
export function byRelevance(
  store: ProductStore,
  matching: bits.Bitset,
  rank: (slot: number) => number,
  offset: number,
  limit: number,
): number[] {
  const slots: number[] = [];
  bits.forEach(matching, (slot) => slots.push(slot));
  const popularity = store.columns.popularity;
  slots.sort((a, b) => rank(b) - rank(a) || popularity[b]! - popularity[a]! || store.ids[a]! - store.ids[b]!);
  return slots.slice(offset, offset + limit);
}
