import {
  abTestsResponseSchema,
  apiErrorSchema,
  categoryListResponseSchema,
  categoryMapResponseSchema,
  HEADER_NAMES,
  importantIngredientsResponseSchema,
  ingredientPageResponseSchema,
  resolvePathResponseSchema,
  type CategoryTreeNode,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { pathnameOf } from './resolve-path';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
});
afterAll(async () => {
  await database.close();
});

function rows<T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) {
  return queryRows<T>(database.db, query);
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await api.request(path, { headers });
  return { response, body: (await response.json()) as unknown };
}

async function refused(path: string, status: number) {
  const { response, body } = await get(path);
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(body).error.message;
}

function flatten(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Products containing an ingredient, counted from the label lists rather than the array column. */
async function productCountOf(ingredientSlug: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`
    select count(distinct pi.product_id)::int as n from product_ingredients pi
    join ingredients i on i.id = pi.ingredient_id where i.slug = ${ingredientSlug}`);
  return row!.n;
}

describe('GET /ingredients/important', () => {
  it('lists every important ingredient in Polish order, with product counts', async () => {
    const { response, body } = await get('/ingredients/important');
    expect(response.status).toBe(200);
    const { ingredients } = importantIngredientsResponseSchema.parse(body);
    const [important] = await rows<{ n: number }>(sql`select count(*)::int as n from ingredients where is_important`);
    expect(ingredients).toHaveLength(important!.n);
    expect(ingredients.every((ingredient) => ingredient.isImportant)).toBe(true);
    const names = ingredients.map((ingredient) => ingredient.name ?? ingredient.inciName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
    for (const ingredient of ingredients.slice(0, 8)) {
      expect(ingredient.productCount).toBe(await productCountOf(ingredient.slug.slice('skladnik-'.length)));
    }
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toBe('ingredients catalogue');
  });
});

describe('GET /ingredients/{slug}', () => {
  it('answers the ingredient with its product count and the listing that lists them', async () => {
    const [ingredient] = await rows<{ slug: string; inci: string }>(sql`
      select i.slug, i.inci from ingredients i join product_ingredients pi on pi.ingredient_id = i.id
      group by i.id having count(*) > 30 order by i.id limit 1`);
    const { response, body } = await get(`/ingredients/${ingredient!.slug}`);
    expect(response.status).toBe(200);
    const page = ingredientPageResponseSchema.parse(body);
    expect(page.ingredient).toMatchObject({ slug: `skladnik-${ingredient!.slug}`, inciName: ingredient!.inci });
    expect(page.productCount).toBe(await productCountOf(ingredient!.slug));
    const [catalogue] = await rows<{ url_template: string[] }>(
      sql`select url_template from categories where url_key = 'lp-wszystkie-kosmetyki'`,
    );
    expect(page.listing).toEqual({ url_key: 'lp-wszystkie-kosmetyki', url_template: catalogue!.url_template });
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toContain(`ingredient:${page.ingredient.id}`);
  });

  it('answers 404 for an unknown slug or one with the prefix, 400 for a malformed one', async () => {
    expect(await refused('/ingredients/nie-ma-takiego-skladnika', 404)).toBe(
      'Nie znaleziono składnika nie-ma-takiego-skladnika',
    );
    expect(await refused('/ingredients/skladnik-pantenol', 404)).toMatch(/^Nie znaleziono składnika/);
    expect(await refused('/ingredients/Z%C5%82y_Slug', 400)).toBe('Nieprawidłowy identyfikator w adresie');
  });
});

describe('GET /catalog/category-list', () => {
  it('answers the whole browsable category tree with product counts', async () => {
    const { response, body } = await get('/catalog/category-list');
    expect(response.status).toBe(200);
    const { categories } = categoryListResponseSchema.parse(body);
    const tree = await rows<{ id: number; parent_id: number | null; product_count: number; url_key: string }>(sql`
      select id, parent_id, product_count, url_key from categories
      where kind = 'category' and status = 'PUBLISHED' and is_public order by position`);
    expect(categories.map((category) => category.url_key)).toEqual(
      tree.filter((row) => row.parent_id === null).map((row) => row.url_key),
    );
    expect(categories.map((category) => category.url_key)).not.toContain('kosmetyki-do-twarzy');
    expect(categories.find((category) => category.url_key === 'strefa-intymna-18')?.isAdultsOnly).toBe(true);
    const nodes = flatten(categories);
    expect(nodes).toHaveLength(tree.length);
    const byId = new Map(tree.map((row) => [row.id, row]));
    for (const node of nodes) {
      expect(node.productCount).toBe(byId.get(node.id)!.product_count);
      for (const child of node.children) expect(byId.get(child.id)!.parent_id).toBe(node.id);
    }
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toBe('categories catalogue');
  });
});

describe('GET /catalog/category-map', () => {
  it('answers a top-level category with its whole subtree', async () => {
    const { response, body } = await get('/catalog/category-map?slug=pielegnacja-twarzy');
    expect(response.status).toBe(200);
    const { category } = categoryMapResponseSchema.parse(body);
    const subtree = await rows<{ id: number; depth: number }>(sql`
      select c.id, c.depth from categories c join categories root on c.path @> array[root.id]
      where root.url_key = 'pielegnacja-twarzy' and c.kind = 'category'`);
    expect(category.url_key).toBe('pielegnacja-twarzy');
    expect(
      flatten([category])
        .map((node) => node.id)
        .sort((a, b) => a - b),
    ).toEqual(subtree.map((row) => row.id).sort((a, b) => a - b));
    expect(Math.max(...subtree.map((row) => row.depth))).toBe(3);
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toContain(`category:${category.id}`);
  });

  it('has the category-map guard: no map for subcategories, redirected, brand or unknown pages', async () => {
    for (const slug of [
      'kremy-do-twarzy',
      'kosmetyki-do-twarzy',
      'marka-nivea',
      'lp-weganskie-kremy-do-twarzy',
      'nic',
    ]) {
      expect(await refused(`/catalog/category-map?slug=${slug}`, 404)).toBe(`Nie znaleziono mapy kategorii ${slug}`);
    }
    expect(await refused('/catalog/category-map', 400)).toBe('To pole jest wymagane');
  });

  it('shows a non-public top-level category only with the reveal header', async () => {
    await database.db.execute(sql`update categories set is_public = false where url_key = 'perfumy'`);
    try {
      expect(await refused('/catalog/category-map?slug=perfumy', 404)).toMatch(/^Nie znaleziono/);
      const revealed = await get('/catalog/category-map?slug=perfumy', {
        [HEADER_NAMES.revealNonPublicCategories]: '1',
      });
      expect(revealed.response.status).toBe(200);
      expect(revealed.response.headers.get('cache-control')).toBe('private, no-store');
      const list = categoryListResponseSchema.parse((await get('/catalog/category-list')).body);
      expect(list.categories.map((category) => category.url_key)).not.toContain('perfumy');
    } finally {
      await database.db.execute(sql`update categories set is_public = true where url_key = 'perfumy'`);
    }
  });
});

describe('GET /resolve-path', () => {
  async function resolve(path: string) {
    const { response, body } = await get(`/resolve-path?path=${encodeURIComponent(path)}`);
    expect(response.status).toBe(200);
    return resolvePathResponseSchema.parse(body);
  }

  it('names products, and sends a wrong product slug to the canonical address', async () => {
    const [product] = await rows<{ id: number; url_path: string }>(sql`select id, url_path from products where id = 7`);
    expect(await resolve(`/${product!.url_path}.html`)).toEqual({
      type: 'product',
      sku: 'KWC-7',
      urlPath: product!.url_path,
    });
    expect(await resolve('/stara-nazwa-produktu,7.html?utm_source=x')).toEqual({
      type: 'redirect',
      location: `/${product!.url_path}.html`,
      code: 301,
      external: false,
    });
    expect(await resolve('/krem,99999999.html')).toEqual({ type: 'not_found' });
  });

  it('names categories, brand pages, landing pages and ingredients', async () => {
    const face = await resolve('/kremy-do-twarzy');
    expect(face).toMatchObject({ type: 'category', category: { url_key: 'kremy-do-twarzy' } });
    expect(await resolve('/katalog-uroda/kremy-do-twarzy/')).toEqual(face);
    expect(await resolve('/kremy-do-twarzy_bestsellery?sort=price_asc')).toEqual(face);
    const [brand] = await rows<{ slug: string; name: string }>(sql`select slug, name from brands order by id limit 1`);
    expect(await resolve(`/marka-${brand!.slug}`)).toMatchObject({
      type: 'brand',
      category: { url_key: `marka-${brand!.slug}`, full_name: brand!.name },
    });
    expect(await resolve('/lp-weganskie-kremy-do-twarzy')).toMatchObject({ type: 'landing' });
    // The catalogue root and base path: the whole catalogue.
    for (const root of ['/katalog-uroda', '/katalog-uroda/', '/kosmetyki']) {
      expect(await resolve(root)).toMatchObject({ type: 'landing', category: { url_key: 'lp-wszystkie-kosmetyki' } });
    }
    expect(await resolve('/skladnik-pantenol')).toEqual({
      type: 'ingredient',
      slug: 'skladnik-pantenol',
      name: 'Pantenol',
    });
  });

  it('answers redirects: the redirected category, the redirects table, the legacy newest-reviews path', async () => {
    expect(await resolve('/kosmetyki-do-twarzy')).toEqual({
      type: 'redirect',
      location: '/pielegnacja-twarzy',
      code: 301,
      external: false,
    });
    await database.db.execute(sql`insert into redirects (from_path, to_path, code) values
      ('/stara-promocja', 'https://sklep.example.com/promocja', 302),
      ('/kremy-stare', '/kremy-do-twarzy', 301)`);
    expect(await resolve('/stara-promocja')).toEqual({
      type: 'redirect',
      location: 'https://sklep.example.com/promocja',
      code: 302,
      external: true,
    });
    expect(await resolve('/kremy-stare/marka-nivea')).toEqual({
      type: 'redirect',
      location: '/kremy-do-twarzy',
      code: 301,
      external: false,
    });
    expect(await resolve('/najnowsze-recenzje,4.html')).toEqual({
      type: 'redirect',
      location: '/najnowsze-recenzje',
      code: 301,
      external: false,
    });
  });

  it('answers not_found for unknown paths and 400 for bad ones', async () => {
    expect(await resolve('/nie-ma-takiej-strony')).toEqual({ type: 'not_found' });
    expect(await resolve('/skladnik-nie-ma-takiego')).toEqual({ type: 'not_found' });
    expect(await resolve('/')).toEqual({ type: 'not_found' });
    expect(await refused('/resolve-path?path=kremy-do-twarzy', 400)).toBe('Adres musi zaczynać się od ukośnika /');
    expect(await refused('/resolve-path', 400)).toBe('To pole jest wymagane');
    expect(await refused(`/resolve-path?path=/${'a'.repeat(3000)}`, 400)).toBe('Tekst jest za długi');
  });

  it('reads the path part of an address', () => {
    expect(pathnameOf('/kremy/?page=2#opinie')).toBe('/kremy');
    expect(pathnameOf('/')).toBe('/');
    expect(pathnameOf('//')).toBe('/');
  });
});

describe('GET /ab-tests', () => {
  it('answers an empty list (spec section 7)', async () => {
    const { response, body } = await get('/ab-tests');
    expect(response.status).toBe(200);
    expect(abTestsResponseSchema.parse(body)).toEqual([]);
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toBe('ab-tests');
  });
});
