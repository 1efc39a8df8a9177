import type {
  CategoryListResponse,
  CategoryMapResponse,
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
  it('answers 200 with the ingredient: h1, INCI name, description, functions and its products', async () => {
    const { ingredients } = await site.api<ImportantIngredientsResponse>('/api/ingredients/important');
    const withProducts = ingredients.find((ingredient) => ingredient.productCount > 0)!;
    const slug = withProducts.slug.replace(/^skladnik-/, '');
    const page = await site.api<IngredientPageResponse>(`/api/ingredients/${slug}`);
    const { status, html } = await site.page(`/skladnik-${slug}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(page.ingredient.name ?? page.ingredient.inciName);
    expect(titleOf(html)).toContain(page.ingredient.inciName);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/skladnik-${slug}`);
    expect(html).toContain(escapeHtml(page.ingredient.inciName));
    for (const name of page.ingredient.functions) expect(html).toContain(escapeHtml(name));
    for (const product of page.products) {
      expect(linksTo(html, `/${product.urlPath}.html`), product.sku).toBe(true);
    }
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

  it('answers 404 for an ingredient that does not exist', async () => {
    expect((await site.page('/skladnik-nie-ma-takiego-skladnika')).status).toBe(404);
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
