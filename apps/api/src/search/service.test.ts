import { textSearchResponseSchema, type SearchResult } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let faceCategoryId: number;

/** Products with known names, so relevance can be asserted exactly. */
async function addProduct(id: number, brand: string, name: string, categoryUrlKey: string) {
  await database.db.execute(sql`
    insert into products (id, sku, slug, url_path, brand_id, category_id, category_path, name)
    select ${id}, ${`KWC-${id}`}, ${`test-${id}`}, ${`test-${id},${id}`}, b.id, c.id, c.path, ${name}
    from brands b, categories c where b.slug = ${brand} and c.url_key = ${categoryUrlKey}`);
}

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
  await addProduct(900001, 'nivea', 'Krem nawilżający z kwasem hialuronowym 50 ml', 'kremy-do-twarzy');
  await addProduct(900002, 'ziaja', 'Serum z witaminą C 30 ml', 'serum-do-twarzy');
  await addProduct(900003, 'ziaja', 'Szampon do włosów farbowanych 400 ml', 'szampony');
  // Two near spellings of one typo'd phrase: one typo away and two (the more popular one).
  await addProduct(900004, 'ziaja', 'Szampon pokrzywowy 300 ml', 'szampony');
  await addProduct(900005, 'ziaja', 'Szampon pokrzywawy 300 ml', 'szampony');
  await database.db.execute(sql`update products set popularity = 1000000 where id = 900005`);
  const [face] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from categories where url_key = 'pielegnacja-twarzy'`,
  );
  faceCategoryId = face!.id;
});
afterAll(async () => {
  await database.close();
});

async function search(text: string, extra = ''): Promise<SearchResult[]> {
  const response = await api.request(`/catalog/text-search?text=${encodeURIComponent(text)}${extra}`);
  expect(response.status).toBe(200);
  return textSearchResponseSchema.parse(await response.json());
}

const products = (results: SearchResult[]) => results.filter((result) => result._type === 'product');

describe('GET /catalog/text-search', () => {
  it.each(['kremy', 'kremów', 'kremem'])('finds creams for the inflected form "%s"', async (text) => {
    const found = products(await search(text));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((result) => /krem/i.test(result._source.name ?? ''))).toBe(true);
  });

  it('understands a phrase typed without Polish letters and ranks the exact product first', async () => {
    const [first] = products(await search('krem nawilzajacy z kwasem hialuronowym'));
    expect(first?._id).toBe('product-900001');
    expect(first?._source.url_path).toBe('test-900001,900001.html');
  });

  it('puts the brand first when the phrase is a brand name, whatever its case', async () => {
    const [first] = await search('NIVEA');
    expect(first).toMatchObject({ _type: 'brand', _source: { slug: 'marka-nivea', name: 'Nivea' } });
  });

  it("gives a product's thumbnail and price for the suggestions", async () => {
    const [first] = products(await search('krem nawilzajacy z kwasem hialuronowym'));
    expect(first?._source).toMatchObject({ price: null, is_adult: false });
    const priced = products(await search('szampon')).find((result) => typeof result._source.price === 'number');
    expect(priced?._source.image).toMatch(/\/images\/products\/\d+\.svg$/);
    expect(priced?._source.price).toBeGreaterThan(0);
  });

  it('forgives a small typo', async () => {
    expect(products(await search('serum witmina c')).map((result) => result._id)).toContain('product-900002');
  });

  it('forgives a swapped, missing or doubled letter in a brand, and its apostrophe and accent', async () => {
    for (const typed of ['garneir', 'garnierr', 'garnir']) {
      expect((await search(typed))[0], typed).toMatchObject({ _type: 'brand', _source: { name: 'Garnier' } });
    }
    for (const typed of ['loreal', 'l oreal', 'loreaĺ', 'LOREAL PARIS', 'lorael']) {
      const results = await search(typed);
      expect(results[0], typed).toMatchObject({ _type: 'brand', _source: { name: "L'Oréal Paris" } });
      expect(products(results).length, typed).toBeGreaterThan(0);
      expect(products(results).every((result) => result._source.name?.startsWith("L'Oréal Paris"))).toBe(true);
    }
  });

  it('keeps to the typo budget: none under 5 letters, one from 5, two from 9', async () => {
    expect(await search('zaij')).toEqual([]);
    expect(products(await search('szamopn do wlosow farbowanych')).map((result) => result._id)).toContain(
      'product-900003',
    );
    expect(products(await search('zsamopn'))).toEqual([]);
    expect(products(await search('opkrzywwoy')).map((result) => result._id)).toContain('product-900004');
  });

  // Trigrams (the database's near spellings) find neither: "pokrzywwoy" shares too few with either.
  it('ranks fewer typos first, whatever the popularity', async () => {
    const found = products(await search('pokrzywwoy')).map((result) => result._id);
    expect(found.slice(0, 2)).toEqual(['product-900004', 'product-900005']);
  });

  it('lists a typo phrase on a listing too', async () => {
    const response = await api.request(`/catalog/category-info?path=${encodeURIComponent('/szampony?q=opkrzywwoy')}`);
    const body = (await response.json()) as { total: number; products: { name: string }[] };
    expect(body.products.map((product) => product.name)).toEqual(['Szampon pokrzywowy 300 ml']);
  });

  it('finds categories and ingredients too', async () => {
    const results = await search('szampony');
    expect(results.some((result) => result._type === 'category' && result._source.url_key === 'szampony')).toBe(true);
    const ingredients = (await search('gliceryna')).filter((result) => result._type === 'ingredient');
    expect(ingredients[0]?._source.url).toMatch(/^\/skladnik-/);
  });

  it('keeps to the context category', async () => {
    const inFace = products(await search('ziaja', `&contextCategoryId=${faceCategoryId}`));
    expect(inFace.map((result) => result._id)).toContain('product-900002');
    expect(inFace.map((result) => result._id)).not.toContain('product-900003');
  });

  it('rejects a phrase under three characters in Polish and answers the test variant alike', async () => {
    const response = await api.request('/catalog/text-search?text=kr');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Wpisz przynajmniej 3 znaki');
    const test = await api.request('/catalog/test/text-search?text=nivea');
    expect(textSearchResponseSchema.parse(await test.json())[0]?._source.slug).toBe('marka-nivea');
  });
});
