import { describe, expect, it } from 'vitest';

import { CATEGORY_STATUS_LABELS } from '../messages';
import {
  aggFiltersSchema,
  categoryResponseSchema,
  categorySchema,
  categoryStatusSchema,
  decodedCategoryPathSchema,
} from './category';
import { categoryFixture, categoryResponseFixture } from './fixtures';

describe('categorySchema', () => {
  it('parses a category with the fields of spec section 3', () => {
    expect(categorySchema.parse(categoryFixture)).toEqual(categoryFixture);
  });

  it('knows the four statuses, each with its Polish label', () => {
    expect(categoryStatusSchema.options).toEqual(['EXPIRING', 'PUBLISHED', 'ARCHIVED', 'REDIRECTED']);
    expect(Object.keys(CATEGORY_STATUS_LABELS)).toEqual(categoryStatusSchema.options);
    expect(categorySchema.safeParse({ ...categoryFixture, status: 'DRAFT' }).success).toBe(false);
  });
});

describe('categoryResponseSchema', () => {
  it('parses a full category response', () => {
    expect(categoryResponseSchema.parse(categoryResponseFixture)).toEqual(categoryResponseFixture);
  });

  it('defaults a redirect code to 301', () => {
    const parsed = categoryResponseSchema.parse({
      ...categoryResponseFixture,
      code: undefined,
      redirect: '/nowa-kategoria',
      products: [],
    });
    expect(parsed.code).toBe(301);
  });

  it('requires every filter to be named agg_* with visible, value, type, selectedOptions and predefined', () => {
    expect(aggFiltersSchema.safeParse({ brand: categoryResponseFixture.filters.agg_brand }).success).toBe(false);
    const price = { ...categoryResponseFixture.filters.agg_price, visible: undefined };
    expect(aggFiltersSchema.safeParse({ agg_price: price }).success).toBe(false);
    expect(
      aggFiltersSchema.safeParse({ agg_bestseller: { ...categoryResponseFixture.filters.agg_bestseller, value: 2 } })
        .success,
    ).toBe(false);
  });
});

describe('decodedCategoryPathSchema', () => {
  it('holds url_key, queryParams, keyFilters, additionalFilters, sort and hash', () => {
    const value = categoryResponseFixture.decodedCategoryPath!;
    expect(Object.keys(decodedCategoryPathSchema.shape)).toEqual([
      'url_key',
      'queryParams',
      'keyFilters',
      'additionalFilters',
      'sort',
      'hash',
    ]);
    expect(decodedCategoryPathSchema.parse(value)).toEqual(value);
    expect(decodedCategoryPathSchema.safeParse({ ...value, keyFilters: { brand: [] } }).success).toBe(false);
    expect(decodedCategoryPathSchema.safeParse({ ...value, sort: { value: 'latest', direction: 'asc' } }).success).toBe(
      false,
    );
  });
});
