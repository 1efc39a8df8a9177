import type { ArticlePageResponse } from '@kwc/domain';

import { findArticle } from '../editorial/service';
import type { RequestContext } from '../http/context';
import { productsByIds } from '../products/service';

/**
 * A magazine article the product pages link to (`GET /articles/{slug}`, the site's `/kwc-{slug}`):
 * its lead, its category when that is public, and its visible products in the article's order.
 */
export async function articlePage(context: RequestContext, slug: string): Promise<ArticlePageResponse> {
  await context.dictionary.ready();
  const { article, productIds } = await findArticle(context, slug);
  return { article, products: await productsByIds(context, productIds) };
}
