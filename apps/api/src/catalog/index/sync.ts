import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../../db/client';
import { indexColumns, type IndexRow, type ProductStore } from './store';

/** More changed products than this since the last sync: reload everything instead of patching. */
const PATCH_LIMIT = 25_000;
/**
 * Log rows numbered this far below the index's position are still looked for (a transaction that
 * took its numbers early and committed late), at most every `LATE_CHECK_MS`.
 */
const LATE_WINDOW = 10_000;
const LATE_CHECK_MS = 1_000;

type Change = { seq: number; product_id: number; kind: 'product' | 'reviews' | 'categories' | 'redirects' };

/** What a purge after a write names: the product, its brand and every category it is or was in. */
export type PurgeListener = (tags: string[]) => void;

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

/**
 * The cache tags whose answers a change of this slot may alter: its own pages, the listings of its
 * brand and of every category above it, the whole-catalogue listing, its ingredients' pages.
 */
function tagsOf(store: ProductStore, slot: number, tags: Set<string>): void {
  tags.add(`product:${store.ids[slot]}`);
  tags.add(`brand:${store.brand[slot]}`);
  tags.add('catalogue');
  for (const id of store.categoryPaths[slot] ?? []) tags.add(`category:${id}`);
  for (const id of store.ingredients[slot] ?? []) tags.add(`ingredient:${id}`);
}

/**
 * Keeps the store equal to the `products` table: reads every product on first use, then replays the
 * `catalogue_changes` log (migration 0008), and names the cache tags each change touched.
 */
export class ChangeLogSync {
  /** The change log's position: every row up to it is applied (but see `catchLateCommits`). */
  private seq = -1;
  /** Log rows applied within the last `LATE_WINDOW` numbers. */
  private applied = new Set<number>();
  private lateCheckedAt = 0;
  /** Counts every change applied (caches of derived sets are keyed by it). */
  version = 0;
  /** Counts the replayed writes to `categories` (see CategoryCache). */
  categoriesVersion = 0;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private readonly listeners = new Set<PurgeListener>();

  constructor(
    private readonly db: Database,
    private readonly store: ProductStore,
    /** Told which slots changed (`null`: all of them, after a full load). */
    private readonly changed: (slots: number[] | null) => void,
  ) {}

  /** Called with the cache tags a replayed change touched (see `tagsOf`). */
  onPurge(listener: PurgeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Brings the store up to the database's latest change; concurrent callers share one round. */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.syncOnce().finally(() => {
        this.syncing = undefined;
      });
      return this.syncing;
    }
    // A caller arriving during a round may have written after that round read the log: it waits
    // for the next one. (A failed round must not fail the next one: it starts afresh.)
    this.queued ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
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
   * A transaction numbers its log rows when it writes and shows them when it commits, so rows below
   * the index's position can still appear: the last `LATE_WINDOW` numbers are counted against those
   * applied, and a difference reads and applies the missing ones (LISTINGS.md, "Late commits").
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
    const store = this.store;
    const tags = new Set<string>();
    if (changes.some((change) => change.kind === 'categories')) {
      this.categoriesVersion++;
      tags.add('categories');
    }
    // What the path check answered (a kept 404, an old address's redirect).
    if (changes.some((change) => change.kind === 'redirects')) tags.add('redirects');
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
      const before = store.size;
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
      const slot = store.slotById.get(id);
      if (slot === undefined) continue;
      // Tags of the old state too: a product that left a category changes that category's listing.
      tagsOf(store, slot, tags);
      slots.push(slot);
      if (!present.has(id)) store.removeSlot(slot);
    }
    for (const row of rows) {
      let slot = store.slotById.get(row.id);
      if (slot === undefined) {
        slot = store.newSlot(row.id);
        slots.push(slot);
      }
      store.write(slot, row);
      tagsOf(store, slot, tags);
    }
    this.changed(slots);
    this.seq = latest;
    this.emit([...tags]);
  }

  private emit(tags: string[]): void {
    if (tags.length === 0) return;
    for (const listener of this.listeners) listener(tags);
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
    this.store.reset(rows.length);
    this.changed(null);
    for (const row of rows) this.store.write(this.store.newSlot(row.id), row);
    this.seq = seq;
    this.applied = new Set(recent);
    this.lateCheckedAt = performance.now();
    this.version++;
  }
}
