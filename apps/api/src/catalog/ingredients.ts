import type { Ingredient, ImportantIngredientsResponse } from '@kwc/domain';
import { eq, sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { containingIngredient } from '../products/service';

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

/** The important ingredients with their product counts (`GET /ingredients/important`, `/wazne-skladniki`). */
export async function importantIngredients(context: RequestContext): Promise<ImportantIngredientsResponse> {
  const [rows, counts] = await Promise.all([
    context.db.select().from(t.ingredients).where(eq(t.ingredients.isImportant, true)),
    queryRows<{ id: number; product_count: number }>(
      context.db,
      sql`select i.id, (select count(*)::int from products where ${containingIngredient(context, sql`i.id`)}) as product_count
          from ingredients i where i.is_important`,
    ),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row.product_count]));
  const ingredients = rows.map((row) => ({ ...toIngredient(row), productCount: countOf.get(row.id) ?? 0 }));
  ingredients.sort((a, b) => polishOrder.compare(a.name ?? a.inciName, b.name ?? b.inciName));
  return { ingredients };
}

/** An ingredient by its slug (without the `skladnik-` prefix), or a 404. */
export async function findIngredient(context: RequestContext, slug: string): Promise<Ingredient> {
  const [row] = await context.db.select().from(t.ingredients).where(eq(t.ingredients.slug, slug)).limit(1);
  if (!row) throw new NotFoundError(`Nie znaleziono składnika ${slug}`);
  return toIngredient(row);
}

/** An ingredient's slug and names by its slug (without the `skladnik-` prefix), if it exists. */
export async function ingredientBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ slug: t.ingredients.slug, inci: t.ingredients.inci, namePl: t.ingredients.namePl })
    .from(t.ingredients)
    .where(eq(t.ingredients.slug, slug))
    .limit(1);
  return row;
}
