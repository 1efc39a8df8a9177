import { z } from 'zod';

import { idSchema } from './common';

// ours: the whole ingredient entity; spec section 3 says "Ingredient entity fields: not shown".
// Shaped after DESIGN.md section 3 (INCI names and functions from CosIng, Polish descriptions).

/** An ingredient page's data (`/skladnik-{slug}`). */
export const ingredientSchema = z.object({
  id: idSchema,
  /** Attribute slug, starting `skladnik-` (spec section 3). */
  slug: z.string().startsWith('skladnik-'),
  inciName: z.string(),
  /** Common Polish name, when there is one. */
  name: z.string().nullable(),
  description: z.string().nullable(),
  /** CosIng functions, e.g. "HUMECTANT". */
  functions: z.array(z.string()),
  /** Listed under "important ingredients" (`/wazne-skladniki`). */
  isImportant: z.boolean(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** An ingredient as a product's ingredient list shows it. */
export const ingredientSummarySchema = ingredientSchema.pick({
  slug: true,
  inciName: true,
  name: true,
  isImportant: true,
});
export type IngredientSummary = z.infer<typeof ingredientSummarySchema>;
