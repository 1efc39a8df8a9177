import { BRAND_FILTER, BRAND_URL_KEY_PREFIX } from '@kwc/domain';

import type * as t from '../db/schema';

/** The property patterns a brand page filters by, when the catalogue has them. */
export const BRAND_PAGE_PATTERNS = ['certyfikaty', 'dzialanie'] as const;

/**
 * A brand's page (`/marka-{slug}`): a top-level category of kind 'brand' listing the whole catalogue
 * with the brand filter fixed, as the seed makes them and publishing a proposed brand does.
 */
export function brandPageRow(input: {
  id: number;
  position: number;
  brand: { name: string; slug: string; description?: string | null };
  /** Those of `BRAND_PAGE_PATTERNS` the catalogue has. */
  patterns: readonly string[];
  shopSlugs: readonly string[];
}): typeof t.categories.$inferInsert {
  const urlKey = `${BRAND_URL_KEY_PREFIX}${input.brand.slug}`;
  return {
    id: input.id,
    parentId: null,
    path: [input.id],
    depth: 1,
    position: input.position,
    urlKey,
    kind: 'brand',
    name: input.brand.name,
    fullName: input.brand.name,
    description: input.brand.description ?? null,
    predefinedFilters: { [BRAND_FILTER]: [urlKey] },
    propertyPatterns: [...input.patterns],
    urlTemplate: input.patterns.slice(0, 1),
    staticFilters: { shop: [...input.shopSlugs] },
  };
}
