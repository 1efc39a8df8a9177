import { PAGES_API } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { openApiDocument } from '../docs/openapi';

describe('PAGES_API in the OpenAPI document', () => {
  it('describes every page route with its parameters and answer', () => {
    const document = openApiDocument({ pages: PAGES_API });
    const paths = document.paths as Record<string, { get?: { parameters: { name: string; in: string }[] } }>;
    for (const endpoint of Object.values(PAGES_API)) expect(paths[endpoint.path]?.get, endpoint.path).toBeDefined();
    expect(paths['/api/ingredients/{slug}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'slug', in: 'path' }),
    ]);
    expect(paths['/api/catalog/product-reviews']!.get!.parameters.map((parameter) => parameter.name)).toEqual([
      'sku',
      'sort',
      'page',
      'pageSize',
    ]);
    expect(JSON.stringify(paths['/api/catalog/category-list'])).toContain('productCount');
  });
});
