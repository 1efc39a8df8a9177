import { HEADER_NAMES } from '@kwc/domain';
import type { Context } from 'hono';

import type { CategoryCache } from '../catalog/categories';
import type { CatalogueDictionary } from '../catalog/dictionary';
import type { FacetIndex } from '../catalog/index/facet-index';
import type { Database } from '../db/client';
import type { ApiEnv } from './env';

/** What every read service needs: the database, the catalogue dictionary, the reveal switch. */
export interface RequestContext {
  db: Database;
  dictionary: CatalogueDictionary;
  /** Show non-public categories and products (the reveal header of spec section 7). */
  revealNonPublic: boolean;
}

/** A listing's request: the in-memory index and categories besides, and the tags the answer collects. */
export interface ListingContext extends RequestContext {
  /** Facet counts and pages of listings, in memory and kept equal to the database. */
  index: FacetIndex;
  categories: CategoryCache;
  today: string;
  /** Collects the cache tags of what the answer was built from. */
  tags: Set<string>;
}

/** Does the request ask to see non-public categories and products (spec section 7)? */
export function revealsNonPublic(c: Context<ApiEnv>): boolean {
  return c.req.header(HEADER_NAMES.revealNonPublicCategories) === '1';
}

export function requestContext(c: Context<ApiEnv>): RequestContext {
  return { db: c.var.db, dictionary: c.var.dictionary, revealNonPublic: revealsNonPublic(c) };
}

export function listingContext(c: Context<ApiEnv>): ListingContext {
  return {
    ...requestContext(c),
    index: c.var.index,
    categories: c.var.categories,
    today: new Date().toISOString().slice(0, 10),
    tags: new Set(),
  };
}
