import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

import {
  LISTING_SORT_OPTIONS,
  SORT_FIELDS,
  SORT_OPTIONS,
  decodeSort,
  encodeSort,
  isValidSort,
  sortLabel,
  type Sort,
} from './sort';
import { sortSchema } from './sort-schema';

describe('sort options', () => {
  it('are the table of spec section 3, in order, with the exact Polish labels', () => {
    expect(SORT_OPTIONS.map((option) => [option.field, option.direction, option.label])).toEqual([
      ['relevance', 'desc', 'Trafność'],
      ['number_of_reviews_last_week', 'desc', 'Najczęściej oceniane'],
      ['number_of_views_last_week', 'desc', 'Najczęściej wyświetlane'],
      ['popularity', 'desc', 'Popularność'],
      ['latest', 'desc', 'Nowości'],
      ['price', 'asc', 'Najniższa cena'],
      ['price', 'desc', 'Najwyższa cena'],
      ['rating', 'desc', 'Najwyżej ocenione'],
      ['rating', 'asc', 'Najniżej ocenione'],
      ['number_of_reviews', 'desc', 'Najwięcej opinii'],
      ['number_of_reviews', 'asc', 'Najmniej opinii'],
      ['number_of_hits', 'desc', 'Najpierw HITy'],
    ]);
  });

  it('have an extra listing set of price, number of hits and number of reviews', () => {
    expect(LISTING_SORT_OPTIONS.map((option) => option.field)).toEqual([
      'price',
      'number_of_hits',
      'number_of_reviews',
    ]);
    expect(LISTING_SORT_OPTIONS.map((option) => option.label)).toEqual(['Cena', 'Liczba HITów', 'Liczba opinii']);
  });

  it('list every field of both tables', () => {
    const used = new Set([...SORT_OPTIONS, ...LISTING_SORT_OPTIONS].map((option) => option.field));
    expect(new Set(SORT_FIELDS)).toEqual(used);
  });
});

describe('value_direction encoding', () => {
  it('encodes and decodes every option, splitting at the last underscore', () => {
    for (const option of SORT_OPTIONS) {
      const sort = { value: option.field, direction: option.direction };
      expect(decodeSort(encodeSort(sort))).toEqual(sort);
    }
    expect(encodeSort({ value: 'number_of_reviews_last_week', direction: 'desc' })).toBe(
      'number_of_reviews_last_week_desc',
    );
  });

  it('accepts the listing set in either direction, and nothing else', () => {
    expect(decodeSort('number_of_hits_asc')).toEqual({ value: 'number_of_hits', direction: 'asc' });
    expect(decodeSort('latest_asc')).toBeNull();
    expect(decodeSort('price_up')).toBeNull();
    expect(decodeSort('price')).toBeNull();
    expect(decodeSort('_desc')).toBeNull();
    expect(decodeSort('')).toBeNull();
    expect(isValidSort({ value: 'relevance', direction: 'asc' })).toBe(false);
  });

  it('validates with a Polish message', () => {
    expect(sortSchema.safeParse({ value: 'latest', direction: 'asc' }).error?.issues[0]?.message).toBe(
      'Nieznany sposób sortowania',
    );
    expect(sortSchema.parse({ value: 'rating', direction: 'asc' })).toEqual({ value: 'rating', direction: 'asc' });
    expectTypeOf<z.infer<typeof sortSchema>>().toEqualTypeOf<Sort>();
  });

  it('labels a sort from the table, or from the listing set', () => {
    expect(sortLabel({ value: 'price', direction: 'asc' })).toBe('Najniższa cena');
    expect(sortLabel({ value: 'number_of_hits', direction: 'asc' })).toBe('Liczba HITów');
  });
});
