import type { LoaderContext, LoaderResult } from '../../app/page';
import { pageHref, pageParam } from '../shared/paging';

/**
 * The loader of a paged screen (`?page=N`): `?page=1` answers 301 to the address without it, a
 * page parameter that is not a number or a page past the last is a 404; otherwise the page's
 * answer goes into the fallback under its key.
 */
export async function pagedLoad<T extends { total: number }>(
  context: LoaderContext,
  options: { path: string; pageSize: number; key: (page: number) => string },
): Promise<LoaderResult> {
  const raw = context.url.searchParams.get('page');
  const page = pageParam(context.url.searchParams);
  if (page === null) return { status: 404 };
  if (raw === '1') return { redirect: { location: pageHref(options.path, 1), status: 301 } };
  const key = options.key(page);
  const data = (await context.fetchJson(key)) as T;
  if (page > 1 && (page - 1) * options.pageSize >= data.total) return { status: 404 };
  return { fallback: { [key]: data } };
}
