import { describe, expect, it } from 'vitest';

import { ingredientSchema } from './ingredient';

describe('ingredient (ours)', () => {
  it('has a skladnik- slug and INCI name', () => {
    const ingredient = {
      id: 1,
      slug: 'skladnik-gliceryna',
      inciName: 'GLYCERIN',
      name: 'gliceryna',
      description: null,
      functions: ['HUMECTANT'],
      isImportant: true,
    };
    expect(ingredientSchema.parse(ingredient)).toEqual(ingredient);
    expect(ingredientSchema.safeParse({ ...ingredient, slug: 'gliceryna' }).success).toBe(false);
  });
});
