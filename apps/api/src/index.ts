export { createApi, type Api, type ApiOptions } from './app';
export type { ApiEnv } from './http/env';
export { readSession } from './accounts/session';
export { endSessions, grantRole } from './accounts/roles';
export type { AccountConfig } from './accounts/config';
export { answerTags, matchesEtag } from './cache/http';
export { API_CSP, securityHeaders, servedOverHttps } from './http/headers';
export { webhookPurgeSink, type PurgeSink } from './cache/purge';
export { createLogger } from './logger';
export { isDatabaseUnavailable } from './db/unavailable';
export { defaultDataDir, openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from './db/client';
export { isCatalogueSeeded, seedCatalogue, type SeedOptions, type SeedSummary } from './seed/generate';
export { openCatalogue, resetCatalogue, type CatalogueOptions } from './startup';
export { optionImageOrigins, optionImagePathsFromEnv, type OptionImagePaths } from './catalog/option-images';
export {
  DATA_ATTRIBUTION,
  importCosing,
  importObf,
  type CosingImportSummary,
  type ObfImportSummary,
} from './importers';
