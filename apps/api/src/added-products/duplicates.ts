import type { LikelyDuplicates } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';

/** How alike two names must be (pg_trgm's `similarity`, its own default for `%`). */
export const DUPLICATE_SIMILARITY = 0.3;
const DUPLICATES_LIMIT = 5;

/** A catalogue brand whose name equals `name` ignoring case and accents; also inside a transaction. */
export async function brandIdByName(db: Pick<Database, 'execute'>, name: string): Promise<number | null> {
  // queryRows only calls `execute`, which a transaction has too.
  const [brand] = await queryRows<{ id: number }>(
    db as Database,
    sql`select id from brands where lower(unaccent(name)) = lower(unaccent(${name.trim()})) order by id limit 1`,
  );
  return brand?.id ?? null;
}

/**
 * Public products of the same brand (by id, or the brand of that name) with a similar name, best
 * first: what the author is shown before sending and the moderator beside the proposal.
 */
export async function likelyDuplicates(
  db: Database,
  query: { brandId?: number | null; brandName?: string | null; name: string },
): Promise<LikelyDuplicates['items']> {
  const brandId = query.brandId ?? (query.brandName ? await brandIdByName(db, query.brandName) : null);
  if (brandId === null) return [];
  const rows = await queryRows<{
    id: number;
    name: string;
    brand_name: string;
    url_path: string;
    image: string | null;
  }>(
    db,
    sql`select p.id, p.name, b.name as brand_name, p.url_path, p.images->0->>'path' as image
        from products p join brands b on b.id = p.brand_id
        where p.brand_id = ${brandId} and p.is_public
          and similarity(lower(unaccent(p.name)), lower(unaccent(${query.name}))) >= ${DUPLICATE_SIMILARITY}
        order by similarity(lower(unaccent(p.name)), lower(unaccent(${query.name}))) desc, p.id
        limit ${DUPLICATES_LIMIT}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brandName: row.brand_name,
    url: `/${row.url_path}.html`,
    image: row.image,
  }));
}
