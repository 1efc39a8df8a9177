import { BRAND_URL_KEY_PREFIX } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import type { Database } from '../db/client';

/** Recounts the public products of every category and brand page (after the seed or an import). */
export async function refreshProductCounts(db: Database): Promise<void> {
  await db.execute(sql`
    update categories c set product_count = (
      select count(*) from products p where p.category_path @> array[c.id] and p.is_public
    ) where c.kind = 'category'`);
  await db.execute(sql`
    update categories c set product_count = (
      select count(*) from products p join brands b on b.id = p.brand_id
      where ${BRAND_URL_KEY_PREFIX} || b.slug = c.url_key and p.is_public
    ) where c.kind = 'brand'`);
}
