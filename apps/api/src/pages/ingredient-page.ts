import { WHOLE_CATALOGUE_URL_KEY, type IngredientPageResponse } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { categoryByUrlKey } from '../catalog/service';
import { findIngredient } from '../catalog/ingredients';
import { queryRows } from '../db/client';
import type { RequestContext } from '../http/context';
import { containingIngredient } from '../products/service';

/**
 * An ingredient page (`GET /ingredients/{slug}`, `/skladnik-{slug}`): the ingredient, how many
 * products hold it, and the listing the page pages, sorts and filters them with.
 */
export async function ingredientPage(context: RequestContext, slug: string): Promise<IngredientPageResponse> {
  const ingredient = await findIngredient(context, slug);
  const [[counted], catalogue] = await Promise.all([
    queryRows<{ total: number }>(
      context.db,
      sql`select count(*)::int as total from products where ${containingIngredient(context, sql`${ingredient.id}`)}`,
    ),
    categoryByUrlKey(context.db, WHOLE_CATALOGUE_URL_KEY),
  ]);
  const listed = catalogue && (catalogue.isPublic || context.revealNonPublic);
  return {
    ingredient,
    productCount: counted?.total ?? 0,
    listing: listed ? { url_key: catalogue.urlKey, url_template: catalogue.urlTemplate } : null,
  };
}
