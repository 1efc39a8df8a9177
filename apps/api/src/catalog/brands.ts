import { BRAND_URL_KEY_PREFIX, type PopularBrand } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { queryRows } from '../db/client';
import type { RequestContext } from '../http/context';
import { roundRating } from '../products/card';
import { visibleProducts } from '../products/service';

/** Brands with public products, most popular first (brands' own popularity, then their product count). */
export async function popularBrands(context: RequestContext, limit?: number): Promise<PopularBrand[]> {
  const rows = await queryRows<{ slug: string; name: string; product_count: number; average_rating: number | null }>(
    context.db,
    sql`select b.slug, b.name, count(*)::int as product_count,
          (sum(products.rating * products.number_of_reviews) / nullif(sum(products.number_of_reviews), 0))::float8
            as average_rating
        from brands b join products on products.brand_id = b.id and ${visibleProducts(context)}
        group by b.id
        order by b.popularity desc, product_count desc, b.name, b.id
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => ({
    slug: `${BRAND_URL_KEY_PREFIX}${row.slug}`,
    name: row.name,
    productCount: row.product_count,
    averageRating: roundRating(row.average_rating),
  }));
}
