import type { IngredientPageResponse } from '@kwc/domain';

import { findIngredient } from '../catalog/ingredients';
import type { RequestContext } from '../http/context';
import { ingredientProducts } from '../products/service';

/** An ingredient page (`GET /ingredients/{slug}`, `/skladnik-{slug}`): the most popular products first. */
export async function ingredientPage(context: RequestContext, slug: string): Promise<IngredientPageResponse> {
  const ingredient = await findIngredient(context, slug);
  await context.dictionary.ready();
  const { products, total } = await ingredientProducts(context, ingredient.id);
  return { ingredient, productCount: total, products };
}
