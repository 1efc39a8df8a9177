import type { Category, MenuId, MenuResponse } from '@kwc/domain';
import { asc, eq, or } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { toCategory } from './category';

/** Menu items in the field names of spec section 3 "Menu item", parents before children. */
export async function getMenu(db: Database, menuId: MenuId): Promise<MenuResponse> {
  const rows = await db
    .select()
    .from(t.menuItems)
    .where(eq(t.menuItems.menuId, menuId))
    .orderBy(asc(t.menuItems.level), asc(t.menuItems.position));
  return rows.map((row) => ({
    node_id: row.nodeId,
    parent_id: row.parentId,
    title: row.title,
    type: row.type,
    level: row.level,
    classes: row.classes,
    content: JSON.stringify(row.content ?? {}),
    category_id: row.categoryId,
    category_url_key: row.categoryUrlKey,
    is_active: row.isActive ? '1' : '0',
  }));
}

/** A category by id or url key with its breadcrumbs (`GET /catalog/get-category`), or a 404. */
export async function getCategory(
  context: RequestContext,
  query: { categoryId?: number | undefined; urlKey?: string | undefined },
): Promise<Category> {
  const [row] = await context.db
    .select()
    .from(t.categories)
    .where(query.categoryId ? eq(t.categories.id, query.categoryId) : eq(t.categories.urlKey, query.urlKey!))
    .limit(1);
  if (!row || (!row.isPublic && !context.revealNonPublic)) throw new NotFoundError('Nie znaleziono kategorii');
  await context.dictionary.ready();
  const ancestors = await context.db
    .select()
    .from(t.categories)
    .where(or(...row.path.map((id) => eq(t.categories.id, id))));
  const breadcrumbs = row.path.flatMap((id) => ancestors.find((ancestor) => ancestor.id === id) ?? []);
  return toCategory(row, breadcrumbs, context.dictionary);
}

/**
 * The instance category (`GET /catalog/get-instance-category`): the catalogue's root, its first
 * top-level branch (spec section 8 raises an error when it is missing).
 */
export async function instanceCategory(context: RequestContext): Promise<Category> {
  await context.dictionary.ready();
  const [row] = await context.db
    .select()
    .from(t.categories)
    .where(eq(t.categories.depth, 1))
    .orderBy(t.categories.position)
    .limit(1);
  if (!row) throw new NotFoundError('Brak kategorii głównej katalogu');
  return toCategory(row, [row], context.dictionary);
}

/** The legal-hint modal's content by identifier (spec section 7), or a 404. */
export async function legalHint(db: Database, identifier: string): Promise<{ identifier: string; content: string }> {
  const [hint] = await db.select().from(t.legalHints).where(eq(t.legalHints.identifier, identifier));
  if (!hint) throw new NotFoundError('Nie znaleziono treści');
  return hint;
}

/** The redirect stored for an old path, if any. */
export async function findRedirect(db: Database, fromPath: string) {
  const [row] = await db.select().from(t.redirects).where(eq(t.redirects.fromPath, fromPath)).limit(1);
  return row;
}

/** A category, brand or landing page by its url key, whatever its status and visibility. */
export async function categoryByUrlKey(db: Database, urlKey: string) {
  const [row] = await db.select().from(t.categories).where(eq(t.categories.urlKey, urlKey)).limit(1);
  return row;
}
