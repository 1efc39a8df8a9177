import type { CategoryListResponse, CategoryMapResponse, CategoryTreeNode, CategoryWithCount } from '@kwc/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';

/** Category statuses a visitor browses; redirected and archived categories are not listed. */
export const BROWSABLE_STATUSES = ['PUBLISHED', 'EXPIRING'] as const;

type TreeRow = Pick<
  typeof t.categories.$inferSelect,
  'id' | 'parentId' | 'name' | 'urlKey' | 'productCount' | 'isAdultsOnly'
>;

/** Nests rows (ordered by position) under their parents; rows whose parent is not among them drop out. */
function buildTree(rows: TreeRow[], root: TreeRow): CategoryTreeNode {
  const children = new Map<number, TreeRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  }
  const build = (node: TreeRow): CategoryTreeNode => ({
    id: node.id,
    full_name: node.name,
    url_key: node.urlKey,
    productCount: node.productCount,
    isAdultsOnly: node.isAdultsOnly,
    children: (children.get(node.id) ?? []).map(build),
  });
  return build(root);
}

const treeColumns = {
  id: t.categories.id,
  parentId: t.categories.parentId,
  name: t.categories.name,
  urlKey: t.categories.urlKey,
  productCount: t.categories.productCount,
  isAdultsOnly: t.categories.isAdultsOnly,
};

/** Categories of the tree a visitor may browse (kind `category`, published or expiring, public unless revealed). */
export function browsable(context: Pick<RequestContext, 'revealNonPublic'>, ...more: (SQL | undefined)[]) {
  return and(
    eq(t.categories.kind, 'category'),
    inArray(t.categories.status, [...BROWSABLE_STATUSES]),
    context.revealNonPublic ? undefined : eq(t.categories.isPublic, true),
    ...more,
  );
}

/** The whole public category tree (`GET /catalog/category-list`, `/lista-kategorii`). */
export async function categoryList(context: RequestContext): Promise<CategoryListResponse> {
  const rows = await context.db
    .select(treeColumns)
    .from(t.categories)
    .where(browsable(context))
    .orderBy(asc(t.categories.position), asc(t.categories.id));
  return { categories: rows.filter((row) => row.parentId === null).map((root) => buildTree(rows, root)) };
}

/**
 * A top-level category's whole subtree (`GET /catalog/category-map`, `/mapa-kategorii/{slug}`). The
 * category-map guard of spec section 2: only top-level categories a visitor may browse have a map.
 */
export async function categoryMap(context: RequestContext, urlKey: string): Promise<CategoryMapResponse> {
  const [root] = await context.db
    .select(treeColumns)
    .from(t.categories)
    .where(browsable(context, eq(t.categories.urlKey, urlKey), isNull(t.categories.parentId)))
    .limit(1);
  if (!root) throw new NotFoundError(`Nie znaleziono mapy kategorii ${urlKey}`);
  const rows = await context.db
    .select(treeColumns)
    .from(t.categories)
    .where(browsable(context, sql`${t.categories.path} @> array[${root.id}]::int[]`))
    .orderBy(asc(t.categories.position), asc(t.categories.id));
  return { category: buildTree(rows, root) };
}

/** Top-level categories a visitor browses from the home page, with their product counts. */
export async function topCategories(context: RequestContext, limit: number): Promise<CategoryWithCount[]> {
  const rows = await context.db
    .select({
      id: t.categories.id,
      name: t.categories.name,
      urlKey: t.categories.urlKey,
      productCount: t.categories.productCount,
    })
    .from(t.categories)
    .where(
      and(
        isNull(t.categories.parentId),
        eq(t.categories.kind, 'category'),
        inArray(t.categories.status, [...BROWSABLE_STATUSES]),
        eq(t.categories.isAdultsOnly, false),
        context.revealNonPublic ? undefined : eq(t.categories.isPublic, true),
      ),
    )
    .orderBy(asc(t.categories.position), asc(t.categories.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    full_name: row.name,
    url_key: row.urlKey,
    productCount: row.productCount,
  }));
}

/** The breadcrumbs of a category path (root first); ids not found drop out. */
export async function categoryBreadcrumbs(db: Database, path: number[]) {
  const ancestors =
    path.length === 0
      ? []
      : await db
          .select({ id: t.categories.id, name: t.categories.name, urlKey: t.categories.urlKey })
          .from(t.categories)
          .where(inArray(t.categories.id, path));
  const byId = new Map(ancestors.map((row) => [row.id, row]));
  return path.flatMap((categoryId) => {
    const row = byId.get(categoryId);
    return row ? [{ id: row.id, full_name: row.name, url_key: row.urlKey }] : [];
  });
}
