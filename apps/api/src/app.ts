import type { AbTest } from '@kwc/domain';
import { dirname } from 'node:path';

import { Hono } from 'hono';
import type { Logger } from 'pino';
import { requestId } from 'hono/request-id';

import { accountConfigFromEnv, type AccountConfig } from './accounts/config';
import { pruneAccounts } from './accounts/housekeeping';
import { Mailer } from './accounts/mail';
import { accountRoutes } from './accounts/routes';
import { registerSessionConfig } from './accounts/session';
import { conditionalGet } from './cache/http';
import { keptAnswers } from './cache/kept';
import type { PurgeSink } from './cache/purge';
import { CategoryCache } from './catalog/categories';
import { CatalogueDictionary } from './catalog/dictionary';
import { type OptionImagePaths, optionImagePathsFromEnv } from './catalog/option-images';
import { FacetIndex, pruneChangeLog } from './catalog/index/facet-index';
import { catalogRoutes } from './catalog/routes';
import { defaultDataDir, type DatabaseHandle } from './db/client';
import { docsRoutes } from './docs/routes';
import { followRoutes } from './follows/routes';
import { healthRoutes } from './health/routes';
import { hitRoutes } from './hits/routes';
import type { ApiEnv } from './http/env';
import { errorAnswers, notFound } from './http/errors';
import { API_CSP, securityHeaders } from './http/headers';
import { bodySizeLimit, refuseNulInUrl } from './http/input';
import { sameOriginWrites } from './http/origin';
import { imageRoutes } from './images/routes';
import { createLogger } from './logger';
import { monitoringRoutes } from './monitoring/routes';
import { abTestsFromEnv } from './pages/ab-tests';
import { pageRoutes } from './pages/routes';
import { reviewRoutes } from './reviews/routes';
import { moderationRoutes } from './reviews/moderation-routes';
import { reviewWritingRoutes } from './reviews/writing-routes';
import { addedProductRoutes } from './added-products/routes';
import { SearchNames } from './search/names';
import { searchRoutes } from './search/routes';
import { seoRoutes } from './seo/routes';
import { wishlistRoutes } from './wishlist/routes';
import { profileRoutes } from './community/routes';

export interface ApiOptions {
  logger?: Logger;
  /**
   * Receives the cache tags a write touched (any process's write: they come from the database's
   * change log), checked every `purgeIntervalMs`. Without it nothing is purged.
   */
  purge?: PurgeSink;
  purgeIntervalMs?: number;
  /**
   * Keep the catalogue change log this long, pruning it hourly (a long-running server sets it; the
   * log otherwise grows by a row per changed product). Indexes that fall behind reload.
   */
  changeLogRetentionMs?: number;
  /** Stops the purge polling and the pruning (tests, shutdown). */
  signal?: AbortSignal;
  /** The account side's settings; read from the environment when absent (docs/accounts.md). */
  accounts?: AccountConfig;
  /** The A/B tests `GET /ab-tests` answers; read from the environment when absent (docs/analytics.md). */
  abTests?: AbTest[];
  /** Where brand and property options' pictures live; read from the environment when absent (docs/operations.md). */
  optionImages?: OptionImagePaths;
}

const HOUR_MS = 3_600_000;

/** The HTTP API, meant to be mounted at `/api`. */
export function createApi(
  database: DatabaseHandle,
  {
    logger = createLogger(),
    purge,
    purgeIntervalMs = 1000,
    changeLogRetentionMs,
    signal,
    accounts,
    abTests = abTestsFromEnv(),
    optionImages = optionImagePathsFromEnv(),
  }: ApiOptions = {},
) {
  const app = new Hono<ApiEnv>();
  const accountConfig =
    accounts ??
    accountConfigFromEnv({
      databaseKind: database.kind,
      dataDir: database.dataDir,
      throwaway: database.throwaway ?? false,
      repoDataDir: dirname(defaultDataDir()),
    });
  registerSessionConfig(accountConfig, database.db);
  const accountServices = { config: accountConfig, mailer: new Mailer(accountConfig, logger), logger };
  const dictionary = new CatalogueDictionary(database.db, optionImages);
  const index = new FacetIndex(database.db);
  const categories = new CategoryCache(database.db, index);
  const searchNames = new SearchNames(
    database.db,
    () => index.changeCount,
    (query) => index.normalise(query),
  );
  if (purge) {
    index.onPurge((tags) => {
      logger.info({ tags }, 'cache purge');
      void purge(tags);
    });
    const timer = setInterval(() => {
      index.sync().catch((error: unknown) => logger.warn({ err: error }, 'catalogue change log not readable'));
    }, purgeIntervalMs);
    timer.unref();
    signal?.addEventListener('abort', () => clearInterval(timer), { once: true });
  }
  if (changeLogRetentionMs !== undefined) {
    const prune = setInterval(() => {
      pruneChangeLog(database.db, changeLogRetentionMs)
        .then((count) => count > 0 && logger.info({ count }, 'catalogue change log pruned'))
        .catch((error: unknown) => logger.warn({ err: error }, 'catalogue change log not pruned'));
    }, HOUR_MS);
    prune.unref();
    signal?.addEventListener('abort', () => clearInterval(prune), { once: true });
  }
  const housekeeping = setInterval(() => {
    pruneAccounts(database.db, accountConfig.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'account tables not pruned'),
    );
  }, HOUR_MS);
  housekeeping.unref();
  signal?.addEventListener('abort', () => clearInterval(housekeeping), { once: true });
  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(securityHeaders({ publicOrigin: accountConfig.publicOrigin, csp: () => API_CSP }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  app.use(refuseNulInUrl);
  app.use(bodySizeLimit);
  app.use(conditionalGet());
  app.use(sameOriginWrites(accountConfig.publicOrigin));
  // Aggregates over the whole catalogue (the home page's sections, rankings), kept until a write
  // purges them; the index reads the change log before one is served.
  const kept = keptAnswers({ sync: () => index.sync(), changes: () => index.changeCount });
  index.onPurge((tags) => kept.purge(tags));
  app.use(kept.middleware);
  app.use(async (c, next) => {
    c.set('db', database.db);
    c.set('dbKind', database.kind);
    c.set('dictionary', dictionary);
    c.set('index', index);
    c.set('categories', categories);
    c.set('searchNames', searchNames);
    c.set('accounts', accountServices);
    c.set('abTests', abTests);
    await next();
  });
  app.route('/health', healthRoutes);
  app.route('/', accountRoutes);
  app.route('/catalog', catalogRoutes);
  // The test-search variant answers like the regular one (spec section 7).
  app.route('/catalog', searchRoutes);
  app.route('/catalog/test', searchRoutes);
  app.route('/kwc', wishlistRoutes);
  app.route('/kwc', profileRoutes);
  app.route('/kwc', hitRoutes);
  app.route('/kwc', followRoutes);
  app.route('/images', imageRoutes);
  app.route('/docs', docsRoutes);
  app.route('/seo', seoRoutes);
  app.route('/monitoring', monitoringRoutes(logger));
  app.route('/', pageRoutes);
  app.route('/', reviewRoutes);
  app.route('/', reviewWritingRoutes);
  app.route('/', moderationRoutes);
  app.route('/', addedProductRoutes);
  app.notFound(notFound);
  app.onError(errorAnswers(logger));
  return app;
}

export type Api = ReturnType<typeof createApi>;
