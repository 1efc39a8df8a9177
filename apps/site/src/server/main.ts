// Production entry: `node apps/site/dist/server/main.js` (what `npm start` runs).
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  createApi,
  createLogger,
  defaultDataDir,
  isDatabaseUnavailable,
  openCatalogue,
  optionImageOrigins,
  optionImagePathsFromEnv,
  webhookPurgeSink,
} from '@kwc/api';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';

import { COOKIE_NAMES } from '@kwc/domain';

import { analyticsConfigFromEnv, siteFeatures } from '../app/config';
import { createSiteApp, publicOrigin } from './app';
import { webFontsOfStylesheets } from './fonts';
import { createApiCache } from './apiCache';
import { createFragmentCache } from './fragmentCache';
import { createPageCache } from './pageCache';

/** The start-up reads' module (entry-client imports it for a returning visitor): its key in the manifest. */
const STARTUP_READS_SOURCE = 'src/app/browserStartupReads.ts';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The client build: entry script and stylesheet, build id, and the chunks each page needs. */
function readClientBuild() {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('client build has no entry chunk');
  const entryFiles = new Set([entry.file]);
  const chunksOf = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(imported, seen))];
  };
  const build = {
    // The entry's file name carries the hash of the whole client build's graph.
    id: /-([\w-]+)\.js$/.exec(entry.file)?.[1] ?? 'build',
    timestamp: statSync(manifestPath).mtimeMs,
  };
  // One stylesheet (cssCodeSplit off): the manifest lists it as `style.css`, not under the entry.
  const css = [...(entry.css ?? []), ...(manifest['style.css'] ? [manifest['style.css'].file] : [])];
  const manifestChunks = (source: string) =>
    [...new Set(chunksOf(source))].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  return {
    assets: {
      js: [`/${entry.file}`],
      css: css.map((file) => `/${file}`),
      fonts: webFontsOfStylesheets(css.map((file) => readFileSync(join(clientDir, file), 'utf8'))),
      returning: {
        cookies: [COOKIE_NAMES.anonymousUserId, COOKIE_NAMES.jwtHeaderPayload],
        preload: manifestChunks(STARTUP_READS_SOURCE),
      },
    },
    build,
    manifestChunks,
  };
}

// KWC_DATA_DIR=memory keeps the embedded database in memory (end-to-end tests).
const dataDir = process.env.KWC_DATA_DIR === 'memory' ? undefined : (process.env.KWC_DATA_DIR ?? defaultDataDir());
const logger = createLogger();
const database = await openCatalogue({
  url: process.env.DATABASE_URL,
  dataDir,
  seedProducts: Number(process.env.KWC_SEED_PRODUCTS ?? 5000),
  // The demo accounts' password is public: the production entry locks them unless asked
  // (`npm start` and the test harnesses ask; docs/operations.md).
  demoAccounts: process.env.KWC_DEMO_ACCOUNTS === 'on',
  log: (message) => console.log(`[site] ${message}`),
});

const client = readClientBuild();
// Rendered anonymous pages, dropped by the same purges a CDN gets (KWC_PAGE_CACHE=off renders every
// request).
const pageCache = process.env.KWC_PAGE_CACHE === 'off' ? undefined : createPageCache();
// The API's shared answers the renderer reads, dropped by the same purges (KWC_DATA_CACHE=off: every
// render queries the database).
const apiCache = process.env.KWC_DATA_CACHE === 'off' ? undefined : createApiCache();
// Markup of the listing's controls per listing state and data (KWC_FRAGMENT_CACHE=off: every render
// renders them).
const fragmentCache = process.env.KWC_FRAGMENT_CACHE === 'off' ? undefined : createFragmentCache();
const cdnPurge = process.env.KWC_PURGE_URL ? webhookPurgeSink(process.env.KWC_PURGE_URL, logger) : undefined;
// KWC_BRAND_IMAGE_PATH, KWC_PROPERTY_IMAGE_PATH: where filter options' pictures live (docs/operations.md).
const optionImages = optionImagePathsFromEnv();
const app = createSiteApp({
  // KWC_PURGE_URL: where the cache tags a catalogue write touched are posted (a CDN's purge hook).
  api: createApi(database, {
    logger,
    // The change log behind the listing index and the purges: a day is kept.
    changeLogRetentionMs: 24 * 3_600_000,
    optionImages,
    ...(pageCache || apiCache || cdnPurge
      ? {
          purge: async (tags: string[]) => {
            apiCache?.purge(tags);
            pageCache?.purge(tags);
            await cdnPurge?.(tags);
          },
        }
      : {}),
  }),
  ...(pageCache ? { pageCache } : {}),
  ...(apiCache ? { apiCache } : {}),
  ...(fragmentCache ? { fragmentCache } : {}),
  assets: client.assets,
  build: client.build,
  compress: true,
  manifestChunks: client.manifestChunks,
  // KWC_FEATURES: feature flags changed for this deployment, e.g. `contextCategory` (see config.ts).
  features: siteFeatures(process.env.KWC_FEATURES),
  // KWC_GTM_ID, KWC_GTM_SCRIPT_URL, KWC_CONSENT_GROUP_ID: the tag manager (docs/analytics.md); a
  // malformed id stops the start (spec section 9).
  analytics: analyticsConfigFromEnv(process.env),
  imageOrigins: optionImageOrigins(optionImages),
  // KWC_PUBLIC_ORIGIN: the address visitors use (`https://kwc.example.pl`), for canonical links and
  // sitemaps; without it they follow each request's Host header.
  ...(process.env.KWC_PUBLIC_ORIGIN ? { publicOrigin: publicOrigin(process.env.KWC_PUBLIC_ORIGIN) } : {}),
  before(site) {
    site.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    site.use('/favicon.svg', serveStatic({ root: clientDir }));
  },
});

const port = Number(process.env.PORT ?? 3000);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`[site] KWC serwuje na http://localhost:${info.port} (baza: ${database.kind})`);
});

// postgres.js can leave a transaction's promise rejected with no handler when PostgreSQL closes the
// connection mid-transaction (seen in scripts/crash.mjs): that must not end the process, whose
// requests already answered 503. Any other unhandled rejection still ends it.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  logger.warn({ err: reason }, 'database connection lost outside a request');
});

const shutdown = () => {
  server.close();
  void database.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
