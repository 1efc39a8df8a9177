import { describe, expect, it } from 'vitest';

import { filtersStateSchema } from './filters-state';

describe('filtersStateSchema', () => {
  it("holds the flags, the shop filter labelled 'Sklep', ranges, property patterns and predefined filters", () => {
    const state = {
      bestseller: 1,
      new_until_date: 0,
      offer_sale: 0,
      partner: { label: 'Sklep', options: [], selected: [] },
      price: { min: 10, max: null },
      number_of_hits: { min: null, max: null },
      number_of_reviews: { min: 5, max: 100 },
      propertyPatterns: [
        {
          code: 'brand',
          label: 'Marka',
          type: 'options',
          layout: 'logos',
          options: [],
          total: 87,
          search: '',
          selected: ['marka-nivea'],
          isLoading: false,
          isLoadingMore: false,
        },
      ],
      predefined: { brand: ['marka-nivea'] },
    };
    expect(filtersStateSchema.parse(state)).toEqual(state);
    expect(filtersStateSchema.safeParse({ ...state, partner: { ...state.partner, label: 'Shop' } }).success).toBe(
      false,
    );
    expect(filtersStateSchema.safeParse({ ...state, bestseller: 2 }).success).toBe(false);
  });
});
