import type {
  CategoryListResponse,
  CategoryMapResponse,
  CategoryResponse,
  ImportantIngredientsResponse,
  IngredientPageResponse,
  PopularBrandsResponse,
} from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';
import { countText } from '../shared/counts';
import {
  breadcrumbListOf,
  canonicalOf,
  descriptionOf,
  escapeHtml,
  h1Of,
  jsonLdOf,
  linksTo,
  textOf,
  titleOf,
  visibleBreadcrumbsOf,
} from '../shared/pageAssertions';

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(160);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('popular brands /popularne-marki', () => {
  it('answers 200 with its h1, every brand linked to its page with its product count, and an A–Z index', async () => {
    const { brands } = await site.api<PopularBrandsResponse>('/api/brands/popular');
    const { status, html } = await site.page('/popularne-marki');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Popularne marki kosmetyków');
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/popularne-marki`);
    expect(descriptionOf(html)?.length).toBeGreaterThan(50);
    for (const brand of brands) expect(linksTo(html, `/${brand.slug}`), brand.slug).toBe(true);
    const top = brands[0]!;
    expect(textOf(html).includes(`${top.name} ${countText(top.productCount, 'products')}`)).toBe(true);
    expect(html).toContain('href="#marki-a"');
    expect(visibleBreadcrumbsOf(html)).toEqual([
      ['Strona główna', '/'],
      ['Popularne marki', '/popularne-marki'],
    ]);
  });
});

describe('important ingredients /wazne-skladniki', () => {
  it('answers 200 with its h1 and every important ingredient: name, INCI, description, count and link', async () => {
    const { ingredients } = await site.api<ImportantIngredientsResponse>('/api/ingredients/important');
    expect(ingredients.length).toBeGreaterThan(0);
    const { status, html } = await site.page('/wazne-skladniki');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Ważne składniki kosmetyków');
    for (const ingredient of ingredients) {
      expect(linksTo(html, `/${ingredient.slug}`), ingredient.slug).toBe(true);
      expect(html).toContain(escapeHtml(ingredient.inciName));
      if (ingredient.description) expect(html).toContain(escapeHtml(ingredient.description));
    }
    const terms = jsonLdOf(html).find((item) => item['@type'] === 'DefinedTermSet');
    expect((terms?.hasDefinedTerm as unknown[]).length).toBe(ingredients.length);
    expect(breadcrumbListOf(html)).toHaveLength(2);
  });
});

describe('ingredient page /skladnik-{slug}', () => {
  /** An important ingredient in more than one page of products, and what the API lists for it. */
  async function ingredientWithPages() {
    const { ingredients } = await site.api<ImportantIngredientsResponse>('/api/ingredients/important');
    const ingredient = ingredients.find((candidate) => candidate.productCount > 24)!;
    const slug = ingredient.slug.replace(/^skladnik-/, '');
    const page = await site.api<IngredientPageResponse>(`/api/ingredients/${slug}`);
    const list = (path: string) =>
      site.api<CategoryResponse>(`/api/catalog/category-info?path=${encodeURIComponent(path)}`);
    return { slug, page, list, catalogue: `/${page.listing!.url_key}` };
  }

  it('answers 200 with the ingredient: h1, INCI name, description, functions and its products', async () => {
    const { slug, page, list, catalogue } = await ingredientWithPages();
    const listed = await list(`${catalogue}/_skladnik.skladnik-${slug}`);
    expect(listed.total).toBe(page.productCount);
    const { status, html } = await site.page(`/skladnik-${slug}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(page.ingredient.name ?? page.ingredient.inciName);
    expect(titleOf(html)).toContain(page.ingredient.inciName);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/skladnik-${slug}`);
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(escapeHtml(page.ingredient.inciName));
    for (const name of page.ingredient.functions) expect(html).toContain(escapeHtml(name));
    expect(listed.products).toHaveLength(24);
    for (const product of listed.products) {
      expect(linksTo(html, `/${product.urlPath}.html`), product.sku).toBe(true);
    }
    // Every product is a page away: numbered pages on the ingredient's own address.
    expect(linksTo(html, `/skladnik-${slug}?page=2`)).toBe(true);
    expect(visibleBreadcrumbsOf(html).map(([label]) => label)).toEqual([
      'Strona główna',
      'Ważne składniki',
      page.ingredient.name ?? page.ingredient.inciName,
    ]);
    expect(jsonLdOf(html).map((item) => item['@type'])).toEqual(['BreadcrumbList', 'DefinedTerm']);
    // The first row of products is in the first screen on a desktop: its pictures come first.
    const pictures = html.match(/<img [^>]*srcSet[^>]*>/g) ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures[0]).toContain('fetchPriority="high"');
    expect(pictures[0]).toContain('loading="eager"');
  });

  it('pages, sorts and filters its products on its own address, kept out of search engines', async () => {
    const { slug, list, catalogue } = await ingredientWithPages();
    const second = await list(`${catalogue}/_skladnik.skladnik-${slug}?page=2&sort=price_asc`);
    const sorted = await site.page(`/skladnik-${slug}?page=2&sort=price_asc`);
    expect(sorted.status).toBe(200);
    expect(second.products.length).toBeGreaterThan(0);
    for (const product of second.products) expect(linksTo(sorted.html, `/${product.urlPath}.html`)).toBe(true);
    expect(canonicalOf(sorted.html)).toBe(`${TEST_ORIGIN}/skladnik-${slug}`);
    expect(sorted.html).toContain('<meta name="robots" content="noindex,follow"/>');

    const all = await list(`${catalogue}/_skladnik.skladnik-${slug}`);
    const brands = all.filters.agg_marka;
    const brand = brands?.type === 'options' ? brands.options[0]! : null;
    const filtered = await list(`${catalogue}/${brand!.slug}_skladnik.skladnik-${slug}`);
    const { status, html } = await site.page(`/skladnik-${slug}/marka.${brand!.slug}`);
    expect(status).toBe(200);
    expect(filtered.total).toBe(brand!.count);
    expect(filtered.total).toBeLessThan(all.total);
    for (const product of filtered.products) expect(linksTo(html, `/${product.urlPath}.html`)).toBe(true);
    expect(html).toContain(escapeHtml(countText(filtered.total, 'products')));
  });

  it('answers 404 for an ingredient that does not exist, an unreadable state or a page past the last', async () => {
    const { slug } = await ingredientWithPages();
    expect((await site.page('/skladnik-nie-ma-takiego-skladnika')).status).toBe(404);
    expect((await site.page(`/skladnik-${slug}/bez-kropki`)).status).toBe(404);
    expect((await site.page(`/skladnik-${slug}?sort=nie-ma-takiego`)).status).toBe(404);
    expect((await site.page(`/skladnik-${slug}?page=999`)).status).toBe(404);
  });
});

describe('category list /lista-kategorii', () => {
  it('answers 200 with the whole tree as nested lists with counts, and a map link per top category', async () => {
    const { categories } = await site.api<CategoryListResponse>('/api/catalog/category-list');
    const { status, html } = await site.page('/lista-kategorii');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Lista kategorii');
    const walk = (nodes: CategoryListResponse['categories']): void => {
      for (const node of nodes) {
        expect(linksTo(html, `/${node.url_key}`), node.url_key).toBe(true);
        walk(node.children);
      }
    };
    walk(categories);
    for (const category of categories) {
      expect(linksTo(html, `/mapa-kategorii/${category.url_key}`), category.url_key).toBe(true);
    }
    // Nested lists: a list inside a list item.
    expect(html).toMatch(/<li\b[^>]*>(?:(?!<\/li>).)*<ul\b/s);
    expect(breadcrumbListOf(html)).toHaveLength(2);
  });
});

describe('category map /mapa-kategorii/{slug}', () => {
  it('answers 200 with the top category subtree', async () => {
    const { categories } = await site.api<CategoryListResponse>('/api/catalog/category-list');
    const top = categories[0]!;
    const { category } = await site.api<CategoryMapResponse>(`/api/catalog/category-map?slug=${top.url_key}`);
    const { status, html } = await site.page(`/mapa-kategorii/${top.url_key}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(`Mapa kategorii: ${category.full_name}`);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/mapa-kategorii/${top.url_key}`);
    for (const child of category.children) expect(linksTo(html, `/${child.url_key}`), child.url_key).toBe(true);
    expect(breadcrumbListOf(html).map(([name]) => name)).toEqual([
      'Strona główna',
      'Lista kategorii',
      `Mapa kategorii: ${category.full_name}`,
    ]);
  });

  it('answers 404 for a slug the category-map guard refuses: unknown or not a top category', async () => {
    const { categories } = await site.api<CategoryListResponse>('/api/catalog/category-list');
    const child = categories.find((category) => category.children.length > 0)!.children[0]!;
    expect((await site.page(`/mapa-kategorii/${child.url_key}`)).status).toBe(404);
    expect((await site.page('/mapa-kategorii/nie-ma-takiej-kategorii')).status).toBe(404);
  });
});
