import { PAGES_LIMITS } from '@kwc/domain';

/**
 * The `page` query parameter of a paged screen: 1 when absent, `null` when it is not a page number
 * (the page then does not exist).
 */
export function pageParam(search: string | URLSearchParams, maxPage = PAGES_LIMITS.maxPage): number | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page');
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= maxPage ? page : null;
}

/** The address of page `page` of a paged screen: the first page has no parameter. */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
