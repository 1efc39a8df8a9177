import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '../db/client';
import type { CuratedCategory } from './data/categories';
import { flattenCategories } from '../shared/category-tree';

// What the seed's steps share: bulk inserts, sequences, the category tree with ids.

export const DAY = 86_400_000;

/** Inserts in chunks that stay well under PostgreSQL's 65,535 bind parameters per statement. */
export async function insertChunked<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Serial columns filled with our own ids need their sequence moved past them. */
export async function syncSequence(db: Database, table: string, column = 'id') {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
    ),
  );
}

export interface FlatCategory {
  id: number;
  parentId: number | null;
  path: number[];
  depth: number;
  curated: CuratedCategory;
  fullName: string;
  topUrlKey: string;
  patterns: string[];
  urlTemplate: string[];
  adultsOnly: boolean;
  isLeaf: boolean;
}

export function flattenTree(): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const byUrlKey = new Map<string, FlatCategory>();
  for (const [index, { category, parentUrlKey, depth }] of flattenCategories().entries()) {
    const parent = parentUrlKey ? byUrlKey.get(parentUrlKey) : undefined;
    const id = index + 1;
    const node: FlatCategory = {
      id,
      parentId: parent?.id ?? null,
      path: [...(parent?.path ?? []), id],
      depth,
      curated: category,
      fullName: parent ? `${parent.fullName} > ${category.name}` : category.name,
      topUrlKey: parent?.topUrlKey ?? category.urlKey,
      patterns: category.propertyPatterns ?? parent?.patterns ?? [],
      urlTemplate: category.urlTemplate ?? parent?.urlTemplate ?? ['marka'],
      adultsOnly: category.adultsOnly ?? parent?.adultsOnly ?? false,
      isLeaf: !category.children?.length,
    };
    flat.push(node);
    byUrlKey.set(category.urlKey, node);
  }
  return flat;
}
