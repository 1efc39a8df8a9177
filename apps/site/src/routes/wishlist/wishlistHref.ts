/** The wishlist route (spec section 2). */
export const WISHLIST_PAGE_PATH = '/wishlist';

/** Which products the page shows: `null` every one, 0 the default list, else a named list's id. */
export type ListFilter = number | null;

/** The list of `?lista=N` (0: the default list); anything else shows every product. */
export function listFilterFromSearch(search: string): ListFilter {
  const value = new URLSearchParams(search).get('lista');
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The address of a wishlist page of a list: the first page of every product without a query. */
export function wishlistHref({ page = 1, list = null }: { page?: number; list?: ListFilter }): string {
  const query = new URLSearchParams();
  if (list !== null) query.set('lista', String(list));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${WISHLIST_PAGE_PATH}?${text}` : WISHLIST_PAGE_PATH;
}
