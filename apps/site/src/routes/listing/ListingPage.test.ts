import type { CategoryResponse } from '@kwc/domain';
import { categoryInfoKey } from '@kwc/hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LoadedPage } from '../../app/loadPage';
import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(300);
}, 120_000);
afterAll(async () => {
  await site.close();
});

/** The HTML a visitor reads: without scripts (the page data JSON repeats every text). */
function visibleHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

function text(html: string): string {
  return visibleHtml(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null;
const descriptionOf = (html: string) => /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
const productLinks = (html: string) =>
  [...visibleHtml(html).matchAll(/href="(\/[^"]+,\d+\.html)"/g)].map((match) => match[1]!);
function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

async function payload(path: string): Promise<LoadedPage> {
  const [pathname, query] = path.split('?') as [string, string?];
  const response = await site.request(`${pathname}/_payload.json${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LoadedPage;
}

async function categoryInfo(path: string): Promise<CategoryResponse> {
  return site.api<CategoryResponse>(`/api/catalog/category-info?path=${encodeURIComponent(path)}`);
}

describe('listing page', () => {
  it('shows a category: h1, product count, products, breadcrumbs, canonical and JSON-LD', async () => {
    const info = await categoryInfo('/pielegnacja-twarzy');
    const { status, html } = await site.page('/pielegnacja-twarzy');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Pielęgnacja twarzy');
    expect(titleOf(html)).toMatch(/^Pielęgnacja twarzy \| /);
    expect(info.total).toBeGreaterThan(24);
    // pl-PL: '58 produktów', '22 produkty'.
    expect(text(html)).toMatch(new RegExp(`${info.total} produkt(y|ów)`));
    const links = productLinks(html);
    expect(new Set(links).size).toBe(24);
    expect(links[0]).toBe(`/${info.products[0]!.urlPath}.html`);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/pielegnacja-twarzy`);
    expect(robotsOf(html)).toBeNull();
    expect(descriptionOf(html)).toContain(`${info.total} produkt`);
    expect(text(html)).toContain('Strona główna');
    const [breadcrumbs, itemList] = jsonLd(html);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Strona główna', item: `${TEST_ORIGIN}/` },
        { position: 2, name: 'Pielęgnacja twarzy', item: `${TEST_ORIGIN}/pielegnacja-twarzy` },
      ],
    });
    expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 24 });
    // Subcategories, numbered pages, filters and sort are in the server's HTML.
    expect(visibleHtml(html)).toContain('href="/kremy-do-twarzy"');
    expect(visibleHtml(html)).toContain('href="/pielegnacja-twarzy?page=2"');
    expect(text(html)).toContain('Filtry');
    expect(text(html)).toContain('Marka');
    expect(text(html)).toContain('Sortuj');
    // The controls are written in place, not streamed out of order behind a fallback.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(visibleHtml(html)).toMatch(/<div id="listing-filters"[^>]*>.*?Filtry/s);
  });

  it('answers 404 for an unknown category, an undecodable path and a page past the last', async () => {
    expect((await site.page('/nie-ma-takiej-kategorii')).status).toBe(404);
    expect((await site.page('/kremy-do-twarzy?sort=najlepsze')).status).toBe(404);
    expect((await site.page('/kremy-do-twarzy/__nieznany-filtr.x')).status).toBe(404);
    expect((await site.page('/kremy-do-twarzy?page=999')).status).toBe(404);
    expect((await site.request('/nie-ma-takiej-kategorii/_payload.json')).status).toBe(200);
    expect((await payload('/nie-ma-takiej-kategorii')).page.status).toBe(404);
  });

  it('redirects a moved category with its status, and its payload carries the redirect', async () => {
    const response = await site.request('/kosmetyki-do-twarzy', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pielegnacja-twarzy');
    expect((await payload('/kosmetyki-do-twarzy')).page.redirect).toEqual({
      location: '/pielegnacja-twarzy',
      status: 301,
    });
  });

  it('puts the category info into the payload under its SWR key', async () => {
    const loaded = await payload('/kremy-do-twarzy?sort=price_asc');
    const data = loaded.fallback[categoryInfoKey('/kremy-do-twarzy?sort=price_asc')] as CategoryResponse;
    expect(loaded.page).toMatchObject({ routeName: 'category', status: 200 });
    expect(data.category?.url_key).toBe('kremy-do-twarzy');
    expect(data.decodedCategoryPath?.sort).toEqual({ value: 'price', direction: 'asc' });
  });

  it('filters by the key filters in the path: count, products, title and canonical change', async () => {
    const all = await categoryInfo('/pielegnacja-twarzy');
    const brands = all.filters.agg_marka;
    if (brands?.type !== 'options') throw new Error('no brand filter');
    const brand = brands.options.find((option) => option.count > 1 && option.count < all.total)!;
    const path = `/pielegnacja-twarzy/${brand.slug}`;
    const { status, html } = await site.page(path);
    expect(status).toBe(200);
    expect(h1(html)).toBe(`Pielęgnacja twarzy ${brand.label}`);
    expect(titleOf(html)).toMatch(new RegExp(`^Pielęgnacja twarzy ${brand.label} \\| `));
    expect(text(html)).toMatch(new RegExp(`${brand.count} produkt`));
    // One brand is on the indexing whitelist: canonical to itself, indexable, last crumb.
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${path}`);
    expect(robotsOf(html)).toBeNull();
    expect(jsonLd(html)[0]).toMatchObject({
      itemListElement: [{}, {}, { name: brand.label, item: `${TEST_ORIGIN}${path}` }],
    });
    const data = (await payload(path)).fallback[categoryInfoKey(path)] as CategoryResponse;
    expect(data.total).toBe(brand.count);
    expect(data.products.every((product) => product.brandName === brand.label)).toBe(true);
    expect(productLinks(html)).toHaveLength(Math.min(brand.count, 24));
    // The chip of the chosen brand, removable.
    expect(text(html)).toContain(`Marka: ${brand.label}`);
  });

  it('orders products by the sort parameter', async () => {
    const ascending = (await payload('/pielegnacja-twarzy?sort=price_asc')).fallback[
      categoryInfoKey('/pielegnacja-twarzy?sort=price_asc')
    ] as CategoryResponse;
    const descending = (await payload('/pielegnacja-twarzy?sort=price_desc')).fallback[
      categoryInfoKey('/pielegnacja-twarzy?sort=price_desc')
    ] as CategoryResponse;
    const prices = ascending.products.map((product) => product.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(descending.products[0]!.sku).not.toBe(ascending.products[0]!.sku);
    const { html } = await site.page('/pielegnacja-twarzy?sort=price_asc');
    expect(productLinks(html)[0]).toBe(`/${ascending.products[0]!.urlPath}.html`);
    expect(text(html)).toContain('Najniższa cena');
  });

  it('keeps crawlers off filter combinations outside the whitelist', async () => {
    const all = await categoryInfo('/pielegnacja-twarzy');
    const brands = all.filters.agg_marka;
    if (brands?.type !== 'options') throw new Error('no brand filter');
    const [first, second] = brands.options;
    const noindexed = [
      `/pielegnacja-twarzy/${first!.slug}.${second!.slug}`,
      `/pielegnacja-twarzy/${first!.slug}?sort=rating_desc`,
      '/pielegnacja-twarzy/__cena.10-60',
      '/pielegnacja-twarzy_bestsellery',
      '/pielegnacja-twarzy?page=2',
      '/pielegnacja-twarzy?q=krem',
    ];
    for (const path of noindexed) {
      const { status, html } = await site.page(path);
      expect(status, path).toBe(200);
      expect(robotsOf(html), path).toBe('noindex,follow');
      expect(canonicalOf(html), path).toBe(`${TEST_ORIGIN}/pielegnacja-twarzy`);
    }
    const page2 = await site.page('/pielegnacja-twarzy?page=2');
    expect(titleOf(page2.html)).toMatch(/^Pielęgnacja twarzy – strona 2 \| /);
  });

  it('shows search results with a way back to the whole category', async () => {
    const { html } = await site.page('/pielegnacja-twarzy?q=krem');
    expect(text(html)).toMatch(/Wyniki wyszukiwania dla „\s*krem\s*”/);
    expect(text(html)).toContain('Wyczyść wyszukiwanie');
    expect(text(html)).toContain('Trafność');
  });

  it('serves the catalogue route with the canonical of the plain category', async () => {
    const { status, html } = await site.page('/katalog-uroda/kremy-do-twarzy');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Kremy do twarzy');
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/kremy-do-twarzy`);
    expect(visibleHtml(html)).not.toContain('href="/katalog-uroda/katalog-uroda');
  });

  it('shows a brand page', async () => {
    const { status, html } = await site.page('/marka-ziaja');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Ziaja');
    expect(titleOf(html)).toMatch(/^Kosmetyki Ziaja \| /);
    expect(text(html)).toContain('Popularne marki');
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/marka-ziaja`);
    const data = (await payload('/marka-ziaja')).fallback[categoryInfoKey('/marka-ziaja')] as CategoryResponse;
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((product) => product.brandName === 'Ziaja')).toBe(true);
  });

  it('shows a landing page with its fixed filter shown as such', async () => {
    const { status, html } = await site.page('/lp-weganskie-kremy-do-twarzy');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Wegańskie kremy do twarzy');
    expect(text(html)).toContain('Certyfikaty i deklaracje: Wegański');
    expect(text(html)).toContain('ustawione na tej stronie');
    expect(visibleHtml(html)).toContain('href="/kremy-do-twarzy"');
    expect(robotsOf(html)).toBeNull();
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/lp-weganskie-kremy-do-twarzy`);
  });

  it('marks an adults-only category and gates it for visitors without the adult cookie', async () => {
    const gated = await site.page('/strefa-intymna-18');
    expect(gated.status).toBe(200);
    expect(gated.html).toContain('<meta name="rating" content="adult"');
    expect(gated.response.headers.get('cache-control')).toContain('private');
    expect((await payload('/strefa-intymna-18')).page.adult).toBe(true);
    expect(text(gated.html)).toContain('Chcesz odkryć więcej?');
    const confirmed = await site.page('/strefa-intymna-18', { headers: { cookie: 'wiadult=1' } });
    expect(confirmed.status).toBe(200);
    expect(text(confirmed.html)).not.toContain('Chcesz odkryć więcej?');
    expect(h1(confirmed.html)).toBe('Strefa intymna 18+');
  });
});
