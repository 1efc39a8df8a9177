import { describe, expect, it } from 'vitest';

import { filterValuesQuerySchema, getCategoryQuerySchema, legalHintQuerySchema } from './catalog';

describe('GET /catalog/filter-values', () => {
  it('takes path, filterName, filterValuesPage, filterValuesPageSize (200 by default and at most) and filterValuesSearch', () => {
    expect(filterValuesQuerySchema.parse({ path: '/kremy', filterName: 'agg_brand' })).toEqual({
      path: '/kremy',
      filterName: 'agg_brand',
      filterValuesPage: 1,
      filterValuesPageSize: 200,
      filterValuesSearch: undefined,
    });
    expect(
      filterValuesQuerySchema.parse({
        path: '/kremy',
        filterName: 'agg_brand',
        filterValuesPage: '3',
        filterValuesPageSize: '50',
        filterValuesSearch: ' niv ',
      }),
    ).toMatchObject({ filterValuesPage: 3, filterValuesPageSize: 50, filterValuesSearch: 'niv' });
    expect(
      filterValuesQuerySchema.safeParse({ path: '/k', filterName: 'agg_brand', filterValuesPageSize: '201' }).error
        ?.issues[0]?.message,
    ).toBe('Wartość jest za duża');
  });
});

describe('GET /catalog/get-category', () => {
  it('takes size=1 and exactly one of categoryId and urlKey', () => {
    expect(getCategoryQuerySchema.parse({ size: '1', categoryId: '12' })).toEqual({
      size: 1,
      categoryId: 12,
      urlKey: undefined,
    });
    expect(getCategoryQuerySchema.parse({ urlKey: 'kremy' })).toMatchObject({ size: 1, urlKey: 'kremy' });
    expect(getCategoryQuerySchema.safeParse({ size: '1' }).error?.issues[0]?.message).toBe(
      'Podaj categoryId albo urlKey',
    );
    expect(getCategoryQuerySchema.safeParse({ categoryId: '1', urlKey: 'x' }).success).toBe(false);
    expect(getCategoryQuerySchema.safeParse({ size: '5', urlKey: 'x' }).success).toBe(false);
  });
});

describe('GET /api/catalog/legal-hint-content', () => {
  it('needs an identifier', () => {
    expect(legalHintQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('To pole jest wymagane');
  });
});
