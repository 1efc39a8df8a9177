import {
  categoryResponseSchema,
  encodeCategoryPath,
  filterValuesResponseSchema,
  productsResponseSchema,
  SORT_OPTIONS,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
});
afterAll(async () => {
  await database.close();
});

async function info(path: string, headers: Record<string, string> = {}) {
  const response = await api.request(`/catalog/category-info?path=${encodeURIComponent(path)}`, { headers });
  return { response, body: await response.json() };
}

async function urlTemplateOf(urlKey: string): Promise<string[]> {
  const [row] = await queryRows<{ url_template: string[] }>(
    database.db,
    sql`select url_template from categories where url_key = ${urlKey}`,
  );
  return row!.url_template;
}

describe('GET /catalog/category-info', () => {
  it('answers a top-level category with the full category response of the spec', async () => {
    const { response, body } = await info('/pielegnacja-twarzy');
    expect(response.status).toBe(200);
    const parsed = categoryResponseSchema.parse(body);
    expect(parsed.category?.url_key).toBe('pielegnacja-twarzy');
    expect(parsed.category?.breadcrumbs.map((crumb) => crumb.url_key)).toEqual(['pielegnacja-twarzy']);
    expect(parsed.products.length).toBeLessThanOrEqual(24);
    const [expected] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where category_path @> array[(select id from categories where url_key = 'pielegnacja-twarzy')]`,
    );
    expect(parsed.total).toBe(expected!.n);
    expect(parsed.filters.agg_marka?.visible).toBe(true);
    expect(parsed.navigationRoot?.children.length).toBeGreaterThan(0);
    expect(response.headers.get('x-kwc-cache-tags')).toContain(`category:${parsed.category?.id}`);
    // A first-level category is its own context.
    expect(parsed.contextCategory).toEqual({
      id: parsed.category?.id,
      url_key: 'pielegnacja-twarzy',
      full_name: parsed.category?.full_name,
    });
  });

  it('names the context category a deeper listing belongs to: the first level of its path', async () => {
    const top = categoryResponseSchema.parse((await info('/pielegnacja-twarzy')).body);
    const child = top.popularCategoriesMenu[0]!;
    const parsed = categoryResponseSchema.parse((await info(`/${child.url_key}`)).body);
    expect(parsed.category?.breadcrumbs[0]?.url_key).toBe('pielegnacja-twarzy');
    expect(parsed.contextCategory).toMatchObject({ id: top.category?.id, url_key: 'pielegnacja-twarzy' });
  });

  it('filters by brand in the key-filter segment and counts sibling brands as if unselected', async () => {
    const all = categoryResponseSchema.parse((await info('/pielegnacja-twarzy')).body);
    const brands = all.filters.agg_marka;
    if (brands?.type !== 'options') throw new Error('no brand filter');
    const [first, second] = brands.options;
    const urlTemplate = await urlTemplateOf('pielegnacja-twarzy');
    const path = encodeCategoryPath(
      {
        url_key: 'pielegnacja-twarzy',
        queryParams: {},
        keyFilters: { marka: [first!.slug, second!.slug] },
        additionalFilters: {},
        sort: null,
        hash: null,
      },
      { urlTemplate },
    );
    const filtered = categoryResponseSchema.parse((await info(path)).body);
    expect(filtered.total).toBe(first!.count + second!.count);
    expect(filtered.products.every((product) => [first!.label, second!.label].includes(product.brandName))).toBe(true);
    const facet = filtered.filters.agg_marka;
    if (facet?.type !== 'options') throw new Error('no brand filter');
    expect(facet.value).toEqual([first!.slug, second!.slug]);
    expect(facet.selectedOptions.map((option) => option.slug)).toEqual([first!.slug, second!.slug]);
    // Multi-select: other brands keep the counts they had before the selection.
    expect(facet.options.find((option) => option.slug === brands.options[2]?.slug)?.count).toBe(
      brands.options[2]?.count,
    );
  });

  it('sorts by every option of the spec', async () => {
    const columns: Record<
      string,
      (p: { price: number | null; rating: number | null; numberOfReviews: number; numberOfHits: number }) => number
    > = {
      price: (p) => p.price ?? Number.POSITIVE_INFINITY,
      rating: (p) => p.rating ?? 0,
      number_of_reviews: (p) => p.numberOfReviews,
      number_of_hits: (p) => p.numberOfHits,
    };
    for (const option of SORT_OPTIONS) {
      const { response, body } = await info(`/pielegnacja-twarzy?sort=${option.field}_${option.direction}`);
      expect(response.status).toBe(200);
      const parsed = categoryResponseSchema.parse(body);
      expect(parsed.decodedCategoryPath?.sort).toEqual({ value: option.field, direction: option.direction });
      const value = columns[option.field];
      if (!value) continue;
      const values = parsed.products.map(value);
      const sorted = [...values].sort((a, b) => (option.direction === 'asc' ? a - b : b - a));
      expect(values).toEqual(sorted);
    }
  });

  it('filters by flags and price range, and reports range bounds', async () => {
    const { body } = await info('/pielegnacja-twarzy_bestsellery');
    const parsed = categoryResponseSchema.parse(body);
    const [expected] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where bestseller and category_path @> array[(select id from categories where url_key = 'pielegnacja-twarzy')]`,
    );
    expect(parsed.total).toBe(expected!.n);
    expect(parsed.filters.agg_bestseller).toMatchObject({ type: 'flag', value: 1 });
    const urlTemplate = await urlTemplateOf('pielegnacja-twarzy');
    const path = encodeCategoryPath(
      {
        url_key: 'pielegnacja-twarzy',
        queryParams: {},
        keyFilters: {},
        additionalFilters: { cena: ['20-60'] },
        sort: { value: 'price', direction: 'asc' },
        hash: null,
      },
      { urlTemplate },
    );
    const ranged = categoryResponseSchema.parse((await info(path)).body);
    expect(ranged.products.every((product) => product.price! >= 20 && product.price! <= 60)).toBe(true);
    expect(ranged.filters.agg_price).toMatchObject({ type: 'range', value: { min: 20, max: 60 } });
  });

  it('keeps both bounds of every range filter: "do 50 zł" lists nothing at 50,89 zł', async () => {
    const category = 'pielegnacja-twarzy';
    const urlTemplate = await urlTemplateOf(category);
    const inCategory = sql`is_public and category_path @> array[(select id from categories where url_key = ${category})]`;
    const total = async (name: string, value: string) =>
      categoryResponseSchema.parse(
        (
          await info(
            encodeCategoryPath(
              {
                url_key: category,
                queryParams: {},
                keyFilters: {},
                additionalFilters: { [name]: [value] },
                sort: null,
                hash: null,
              },
              { urlTemplate },
            ),
          )
        ).body,
      ).total;
    const count = async (condition: ReturnType<typeof sql>) =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from products where ${inCategory} and ${condition}`,
        )
      )[0]!.n;

    // A price with grosze (stored in grosze): its whole złoty is an upper bound it must stay above.
    const [priced] = await queryRows<{ price: number }>(
      database.db,
      sql`select price from products where ${inCategory} and price % 100 <> 0 order by id limit 1`,
    );
    const zloty = Math.floor(priced!.price / 100);
    const atOrBelow = await count(sql`price <= ${zloty * 100}`);
    expect(atOrBelow).toBeLessThan(await count(sql`price <= ${priced!.price}`));
    expect(await total('cena', `-${zloty}`)).toBe(atOrBelow);
    expect(await total('cena', `${zloty}-${zloty}`)).toBe(await count(sql`price = ${zloty * 100}`));
    expect(await total('cena', `${zloty + 1}-`)).toBe(await count(sql`price >= ${(zloty + 1) * 100}`));
    expect(await total('cena', `${zloty}-${zloty + 1}`)).toBe(
      await count(sql`price between ${zloty * 100} and ${(zloty + 1) * 100}`),
    );

    // The counts: a bound equal to a product's count keeps it, one past it leaves it out.
    for (const [name, column] of [
      ['hity', sql.raw('number_of_hits')],
      ['opinie', sql.raw('number_of_reviews')],
    ] as const) {
      const [common] = await queryRows<{ v: number }>(
        database.db,
        sql`select ${column} as v from products where ${inCategory} and ${column} > 0 group by 1 order by count(*) desc, 1 limit 1`,
      );
      const value = common!.v;
      const exactly = await count(sql`${column} = ${value}`);
      expect(exactly).toBeGreaterThan(0);
      expect(await total(name, `${value}-${value}`)).toBe(exactly);
      expect(await total(name, `-${value}`)).toBe(await count(sql`${column} <= ${value}`));
      expect(await total(name, `${value}-`)).toBe(await count(sql`${column} >= ${value}`));
      expect(await total(name, `${value + 1}-`)).toBe(await count(sql`${column} > ${value}`));
      expect(await total(name, `-${value - 1}`)).toBe(await count(sql`${column} < ${value}`));
    }
  });

  it('answers a redirected category with its code and no products', async () => {
    const { response, body } = await info('/kosmetyki-do-twarzy');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ redirect: '/pielegnacja-twarzy', code: 301, products: [], total: 0 });
  });

  it('lists a landing page with its predefined filter and a brand page across the catalogue', async () => {
    const landing = categoryResponseSchema.parse((await info('/lp-weganskie-kremy-do-twarzy')).body);
    expect(landing.isLandingPageCategory).toBe(true);
    expect(landing.landingPageLinkedCategory?.url_key).toBe('kremy-do-twarzy');
    // Its context is its linked category's first level.
    expect(landing.contextCategory?.url_key).toBe('pielegnacja-twarzy');
    const predefined = Object.values(landing.filters).filter((filter) => filter.predefined);
    expect(predefined.length).toBeGreaterThan(0);
    const brand = categoryResponseSchema.parse((await info('/marka-nivea')).body);
    const [expected] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id where b.slug = 'nivea'`,
    );
    expect(brand.total).toBe(expected!.n);
    expect(brand.products.every((product) => product.brandName === 'Nivea')).toBe(true);
  });

  it('keeps the 10,000-product window', async () => {
    const parsed = categoryResponseSchema.parse((await info('/pielegnacja-twarzy?page=418')).body);
    expect(parsed.products).toEqual([]);
  });

  it('answers bad input with a Polish 400 and unknown categories with a 404', async () => {
    expect((await info('/nie-ma-takiej-kategorii')).response.status).toBe(404);
    const unknownFilter = await info(
      encodeCategoryPath(
        {
          url_key: 'pielegnacja-twarzy',
          queryParams: {},
          keyFilters: {},
          additionalFilters: { 'kolor-ksiezyca': ['niebieski'] },
          sort: null,
          hash: null,
        },
        { urlTemplate: await urlTemplateOf('pielegnacja-twarzy') },
      ),
    );
    expect(unknownFilter.response.status).toBe(400);
    expect(unknownFilter.body.error.message).toBe('Nieznany filtr: kolor-ksiezyca');
    // A path the decoder cannot read (spec section 8, decodedCategoryPath null): a 400, never a 5xx.
    const undecodable = await info('/pielegnacja-twarzy/marka-nivea~zz');
    expect(undecodable.response.status).toBe(400);
    expect(undecodable.body.error.message).toMatch(/^Nieprawidłowy adres listy produktów: Malformed escape/);
    const badPage = await info('/pielegnacja-twarzy?page=zero');
    expect(badPage.response.status).toBe(400);
    expect(badPage.body.error.message).toContain('Nieprawidłowy numer strony');
    const missing = await api.request('/catalog/category-info');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('To pole jest wymagane');
  });

  it('drops a brand a link names but the catalogue has not (an old link lists the rest); a brand page of one is a 404', async () => {
    const all = await info('/pielegnacja-twarzy');
    const unknownBrand = await info('/pielegnacja-twarzy/marka-nie-ma-takiej');
    expect(unknownBrand.response.status).toBe(200);
    expect(unknownBrand.body.total).toBe(all.body.total);
    expect(unknownBrand.body.total).toBeGreaterThan(0);
    expect((await info('/marka-nie-ma-takiej')).response.status).toBe(404);
  });

  it('hides non-public categories unless asked to reveal them', async () => {
    await database.db.execute(sql`update categories set is_public = false where url_key = 'perfumy'`);
    try {
      expect((await info('/perfumy')).response.status).toBe(404);
      expect((await info('/perfumy', { 'x-kwc-reveal-non-public-categories': '1' })).response.status).toBe(200);
    } finally {
      await database.db.execute(sql`update categories set is_public = true where url_key = 'perfumy'`);
    }
  });
});

describe('GET /catalog/products and /catalog/filter-values', () => {
  it('pages a listing with the same products as category-info', async () => {
    const response = await api.request(`/catalog/products?path=${encodeURIComponent('/pielegnacja-twarzy?page=2')}`);
    const page = productsResponseSchema.parse(await response.json());
    const first = categoryResponseSchema.parse((await info('/pielegnacja-twarzy')).body);
    expect(page.total).toBe(first.total);
    expect(page.products[0]?.sku).not.toBe(first.products[0]?.sku);
    const test = await api.request(`/catalog/test/products?path=${encodeURIComponent('/pielegnacja-twarzy?page=2')}`);
    expect(productsResponseSchema.parse(await test.json())).toEqual(page);
  });

  it('loads a filter page by page and searches its options', async () => {
    const get = async (query: string) =>
      filterValuesResponseSchema.parse(
        await (
          await api.request(`/catalog/filter-values?path=${encodeURIComponent('/pielegnacja-twarzy')}&${query}`)
        ).json(),
      );
    const all = await get('filterName=agg_marka');
    expect(all.total).toBeGreaterThan(3);
    const first = await get('filterName=marka&filterValuesPage=1&filterValuesPageSize=2');
    const second = await get('filterName=marka&filterValuesPage=2&filterValuesPageSize=2');
    expect(first.options.map((o) => o.slug)).toEqual(all.options.slice(0, 2).map((o) => o.slug));
    expect(second.options.map((o) => o.slug)).toEqual(all.options.slice(2, 4).map((o) => o.slug));
    const label = all.options[0]!.label;
    const searched = await get(
      `filterName=marka&filterValuesSearch=${encodeURIComponent(label.slice(0, 3).toLowerCase())}`,
    );
    expect(searched.options.map((o) => o.label)).toContain(label);
    const unknown = await api.request(`/catalog/filter-values?path=%2Fpielegnacja-twarzy&filterName=nie_ma`);
    expect(unknown.status).toBe(400);
  });
});

describe('the whole-catalogue landing page', () => {
  it('lists every public product, with brand facets over all of them', async () => {
    const { response, body } = await info('/lp-wszystkie-kosmetyki');
    expect(response.status).toBe(200);
    const parsed = categoryResponseSchema.parse(body);
    // The whole catalogue belongs to no context.
    expect(parsed.contextCategory).toBeNull();
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where is_public`,
    );
    expect(parsed.total).toBe(row!.n);
    const brands = parsed.filters.agg_marka;
    expect(brands?.type === 'options' && brands.options.reduce((sum, option) => sum + option.count, 0)).toBe(row!.n);
    expect(response.headers.get('x-kwc-cache-tags')?.split(' ')).toContain('catalogue');
  });
});

describe('an ingredient across the whole catalogue', () => {
  it('lists every product the ingredient page counts, to be paged, sorted and filtered', async () => {
    const [ingredient] = await queryRows<{ slug: string }>(
      database.db,
      sql`select i.slug from ingredients i where (select count(*) from products p where p.is_public and p.ingredient_ids @> array[i.id]) > 24 order by i.id limit 1`,
    );
    const page = (await (await api.request(`/ingredients/${ingredient!.slug}`)).json()) as { productCount: number };
    const path = encodeCategoryPath(
      {
        url_key: 'lp-wszystkie-kosmetyki',
        queryParams: { page: '2' },
        keyFilters: {},
        additionalFilters: { skladnik: [`skladnik-${ingredient!.slug}`] },
        sort: { value: 'price', direction: 'asc' },
        hash: null,
      },
      { urlTemplate: await urlTemplateOf('lp-wszystkie-kosmetyki') },
    );
    const listed = categoryResponseSchema.parse((await info(path)).body);
    expect(listed.total).toBe(page.productCount);
    expect(listed.products.length).toBe(Math.min(24, page.productCount - 24));
  });
});

describe('GET /health after listings', () => {
  it('states the listing index size: every product of the database, in bytes of typed arrays', async () => {
    await info('/pielegnacja-twarzy');
    const body = (await (await api.request('/health')).json()) as { listingIndex: { products: number; bytes: number } };
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    expect(body.listingIndex.products).toBe(row!.n);
    // At least the ids, brands and eight sort columns of every product.
    expect(body.listingIndex.bytes).toBeGreaterThan(row!.n * (4 + 4 + 8 * 8));
  });
});

describe('categories held in memory', () => {
  it('show a renamed category and a new child on the next listing, whoever wrote them', async () => {
    const before = categoryResponseSchema.parse((await info('/pielegnacja-twarzy')).body);
    expect(before.category?.full_name).toBe('Pielęgnacja twarzy');
    await database.db.execute(
      sql`update categories set name = 'Twarz – pielęgnacja' where url_key = 'pielegnacja-twarzy'`,
    );
    const renamed = categoryResponseSchema.parse((await info('/pielegnacja-twarzy')).body);
    expect(renamed.category?.full_name).toBe('Twarz – pielęgnacja');
    expect(renamed.navigationRoot?.full_name).toBe('Twarz – pielęgnacja');
    await database.db.execute(
      sql`update categories set name = 'Pielęgnacja twarzy' where url_key = 'pielegnacja-twarzy'`,
    );
    const restored = categoryResponseSchema.parse((await info('/pielegnacja-twarzy')).body);
    expect(restored.category?.full_name).toBe('Pielęgnacja twarzy');
  });
});
