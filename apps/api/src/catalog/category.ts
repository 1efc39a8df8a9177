import type { Category, CategorySummary } from '@kwc/domain';

import type { CategoryRow } from './categories';
import type { CatalogueDictionary } from './dictionary';

/** A category as breadcrumbs and links name it. */
export const categorySummary = (row: CategoryRow): CategorySummary => ({
  id: row.id,
  full_name: row.name,
  url_key: row.urlKey,
});

/** The category object of the API (spec section 3 "Category"). */
export function toCategory(row: CategoryRow, breadcrumbs: CategoryRow[], dictionary: CatalogueDictionary): Category {
  return {
    id: row.id,
    slug: row.urlKey,
    url_key: row.urlKey,
    full_name: row.name,
    status: row.status,
    breadcrumbs: breadcrumbs.map(categorySummary),
    property_patterns: row.propertyPatterns.flatMap((code) => {
      const pattern = dictionary.patterns.get(code);
      return pattern
        ? [
            {
              property_attribute: pattern.code,
              label: pattern.label,
              layout: pattern.layout as 'list' | 'tiles' | 'logos',
              url_slug: pattern.urlSlug,
            },
          ]
        : [];
    }),
    url_template: row.urlTemplate,
    static_filters: { shop: (row.staticFilters?.shop?.length ?? 0) > 0, price: true },
    is_adults_only: row.isAdultsOnly,
  };
}
