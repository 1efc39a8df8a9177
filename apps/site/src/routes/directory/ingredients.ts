import type { Ingredient } from '@kwc/domain';

/** The important ingredients' page. */
export const IMPORTANT_INGREDIENTS_PATH = '/wazne-skladniki';

/** The name a reader knows an ingredient by: the Polish one, else its INCI name. */
export function ingredientName(ingredient: Pick<Ingredient, 'name' | 'inciName'>): string {
  return ingredient.name ?? ingredient.inciName;
}
