import { PAGES_API, type ArticlePageResponse, type HomeResponse, type ProductPageResponse } from '@kwc/domain';

import { anonymous, at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** Screen-shaped answers designed in apps/api (DESIGN.md section 4): the product page, home, articles. */
export interface PageCalls {
  getProductPage(
    query: { urlPath: string; anonymousId?: string | null },
    options?: RequestOptions,
  ): Promise<ProductPageResponse>;
  getHome(options?: RequestOptions): Promise<HomeResponse>;
  /** A magazine article by its slug (the site's `/kwc-{slug}`); 404 for a slug that names none. */
  getArticle(slug: string, options?: RequestOptions): Promise<ArticlePageResponse>;
}

export function pageCalls({ request }: Transport): PageCalls {
  return {
    getProductPage: (query, opts) =>
      request(
        {
          ...at(PAGES_API.getProductPage),
          query: { urlPath: query.urlPath, anonymousId: anonymous(query.anonymousId) },
          schema: PAGES_API.getProductPage.response,
          front: false,
        },
        opts,
      ),
    getHome: (opts) => request({ ...at(PAGES_API.getHome), schema: PAGES_API.getHome.response, front: false }, opts),
    getArticle: (slug, opts) =>
      request({ ...at(PAGES_API.getArticle, { slug }), schema: PAGES_API.getArticle.response, front: false }, opts),
  };
}
