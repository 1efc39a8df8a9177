import { asc } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { FacetIndex } from './index/facet-index';

export type CategoryRow = typeof t.categories.$inferSelect;

interface Loaded {
  version: number;
  byId: Map<number, CategoryRow>;
  byUrlKey: Map<string, CategoryRow>;
  /** Children of each category in menu order (`position`). */
  children: Map<number, CategoryRow[]>;
}

/**
 * The category table in memory (a few hundred rows): listings read breadcrumbs, children and the
 * navigation tree from it instead of four queries. Every write to `categories` lands in the change
 * log (migration 0010); the listing index counts those, and the next `get()` after one reloads.
 */
export class CategoryCache {
  private loaded: Promise<Loaded> | undefined;
  private version = -1;

  constructor(
    private readonly db: Database,
    private readonly index: FacetIndex,
  ) {}

  /** The categories as of the index's last sync (call `index.sync()` first for the newest). */
  async get(): Promise<Loaded> {
    const current = await this.loaded;
    if (current && current.version === this.index.categoriesVersion) return current;
    if (this.version !== this.index.categoriesVersion || !this.loaded) {
      this.version = this.index.categoriesVersion;
      this.loaded = this.load(this.version);
      this.loaded.catch(() => (this.loaded = undefined));
    }
    return this.loaded;
  }

  private async load(version: number): Promise<Loaded> {
    const rows = await this.db.select().from(t.categories).orderBy(asc(t.categories.position));
    const children = new Map<number, CategoryRow[]>();
    for (const row of rows) {
      if (row.parentId === null) continue;
      const list = children.get(row.parentId) ?? [];
      list.push(row);
      children.set(row.parentId, list);
    }
    return {
      version,
      byId: new Map(rows.map((row) => [row.id, row])),
      byUrlKey: new Map(rows.map((row) => [row.urlKey, row])),
      children,
    };
  }
}
