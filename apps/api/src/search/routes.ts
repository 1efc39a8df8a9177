import { textSearchQuerySchema } from '@kwc/domain';
import { Hono } from 'hono';

import { cacheable } from '../cache/http';
import { revealsNonPublic } from '../http/context';
import type { ApiEnv } from '../http/env';
import { validate } from '../http/validate';
import { textSearch } from './service';

/** The search box (`/catalog/text-search`, and its `/catalog/test/…` variant: spec section 7). */
export const searchRoutes = new Hono<ApiEnv>().get('/text-search', async (c) => {
  const query = validate(textSearchQuerySchema, c.req.query());
  // The products found are tagged one by one (conditionalGet); a product that starts matching
  // only shows after the shared copy's five minutes.
  cacheable(c, ['search', 'categories', 'brands']);
  return c.json(
    await textSearch(c.var.db, query.text, {
      contextCategoryId: query.contextCategoryId,
      includeNonPublic: revealsNonPublic(c),
      index: c.var.index,
      dictionary: c.var.dictionary,
      names: c.var.searchNames,
    }),
  );
});
