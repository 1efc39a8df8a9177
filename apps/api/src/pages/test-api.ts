import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { pageRoutes } from './routes';

/**
 * The API as the site calls it, for the page routes' tests. Until `app.ts` mounts `pageRoutes` at
 * the API root, the tests mount them the same way, behind the same middleware and error handler.
 */
export function pagesApi(database: DatabaseHandle) {
  const api = createApi(database);
  if (!api.routes.some((route) => route.path === '/home')) api.route('/', pageRoutes);
  return api;
}
