// The site for a benchmark: its production build started (`scripts/lib/site.mjs`), and its pages.
export { startSite } from '../../scripts/lib/site.mjs';

/** The three pages the web budgets name: home, a category listing with two filters, a product. */
export async function pickPages(origin) {
  const json = async (path) => {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${response.status} ${path}`);
    return response.json();
  };
  const category = '/kremy-do-twarzy';
  const values = (path, filterName) =>
    json(
      `/api/catalog/filter-values?${new URLSearchParams({ path, filterName, filterValuesPage: '1', filterValuesPageSize: '50' })}`,
    );
  const skin = (await values(category, 'rodzaj_skory')).options.find((option) => option.count > 0);
  const brand = (await values(skin.url, 'marka')).options.sort((a, b) => b.count - a.count)[0];
  const listing = brand.url;
  const info = await json(`/api/catalog/category-info?${new URLSearchParams({ path: listing })}`);
  const product = info.products[0];
  return { home: '/', listing, product: `/${product.urlPath}.html`, login: '/konto/logowanie' };
}

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
