import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';

/** A product with reviews of every kind, as the product page and review tests read it. */
export interface ReviewedProduct extends Record<string, unknown> {
  id: number;
  url_path: string;
  category_id: number;
  rating: number;
}

/** The product with the most published reviews among those that also have unpublished ones. */
export async function reviewedProduct(db: Database): Promise<ReviewedProduct> {
  const [found] = await queryRows<ReviewedProduct>(
    db,
    sql`select p.id, p.url_path, p.category_id, p.rating from products p
        where exists (select 1 from reviews r where r.product_id = p.id and r.status <> 'published')
          and not p.is_adult
        order by p.number_of_reviews desc, p.id limit 1`,
  );
  return found!;
}
