import { apiErrorSchema, HEADER_NAMES, productPageResponseSchema } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { reviewedProduct, type ReviewedProduct } from '../testing/catalogue';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let reviewed: ReviewedProduct;

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
  reviewed = await reviewedProduct(database.db);
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

async function productPage(urlPath: string, extra = '') {
  const { response, body } = await get(`/catalog/product-page?urlPath=${encodeURIComponent(urlPath)}${extra}`);
  expect(response.status).toBe(200);
  return { response, page: productPageResponseSchema.parse(body) };
}

async function refused(path: string, status: number) {
  const { response, body } = await get(path);
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(body).error.message;
}

describe('GET /catalog/product-page', () => {
  it('answers the product page state of spec section 3 with published reviews counted per rating', async () => {
    const { response, page } = await productPage(reviewed.url_path);
    expect(page.product.sku).toBe(`KWC-${reviewed.id}`);
    expect(page.canonicalUrlPath).toBe(reviewed.url_path);
    expect(page.author).toBeNull();
    expect(page.isOnWishlist).toBe(false);

    const published = await rows<{ rating: number; n: number }>(sql`
      select rating, count(*)::int as n from reviews
      where product_id = ${reviewed.id} and status = 'published' group by rating`);
    const [all] = await rows<{ n: number }>(
      sql`select count(*)::int as n from reviews where product_id = ${reviewed.id}`,
    );
    const publishedTotal = published.reduce((sum, row) => sum + row.n, 0);
    expect(publishedTotal).toBeLessThan(all!.n);
    expect(page.reviewsSummary.numberOfReviews).toBe(publishedTotal);
    expect(page.numberOfUserReviews).toBe(publishedTotal);
    for (const rating of ['1', '2', '3', '4', '5'] as const) {
      expect(page.reviewsSummary.ratingCounts[rating]).toBe(
        published.find((row) => String(row.rating) === rating)?.n ?? 0,
      );
    }
    expect(page.reviewsSummary.averageRating).toBeCloseTo(reviewed.rating, 2);

    const tags = response.headers.get(HEADER_NAMES.cacheTags)?.split(' ');
    expect(tags).toEqual(
      expect.arrayContaining([
        `product:${reviewed.id}`,
        `reviews:product:${reviewed.id}`,
        `category:${reviewed.category_id}`,
      ]),
    );
  });

  it('lists the ingredients in label order and the breadcrumbs of the category path', async () => {
    const { page } = await productPage(reviewed.url_path);
    const label = await rows<{ slug: string }>(sql`
      select i.slug from product_ingredients pi join ingredients i on i.id = pi.ingredient_id
      where pi.product_id = ${reviewed.id} order by pi.position`);
    expect(page.product.ingredients.map((ingredient) => ingredient.slug)).toEqual(
      label.map((row) => `skladnik-${row.slug}`),
    );
    const alphabetical = [...page.product.ingredients].sort((a, b) => a.inciName.localeCompare(b.inciName));
    expect(page.product.ingredients).not.toEqual(alphabetical);

    const [product] = await rows<{ category_path: number[]; brand: string }>(sql`
      select p.category_path, b.slug as brand from products p join brands b on b.id = p.brand_id where p.id = ${reviewed.id}`);
    expect(page.breadcrumbs.map((crumb) => crumb.id)).toEqual(product!.category_path);
    expect(page.breadcrumbs.at(-1)?.id).toBe(reviewed.category_id);
    expect(page.product.brandSlug).toBe(`marka-${product!.brand}`);
  });

  it('lists offers by price, similar products of the same category, awards and articles', async () => {
    const [award] = await rows<{ product_id: number; name: string; url_path: string }>(sql`
      select a.product_id, a.name, p.url_path from awards a join products p on p.id = a.product_id order by a.id limit 1`);
    const { page } = await productPage(award!.url_path);
    expect(page.awards.map((item) => item.name)).toContain(award!.name);

    const offers = await rows<{ n: number; low: number }>(sql`
      select count(*)::int as n, min(price)::int as low from offers where product_id = ${award!.product_id}`);
    expect(page.offers).toHaveLength(offers[0]!.n);
    expect(page.offers.map((offer) => offer.price)).toEqual(
      [...page.offers.map((offer) => offer.price)].sort((a, b) => a - b),
    );
    expect(page.offers[0]?.price).toBe(offers[0]!.low / 100);
    expect(page.offers.every((offer) => offer.shopName.length > 0 && offer.url.startsWith('https://'))).toBe(true);

    expect(page.similarProducts.length).toBeGreaterThan(0);
    expect(page.similarProducts.length).toBeLessThanOrEqual(8);
    const ids = page.similarProducts.map((product) => Number(product.sku.slice(4)));
    expect(ids).not.toContain(award!.product_id);
    const similar = await rows<{ id: number; category_id: number; popularity: number }>(sql`
      select id, category_id, popularity from products where id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`);
    const [own] = await rows<{ category_id: number }>(
      sql`select category_id from products where id = ${award!.product_id}`,
    );
    expect(similar.every((row) => row.category_id === own!.category_id)).toBe(true);
    const popularity = ids.map((id) => similar.find((row) => row.id === id)!.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const [sameCategory] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products where category_id = ${own!.category_id} and id <> ${award!.product_id}`);
    expect(page.similarProducts).toHaveLength(Math.min(8, sameCategory!.n));

    const [article] = await rows<{ title: string; product_id: number; url_path: string }>(sql`
      select a.title, a.product_ids[1] as product_id, p.url_path from product_articles a
      join products p on p.id = a.product_ids[1] order by a.id limit 1`);
    const withArticle = await productPage(article!.url_path);
    expect(withArticle.page.productArticles.map((item) => item.title)).toContain(article!.title);
  });

  it('answers a wrong slug with the canonical path, and accepts the site form of the path', async () => {
    const wrong = await productPage(`zupelnie-inna-nazwa,${reviewed.id}`);
    expect(wrong.page.canonicalUrlPath).toBe(reviewed.url_path);
    expect(wrong.page.product.sku).toBe(`KWC-${reviewed.id}`);
    const siteForm = await productPage(`/${reviewed.url_path}.html`);
    expect(siteForm.page.canonicalUrlPath).toBe(reviewed.url_path);
  });

  it('tells whether the product is on the visitor’s wishlist, privately', async () => {
    const visitor = 'anon_pages_0123456789';
    const added = await api.request('/kwc/wishlist', {
      method: 'POST',
      body: JSON.stringify({ productSKU: `KWC-${reviewed.id}`, anonymousId: visitor }),
    });
    expect(added.status).toBe(200);
    const mine = await productPage(reviewed.url_path, `&anonymousId=${visitor}`);
    expect(mine.page.isOnWishlist).toBe(true);
    expect(mine.response.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.response.headers.get(HEADER_NAMES.cacheTags)).toBeNull();
    const other = await productPage(reviewed.url_path, '&anonymousId=anon_someone_else_42');
    expect(other.page.isOnWishlist).toBe(false);
  });

  it('names the member who added the product (author), not for a rejected proposal nor the editors’', async () => {
    const [rejected, added] = await rows<{ id: number; url_path: string; category_id: number }>(sql`
      select id, url_path, category_path[array_length(category_path, 1)] as category_id from products
      where is_public and id <> ${reviewed.id} order by id desc limit 2`);
    const [member] = await rows<{ id: number }>(sql`
      insert into users (email, username, rank) values ('autorka.produktu@example.pl', 'autorka.produktu', 'Ekspertka')
      returning id`);
    for (const [status, product] of [
      ['rejected', rejected!],
      ['published', added!],
    ] as const) {
      await database.db.execute(sql`
        insert into added_products (user_id, status, name, category_id, description, photo_id, product_id)
        values (${member!.id}, ${status}, 'Krem', ${product.category_id}, 'Opis', 1, ${product.id})`);
    }
    expect((await productPage(rejected!.url_path)).page.author).toBeNull();
    expect((await productPage(added!.url_path)).page.author).toEqual({
      userId: member!.id,
      username: 'autorka.produktu',
      avatar: null,
      rank: 'Ekspertka',
    });
  });

  it('answers 404 for an unknown or hidden product and 400 for a malformed path', async () => {
    expect(await refused('/catalog/product-page?urlPath=krem,99999999', 404)).toBe(
      'Nie znaleziono produktu KWC-99999999',
    );
    for (const urlPath of ['krem-bez-numeru', 'krem,abc', 'krem,0', 'krem,1234567890', 'a/b,12']) {
      expect(await refused(`/catalog/product-page?urlPath=${encodeURIComponent(urlPath)}`, 400)).toMatch(
        /^Nieprawidłowy adres produktu/,
      );
    }
    expect(await refused('/catalog/product-page', 400)).toBe('To pole jest wymagane');
    expect(await refused(`/catalog/product-page?urlPath=${reviewed.url_path}&anonymousId=krótki`, 400)).toBe(
      'Nieprawidłowa wartość',
    );

    await database.db.execute(sql`update products set is_public = false where id = ${reviewed.id}`);
    try {
      expect(await refused(`/catalog/product-page?urlPath=${reviewed.url_path}`, 404)).toMatch(/^Nie znaleziono/);
      const revealed = await get(`/catalog/product-page?urlPath=${reviewed.url_path}`, {
        [HEADER_NAMES.revealNonPublicCategories]: '1',
      });
      expect(revealed.response.status).toBe(200);
      expect(revealed.response.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await database.db.execute(sql`update products set is_public = true where id = ${reviewed.id}`);
    }
  });
});
