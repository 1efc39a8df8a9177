import type { ArticlePageResponse } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { NotFoundError } from '../http/errors';
import { queryRows } from '../db/client';
import { intArray, isoTime } from '../db/sql';
import type { RequestContext } from '../http/context';
import { productColumns, toProduct, type ProductRow } from '../products/card';
import { visibleProducts } from '../products/service';

interface ArticleRow extends Record<string, unknown> {
  id: number;
  title: string;
  lead: string;
  url: string;
  published_at: string;
  product_ids: number[];
  category_id: number | null;
  category_name: string | null;
  category_url_key: string | null;
}

/**
 * A magazine article the product pages link to (`GET /articles/{slug}`, the site's `/kwc-{slug}`):
 * its lead, its category when that is public, and its visible products in the article's order.
 */
export async function articlePage(context: RequestContext, slug: string): Promise<ArticlePageResponse> {
  await context.dictionary.ready();
  const [article] = await queryRows<ArticleRow>(
    context.db,
    sql`select a.id, a.title, a.lead, a.url, ${isoTime(sql`a.published_at`)} as published_at, a.product_ids,
          c.id as category_id, c.name as category_name, c.url_key as category_url_key
        from product_articles a
        left join categories c on c.id = a.category_id and c.kind = 'category'
          and (c.is_public or ${context.revealNonPublic}) and c.status <> 'REDIRECTED'
        where a.url = ${`/kwc-${slug}`}`,
  );
  if (!article) throw new NotFoundError(`Nie znaleziono artykułu „${slug}”`);
  const rows = await queryRows<ProductRow>(
    context.db,
    sql`select ${productColumns} from products
        where products.id = any(${intArray(article.product_ids)}) and ${visibleProducts(context)}`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    article: {
      title: article.title,
      lead: article.lead,
      url: article.url,
      image: null,
      publishedAt: article.published_at,
      category:
        article.category_id !== null
          ? { id: article.category_id, full_name: article.category_name!, url_key: article.category_url_key! }
          : null,
    },
    products: article.product_ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row, context.dictionary)] : [];
    }),
  };
}
