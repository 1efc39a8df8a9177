import { describe, expect, it } from 'vitest';

import { searchResultSchema, textSearchQuerySchema } from './search';

describe('text search', () => {
  it('sends the phrase trimmed and lower-cased, with an optional context category', () => {
    expect(textSearchQuerySchema.parse({ text: '  Krem NIVEA ', contextCategoryId: '12' })).toEqual({
      text: 'krem nivea',
      contextCategoryId: 12,
    });
    expect(textSearchQuerySchema.parse({ text: 'krem' })).toEqual({ text: 'krem', contextCategoryId: undefined });
    expect(textSearchQuerySchema.safeParse({ text: 'kr' }).error?.issues[0]?.message).toBe(
      'Wpisz przynajmniej 3 znaki',
    );
  });

  it('parses results with a _source object', () => {
    const result = { _id: 'b-1', _type: 'brand', _source: { slug: 'marka-nivea', full_name: 'Nivea' } };
    expect(searchResultSchema.parse(result)).toEqual(result);
    expect(searchResultSchema.safeParse({ _id: 'x', _type: 'brand' }).success).toBe(false);
  });
});
