import {
  HEADER_NAMES,
  HOME_SECTIONS,
  homeResponseSchema,
  popularBrandsResponseSchema,
  reviewersResponseSchema,
  type Product,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { testingStatus } from '../editorial/service';
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

function rows<T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) {
  return queryRows<T>(database.db, query);
}

async function get(path: string) {
  const response = await api.request(path);
  return { response, body: (await response.json()) as unknown };
}

const idOf = (product: Product) => Number(product.sku.slice('KWC-'.length));
const idList = (ids: number[]) => sql.raw(`array[${ids.join(',')}]::int[]`);

describe('GET /home', () => {
  async function homePage() {
    const { response, body } = await get('/home');
    expect(response.status).toBe(200);
    return { response, home: homeResponseSchema.parse(body), raw: body as Record<string, unknown[]> };
  }

  it('answers the eight sections of spec section 1 in order, 6 to 12 items each', async () => {
    const { response, home, raw } = await homePage();
    expect(Object.keys(raw)).toEqual([...HOME_SECTIONS]);
    for (const section of HOME_SECTIONS) {
      expect(home[section].length, section).toBeGreaterThanOrEqual(6);
      expect(home[section].length, section).toBeLessThanOrEqual(12);
    }
    // The answer's own tag, then every product it shows (so a write to one purges it).
    const [own, catalogue, ...shown] = response.headers.get(HEADER_NAMES.cacheTags)!.split(' ');
    expect(own).toBe('home');
    // Any product change may reorder its sections (newest, most reviewed).
    expect(catalogue).toBe('catalogue');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((tag) => /^product:\d+$/.test(tag))).toBe(true);
  });

  it('never shows adult products, even those that would lead a section', async () => {
    const [adult] = await rows<{ id: number; created_at: string; number_of_reviews: number }>(sql`
      select id, created_at::text, number_of_reviews from products where is_adult order by id limit 1`);
    const [campaign] = await rows<{ product_id: number }>(sql`select product_id from testing_campaigns where id = 2`);
    const id = adult!.id;
    await database.db.execute(sql`update products set created_at = now() + interval '1 day',
      number_of_reviews = 100000 where id = ${id}`);
    await database.db.execute(sql`insert into awards (name, year, product_id) values ('Nagroda testowa', 2999, ${id})`);
    await database.db.execute(sql`insert into editorial_recommendations (product_id, title, lead, position)
      values (${id}, 'Polecamy', 'Test', -1)`);
    await database.db.execute(sql`update testing_campaigns set product_id = ${id} where id = 2`);
    try {
      const { home } = await homePage();
      const shown = [
        ...home.editorialRecommendations.map((item) => item.product),
        ...home.testing.map((item) => item.product),
        ...home.rewardedProducts.map((item) => item.product),
        ...home.newProducts,
        ...home.mostReviewed,
      ];
      expect(shown.map(idOf)).not.toContain(id);
      expect(shown.some((product) => product.belongsToAdultCategory)).toBe(false);
      const adultIds = await rows<{ id: number }>(sql`
        select id from products where is_adult and id = any(${idList(shown.map(idOf))})`);
      expect(adultIds).toEqual([]);
      expect(home.categories.some((category) => category.url_key === 'strefa-intymna-18')).toBe(false);
    } finally {
      await database.db.execute(sql`update products set created_at = ${adult!.created_at}::timestamptz,
        number_of_reviews = ${adult!.number_of_reviews} where id = ${id}`);
      await database.db.execute(sql`update testing_campaigns set product_id = ${campaign!.product_id} where id = 2`);
      await database.db.execute(sql`delete from awards where year = 2999`);
      await database.db.execute(sql`delete from editorial_recommendations where position = -1`);
    }
  });

  it('fills each section from its own source', async () => {
    const { home } = await homePage();
    const recommendations = await rows<{ title: string }>(sql`
      select e.title from editorial_recommendations e join products p on p.id = e.product_id
      where not p.is_adult order by e.position, e.id limit 8`);
    expect(home.editorialRecommendations.map((item) => item.title)).toEqual(recommendations.map((row) => row.title));

    const brands = popularBrandsResponseSchema.parse((await get('/brands/popular')).body);
    expect(home.popularBrands).toEqual(brands.brands.slice(0, home.popularBrands.length));
    const reviewers = reviewersResponseSchema.parse((await get('/reviewers?pageSize=8')).body);
    expect(home.activeReviewers).toEqual(reviewers.reviewers);

    const now = Date.now();
    const rank = { trwa: 0, wkrótce: 1, zakończone: 2 } as const;
    for (const campaign of home.testing) {
      expect(campaign.status).toBe(
        testingStatus(new Date(campaign.startsAt), new Date(campaign.endsAt), new Date(now)),
      );
    }
    const ranks = home.testing.map((campaign) => rank[campaign.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const awards = await rows<{ name: string }>(sql`
      select a.name from awards a join products p on p.id = a.product_id
      where not p.is_adult order by a.year desc, a.id limit 8`);
    expect(home.rewardedProducts.map((item) => item.name)).toEqual(awards.map((row) => row.name));

    const newest = await rows<{ id: number }>(sql`
      select id from products where not is_adult and is_public order by created_at desc, id desc limit 8`);
    expect(home.newProducts.map(idOf)).toEqual(newest.map((row) => row.id));
    const mostReviewed = await rows<{ id: number }>(sql`
      select id from products where not is_adult and is_public order by number_of_reviews desc, id limit 8`);
    expect(home.mostReviewed.map(idOf)).toEqual(mostReviewed.map((row) => row.id));
    const counts = home.mostReviewed.map((product) => product.numberOfReviews);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const categories = await rows<{ url_key: string; product_count: number }>(sql`
      select url_key, product_count from categories
      where parent_id is null and kind = 'category' and status = 'PUBLISHED' and not is_adults_only
      order by position`);
    expect(home.categories.map((category) => [category.url_key, category.productCount])).toEqual(
      categories.map((row) => [row.url_key, row.product_count]),
    );
    expect(home.categories.map((category) => category.url_key)).not.toContain('kosmetyki-do-twarzy');
  });
});

describe('GET /brands/popular', () => {
  it('lists brands with products, by popularity, with their product counts and average ratings', async () => {
    const { response, body } = await get('/brands/popular');
    expect(response.status).toBe(200);
    const { brands } = popularBrandsResponseSchema.parse(body);
    const stats = await rows<{ slug: string; popularity: number; n: number; reviews: number; weighted: number }>(sql`
      select b.slug, b.popularity, count(*)::int as n, sum(p.number_of_reviews)::int as reviews,
        sum(p.rating * p.number_of_reviews)::float8 as weighted
      from brands b join products p on p.brand_id = b.id group by b.id`);
    expect(brands).toHaveLength(stats.length);
    for (const brand of brands) {
      const own = stats.find((row) => `marka-${row.slug}` === brand.slug)!;
      expect(brand.productCount).toBe(own.n);
      if (own.reviews === 0) expect(brand.averageRating).toBeNull();
      else expect(brand.averageRating).toBeCloseTo(own.weighted / own.reviews, 2);
    }
    const popularity = brands.map((brand) => stats.find((row) => `marka-${row.slug}` === brand.slug)!.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const pages = await rows<{ url_key: string }>(sql`select url_key from categories where kind = 'brand'`);
    const pageKeys = new Set(pages.map((row) => row.url_key));
    expect(brands.every((brand) => pageKeys.has(brand.slug))).toBe(true);
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toBe('brands catalogue');
  });
});
