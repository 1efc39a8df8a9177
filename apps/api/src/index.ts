export { createApi, type Api, type ApiEnv } from './app';
export { defaultDataDir, openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from './db/client';
export { seedMenuIfEmpty } from './seed/menu';
