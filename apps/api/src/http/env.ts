import type { AbTest } from '@kwc/domain';
import type { AccountConfig } from '../accounts/config';
import type { Mailer } from '../accounts/mail';
import type { CategoryCache } from '../catalog/categories';
import type { CatalogueDictionary } from '../catalog/dictionary';
import type { FacetIndex } from '../catalog/index/facet-index';
import type { Database, DatabaseHandle } from '../db/client';
import type { Logger } from 'pino';

import type { SearchNames } from '../search/names';

/** The Hono environment of every route: what `createApi` puts on each request. */
export interface ApiEnv {
  Variables: {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    dictionary: CatalogueDictionary;
    index: FacetIndex;
    categories: CategoryCache;
    searchNames: SearchNames;
    requestId: string;
    /** The account side's configuration, mailer and logger. */
    accounts: { config: AccountConfig; mailer: Mailer; logger: Logger };
    /** The A/B tests' configuration (`GET /ab-tests`). */
    abTests: readonly AbTest[];
  };
}
