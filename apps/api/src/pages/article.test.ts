import { apiErrorSchema, articlePageResponseSchema, HEADER_NAMES, productIdFromSku } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let article: { url: string; title: string; product_ids: number[] };

beforeAll(async () => {
  database = await openSeededDatabase(200);
  api = createApi(database);
  const [first] = await queryRows<typeof article>(
    database.db,
    sql`select url, title, product_ids from product_articles order by id limit 1`,
  );
  article = first!;
});
afterAll(async () => {
  await database.close();
});

const slugOf = (url: string) => url.replace(/^\/kwc-/, '');

describe('GET /articles/{slug}', () => {
  it('answers every article the product pages link to, with its public products in its order', async () => {
    const linked = await queryRows<{ url: string }>(database.db, sql`select distinct url from product_articles`);
    for (const { url } of linked) {
      expect(url).toMatch(/^\/kwc-[a-z0-9-]+$/);
      expect((await api.request(`/articles/${slugOf(url)}`)).status, url).toBe(200);
    }
    const response = await api.request(`/articles/${slugOf(article.url)}`);
    const body = articlePageResponseSchema.parse(await response.json());
    expect(body.article).toMatchObject({ title: article.title, url: article.url });
    // Its text under the lead: paragraphs of its own, not the lead again.
    const paragraphs = body.article.body.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs).not.toContain(body.article.lead);
    const publicIds = (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from products where id = any(${sql.raw(`array[${article.product_ids.join(',')}]::int[]`)}) and is_public`,
      )
    ).map((row) => row.id);
    expect(body.products.map((product) => productIdFromSku(product.sku))).toEqual(
      article.product_ids.filter((id) => publicIds.includes(id)),
    );
    // Shared and tagged with every product shown, so a product write purges the article.
    expect(response.headers.get('cache-control')).toContain('public');
    const tags = response.headers.get(HEADER_NAMES.cacheTags)!.split(' ');
    expect(tags).toContain('articles');
    for (const id of publicIds) expect(tags).toContain(`product:${id}`);
  });

  it('leaves out a product that stops being public', async () => {
    const [first] = article.product_ids;
    await database.db.execute(sql`update products set is_public = false where id = ${first!}`);
    const body = articlePageResponseSchema.parse(await (await api.request(`/articles/${slugOf(article.url)}`)).json());
    expect(body.products.map((product) => productIdFromSku(product.sku))).not.toContain(first);
    await database.db.execute(sql`update products set is_public = true where id = ${first!}`);
  });

  it('is a 404 for an unknown article and a 400 for a malformed slug, in Polish', async () => {
    const missing = await api.request('/articles/nie-ma-takiego-artykulu');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(await missing.json()).error.message).toContain('Nie znaleziono artykułu');
    const malformed = await api.request('/articles/Zly_Adres');
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json()).error.message).toBe('Nieprawidłowy identyfikator w adresie');
  });
});
