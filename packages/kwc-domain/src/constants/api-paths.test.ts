import { describe, expect, it } from 'vitest';

import { CATALOG_API, FRONT_API } from '../schemas/api';
import { PAGES_API } from '../schemas/pages';
import { CATALOG_API_PATHS, FRONT_API_PATHS, PAGES_API_PATHS } from './api-paths';

describe('API paths', () => {
  it.each([
    ['FRONT_API', FRONT_API, FRONT_API_PATHS],
    ['CATALOG_API', CATALOG_API, CATALOG_API_PATHS],
    ['PAGES_API', PAGES_API, PAGES_API_PATHS],
  ] as const)('name every call of %s, with the path the registry uses', (_name, registry, paths) => {
    expect(Object.keys(paths)).toEqual(Object.keys(registry));
    for (const [call, endpoint] of Object.entries(registry)) {
      expect(paths[call as keyof typeof paths]).toBe(endpoint.path);
    }
  });

  it('are under /api', () => {
    const all = [
      ...Object.values(FRONT_API_PATHS),
      ...Object.values(CATALOG_API_PATHS),
      ...Object.values(PAGES_API_PATHS),
    ];
    for (const path of all) expect(path).toMatch(/^\/api\//);
  });
});
