import {
  PAGES_LIMITS,
  type CategoryListResponse,
  type CategoryMapResponse,
  type CategoryTreeNode,
  type Ingredient,
  type IngredientPageResponse,
  type ImportantIngredientsResponse,
} from '@kwc/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import { queryRows } from '../db/client';
import * as t from '../db/schema';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import { visibleProducts } from '../products/service';
import { BROWSABLE_STATUSES } from './shared';

type IngredientRow = typeof t.ingredients.$inferSelect;

const polishOrder = new Intl.Collator('pl-PL');

function toIngredient(row: IngredientRow): Ingredient {
  return {
    id: row.id,
    slug: `skladnik-${row.slug}`,
    inciName: row.inci,
    name: row.namePl,
    description: row.description,
    functions: row.functions,
    isImportant: row.isImportant,
  };
}

/** Public products containing the ingredient (the GIN index on `ingredient_ids` answers it). */
function containing(context: RequestContext, ingredientId: SQL): SQL {
  return sql`products.ingredient_ids @> array[${ingredientId}]::int[] and ${visibleProducts(context)}`;
}

/** The important ingredients with their product counts (`GET /ingredients/important`, `/wazne-skladniki`). */
export async function importantIngredients(context: RequestContext): Promise<ImportantIngredientsResponse> {
  const [rows, counts] = await Promise.all([
    context.db.select().from(t.ingredients).where(eq(t.ingredients.isImportant, true)),
    queryRows<{ id: number; product_count: number }>(
      context.db,
      sql`select i.id, (select count(*)::int from products where ${containing(context, sql`i.id`)}) as product_count
          from ingredients i where i.is_important`,
    ),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row.product_count]));
  const ingredients = rows.map((row) => ({ ...toIngredient(row), productCount: countOf.get(row.id) ?? 0 }));
  ingredients.sort((a, b) => polishOrder.compare(a.name ?? a.inciName, b.name ?? b.inciName));
  return { ingredients };
}

/** An ingredient page (`GET /ingredients/{slug}`, `/skladnik-{slug}`): the most popular products first. */
export async function ingredientPage(context: RequestContext, slug: string): Promise<IngredientPageResponse> {
  const [row] = await context.db.select().from(t.ingredients).where(eq(t.ingredients.slug, slug)).limit(1);
  if (!row) throw new NotFoundError(`Nie znaleziono składnika ${slug}`);
  await context.dictionary.ready();
  const [products, [counted]] = await Promise.all([
    queryRows<ProductRow>(
      context.db,
      sql`select ${productColumns} from products where ${containing(context, sql`${row.id}`)}
          order by products.popularity desc, products.id limit ${PAGES_LIMITS.ingredientProducts}`,
    ),
    queryRows<{ total: number }>(
      context.db,
      sql`select count(*)::int as total from products where ${containing(context, sql`${row.id}`)}`,
    ),
  ]);
  return {
    ingredient: toIngredient(row),
    productCount: counted?.total ?? 0,
    products: products.map((product) => toProduct(product, context.dictionary)),
  };
}

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
